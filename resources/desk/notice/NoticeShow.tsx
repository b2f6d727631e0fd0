import { LifecycleRowActions, ShowPage } from '../../engine';
import { NoticeReads } from './NoticeReads';

/** 监管通知: the notice as written (发布 in its actions), who read it and who did not, its history. */
export const NoticeShow = () => (
  <ShowPage wide={['text', 'files']} actions={<LifecycleRowActions />} history>
    <NoticeReads />
  </ShowPage>
);
