import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useTranslate } from 'react-admin';
import { FieldValue } from './FieldValue';
import { WithRelatedTabs } from './RelatedTabs';
import { HistoryTimeline } from './HistoryTimeline';
import { LifecycleRowActions } from './LifecycleActions';
import { useFieldLabel, useResourceDef, visibleFields } from './ResourceDefContext';

const ShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <LifecycleRowActions />
  </TopToolbar>
);

/** Audit columns every Blade row carries, worth seeing on a detail page. */
const AUDIT = [
  { name: 'createTime', label: '创建时间', type: 'datetime' as const },
  { name: 'updateTime', label: '更新时间', type: 'datetime' as const },
];

export const GeneratedShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const fields = [...visibleFields(def), ...AUDIT.filter((audit) => !def.fields.some((field) => field.name === audit.name))];
  return (
    <Show title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })} actions={<ShowActions />}>
      <WithRelatedTabs>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {fields.map((field) => (
            <Box key={field.name} sx={{ gridColumn: ['text', 'json', 'images'].includes(field.type) ? '1 / -1' : undefined }}>
              <Labeled label={labelOf(field)} fullWidth>
                <FieldValue field={field} />
              </Labeled>
            </Box>
          ))}
        </Box>
        <HistoryTimeline />
      </WithRelatedTabs>
    </Show>
  );
};
