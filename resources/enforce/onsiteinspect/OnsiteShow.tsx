import { EditButton, ListButton, Show, TopToolbar } from 'react-admin';
import { HistoryTimeline } from '../../engine/HistoryTimeline';
import { LifecycleRowActions } from '../../engine/LifecycleActions';
import { WithRelatedTabs } from '../../engine/RelatedTabs';
import { useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { ChecklistPanel } from './Checklist';
import { ShowFields, useShowTitle } from '../../engine/ShowFields';

/**
 * An on-site inspection: what was recorded, its item checklist with each result, and the timeline
 * (完成检查); its other problems and its finding are tabs beside it (the records pointing at it), the
 * finding opening on its own page with 处理 / 督办完成.
 */
export const OnsiteShow = () => {
  const def = useResourceDef();
  const showTitle = useShowTitle();
  return (
    <Show
      title={showTitle}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
          <LifecycleRowActions />
        </TopToolbar>
      }
    >
      <WithRelatedTabs>
        <ShowFields fields={visibleFields(def)} wide={['text', 'images', 'ids']} testIdPrefix="onsite" />
        <ChecklistPanel />
        <HistoryTimeline />
      </WithRelatedTabs>
    </Show>
  );
};
