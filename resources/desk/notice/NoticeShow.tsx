import { EditButton, useRecordContext } from 'react-admin';
import { LifecycleRowActions, ShowPage } from '../../engine';
import { NoticeReads } from './NoticeReads';
import { NOTICE_PUBLISHED } from './schema';

/** A published notice is no longer edited: its edit button goes. */
const EditWhileDraft = () => {
  const record = useRecordContext();
  return record && Number(record.noticeStatus) !== NOTICE_PUBLISHED ? <EditButton /> : null;
};

/** 监管通知: the notice as written (发布 in its actions), who read it and who did not, its history. */
export const NoticeShow = () => (
  <ShowPage wide={['text', 'files']} edit={<EditWhileDraft />} actions={<LifecycleRowActions />} history>
    <NoticeReads />
  </ShowPage>
);
