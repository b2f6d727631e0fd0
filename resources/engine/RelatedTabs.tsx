import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import {
  ListBase,
  Pagination,
  useCanAccessResources,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { allResources } from '../declarations';
import { menuGroups } from '../menu-groups';
import type { ResourceDef } from '../types';
import { relatedTabsOf, type RelatedTab } from '../references';
import { DeclaredTable } from './DeclaredTable';
import { offeredScreens } from './offeredScreens';
import { ResourceDefProvider, useResourceDef } from './ResourceDefContext';

const PAGE_SIZES = [10, 20, 50];

/** `检查记录`, or `检查记录 · 复查主体` when one resource points here through two fields. */
function useTabTitles(tabs: RelatedTab[]): string[] {
  const translate = useTranslate();
  return tabs.map((tab) => {
    const name = translate(`resources.${tab.resource.name}.name`, { smart_count: 2, _: tab.resource.label });
    const twice = tabs.filter((other) => other.resource === tab.resource).length > 1;
    return twice
      ? `${name} · ${translate(`resources.${tab.resource.name}.fields.${tab.field.name}`, { _: tab.field.label })}`
      : name;
  });
}

/**
 * The records of one related declaration whose reference holds `id` (`subjectId=<id>`: equality for an
 * `id` field, membership for `ids`), a page at a time, each row opening its own show page.
 */
export const RelatedList = ({ tab, id }: { tab: RelatedTab; id: Identifier }) => (
  <ResourceDefProvider def={tab.resource}>
    <ListBase
      resource={tab.resource.name}
      filter={{ [tab.field.name]: String(id) }}
      sort={tab.resource.defaultSort}
      perPage={PAGE_SIZES[0]}
      disableSyncWithLocation
      storeKey={false}
    >
      <DeclaredTable
        rowClick={offeredScreens(tab.resource).show ? 'show' : false}
        bulkActionButtons={false}
        without={tab.field}
      />
      <Pagination rowsPerPageOptions={PAGE_SIZES} />
    </ListBase>
  </ResourceDefProvider>
);

/** Menu order of a declaration: its group's place in the menu, then its own sort; unplaced ones last. */
const menuRank = (def: ResourceDef): [number, number] => {
  const group = def.menu ? menuGroups.findIndex((g) => g.code === def.menu!.group) : -1;
  return def.menu ? [group < 0 ? menuGroups.length : group, def.menu.sort ?? 0] : [menuGroups.length + 1, 0];
};

/**
 * The tabs of the records pointing at `def` (resources/references.ts `relatedTabsOf`) that the user may
 * list, with their titles; `menuOrder` sorts them as the menu lists their resources.
 */
export function useRelatedTabs(
  def: ResourceDef,
  { menuOrder = false } = {},
): { tabs: RelatedTab[]; titles: string[]; isPending: boolean } {
  const declared = relatedTabsOf(def, allResources);
  const ordered = menuOrder
    ? declared
        .map((tab, index) => ({ tab, index, rank: menuRank(tab.resource) }))
        .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
        .map(({ tab }) => tab)
    : declared;
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: ordered.map((tab) => tab.resource.name),
  });
  const tabs = ordered.filter((tab) => canAccess?.[tab.resource.name]);
  return { tabs, titles: useTabTitles(tabs), isPending };
}

/**
 * A show page's fields as its first tab (基本信息), and one tab per declaration that points at the shown
 * record (resources/references.ts `relatedTabsOf`), among those the user may list. With no such tab
 * the fields show alone, as before.
 */
export const WithRelatedTabs = ({ children }: { children: ReactNode }) => {
  const def = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  const { tabs: shown, titles } = useRelatedTabs(def);
  const [current, setCurrent] = useState(0);
  if (shown.length === 0 || !record) return <>{children}</>;
  const open = Math.min(current, shown.length);
  return (
    <Box>
      <Tabs
        value={open}
        onChange={(_, next: number) => setCurrent(next)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label={translate('app.related.details', { _: '基本信息' })} data-testid="related-tab-details" />
        {shown.map((tab, index) => (
          <Tab
            key={`${tab.resource.name}.${tab.field.name}`}
            label={titles[index]}
            data-testid={`related-tab-${tab.resource.name}-${tab.field.name}`}
          />
        ))}
      </Tabs>
      {open === 0 ? children : <RelatedList key={open} tab={shown[open - 1]} id={record.id} />}
    </Box>
  );
};
