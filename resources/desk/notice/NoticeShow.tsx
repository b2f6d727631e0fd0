import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { FieldValue } from '../../engine/FieldValue';
import { HistoryTimeline } from '../../engine/HistoryTimeline';
import { LifecycleRowActions } from '../../engine/LifecycleActions';
import { useFieldLabel, useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { NoticeReads } from './NoticeReads';
import { NOTICE_PUBLISHED } from './schema';

/** A published notice is no longer edited: its edit button goes. */
const NoticeActions = () => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {record && Number(record.noticeStatus) !== NOTICE_PUBLISHED && <EditButton />}
      <LifecycleRowActions />
    </TopToolbar>
  );
};

/** 监管通知: the notice as written (发布 in its actions), who read it and who did not, its history. */
export const NoticeShow = () => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <Show title={translate('app.form.showTitle', { _: '查看%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })} actions={<NoticeActions />}>
      <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {visibleFields(def).map((field) => (
          <Box key={field.name} sx={{ gridColumn: ['text', 'files'].includes(field.type) ? '1 / -1' : undefined }}>
            <Labeled label={labelOf(field)} fullWidth>
              <FieldValue field={field} />
            </Labeled>
          </Box>
        ))}
      </Box>
      <NoticeReads />
      <HistoryTimeline />
    </Show>
  );
};
