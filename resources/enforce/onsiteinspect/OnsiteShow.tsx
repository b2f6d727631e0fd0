import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useTranslate } from 'react-admin';
import { FieldValue } from '../../engine/FieldValue';
import { HistoryTimeline } from '../../engine/HistoryTimeline';
import { LifecycleRowActions } from '../../engine/LifecycleActions';
import { WithRelatedTabs } from '../../engine/RelatedTabs';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { ChecklistPanel } from './Checklist';

/**
 * An on-site inspection: what was recorded, its item checklist with each result, and the timeline
 * (完成检查); its other problems and its finding are tabs beside it (the records pointing at it), the
 * finding opening on its own page with 处理 / 督办完成.
 */
export const OnsiteShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <Show
      title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      actions={<TopToolbar><ListButton /><EditButton /><LifecycleRowActions /></TopToolbar>}
    >
      <WithRelatedTabs>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {visibleFields(def).map((field) => (
            <Box key={field.name} sx={{ gridColumn: ['text', 'images', 'ids'].includes(field.type) ? '1 / -1' : undefined }} data-testid={`onsite-${field.name}`}>
              <Labeled label={labelOf(field)} fullWidth>
                <FieldValue field={field} />
              </Labeled>
            </Box>
          ))}
        </Box>
        <ChecklistPanel />
        <HistoryTimeline />
      </WithRelatedTabs>
    </Show>
  );
};
