import { EditButton, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import {
  HistoryTimeline,
  LifecycleRowActions,
  useResourceDef,
  visibleFields,
  ShowFields,
  useShowTitle,
} from '../../engine';
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
  const showTitle = useShowTitle();
  return (
    <Show title={showTitle} actions={<NoticeActions />}>
      <ShowFields fields={visibleFields(def)} wide={['text', 'files']} />
      <NoticeReads />
      <HistoryTimeline />
    </Show>
  );
};
