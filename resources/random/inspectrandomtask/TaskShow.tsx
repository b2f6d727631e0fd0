import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FieldValue } from '../../engine/FieldValue';
import { WithRelatedTabs } from '../../engine/RelatedTabs';
import { HistoryTimeline } from '../../engine/HistoryTimeline';
import { LifecycleRowActions } from '../../engine/LifecycleActions';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { DRAW_FIELDS, DrawPanel } from './DrawPanel';
import { TASK_PUBLISHED } from './schema';

/** A published task is a public record: no edit button (the server refuses the edit too). */
const EditWhileOpen = () => {
  const record = useRecordContext();
  return record && Number(record.taskStatus) < TASK_PUBLISHED ? <EditButton /> : null;
};

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <EditWhileOpen />
    {/* 抽取 / 发布 / 完成: the declared actions this state allows, with their dialogs. */}
    <LifecycleRowActions />
  </TopToolbar>
);

/**
 * A random inspection task: its terms, the draw (DrawPanel: seed, inputs, who was drawn, verify), the
 * drawn subjects with their enforcers and results (the related tab of `inspectrandom`) and its history.
 */
export const TaskShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const terms = visibleFields(def).filter((f) => !DRAW_FIELDS.includes(f.name));
  return (
    <Show title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })} actions={<Actions />}>
      <WithRelatedTabs>
        <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {terms.map((field) => (
            <Box key={field.name} sx={{ gridColumn: field.type === 'text' ? '1 / -1' : undefined }}>
              <Labeled label={labelOf(field)} fullWidth>
                <FieldValue field={field} />
              </Labeled>
            </Box>
          ))}
        </Box>
        <DrawPanel />
        <HistoryTimeline />
      </WithRelatedTabs>
    </Show>
  );
};
