import { LifecycleRowActions, ShowPage } from '../../engine';
import { ChecklistPanel } from './Checklist';

/**
 * An on-site inspection: what was recorded, its item checklist with each result, and the timeline
 * (完成检查); its other problems and its finding are tabs beside it (the records pointing at it), the
 * finding opening on its own page with 处理 / 督办完成.
 */
export const OnsiteShow = () => (
  <ShowPage wide={['text', 'images', 'ids']} testIdPrefix="onsite" actions={<LifecycleRowActions />} related history>
    <ChecklistPanel />
  </ShowPage>
);
