import { Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RelatedList, useRelatedTabs } from '../../engine';
import type { RelatedTab } from '../../references';
import type { ResourceDef } from '../../types';
import { subjectLink } from '../links';

/** A tab's name in the URL: the resource, or resource.field when one resource points here twice. */
const keyOf = (tab: RelatedTab, tabs: RelatedTab[]) =>
  tabs.filter((other) => other.resource === tab.resource).length > 1
    ? `${tab.resource.name}.${tab.field.name}`
    : tab.resource.name;

/**
 * Every kind of record that points at the subject, a tab each, in menu order, among those the user
 * may list (derived from the declarations: a resource declared later appears by itself). `type` (the
 * URL's last segment) picks the open tab; choosing another tab puts it in the URL.
 */
export const HouseholdTabs = ({ def, id, type }: { def: ResourceDef; id: Identifier; type?: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { tabs, titles, isPending } = useRelatedTabs(def, { menuOrder: true });
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (tabs.length === 0) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ p: 3, textAlign: 'center' }}
        data-testid="household-no-tabs"
      >
        {translate('app.list.empty', { _: '暂无数据' })}
      </Typography>
    );
  }
  const keys = tabs.map((tab) => keyOf(tab, tabs));
  const open = Math.max(0, type ? keys.indexOf(type) : 0);
  return (
    <Box data-testid="household-tabs">
      <Tabs
        value={open}
        onChange={(_, next: number) => navigate(subjectLink(String(id), keys[next]), { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.household.records', { _: '相关记录' })}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((_tab, index) => (
          <Tab
            key={keys[index]}
            label={titles[index]}
            data-testid={`household-tab-${keys[index]}`}
            id={`household-tab-${index}`}
            aria-controls={`household-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`household-panel-${open}`}
        aria-labelledby={`household-tab-${open}`}
        data-testid={`household-panel-${keys[open]}`}
      >
        <RelatedList key={keys[open]} tab={tabs[open]} id={id} />
      </Box>
    </Box>
  );
};
