import { EditButton, ListButton, Show, TopToolbar } from 'react-admin';
import { WithRelatedTabs } from '../../engine/RelatedTabs';
import { useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { EvidenceGallery } from './EvidenceGallery';
import { ShowFields, useShowTitle } from '../../engine/ShowFields';

/**
 * A self-check report: what was reported (the period and lateness the server named), then its
 * evidence gallery (photos in the lightbox, videos playing in place, 添加佐证); the findings it opened
 * are a tab beside it.
 */
export const ReportCheckShow = () => {
  const def = useResourceDef();
  const showTitle = useShowTitle();
  return (
    <Show
      title={showTitle}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <WithRelatedTabs>
        <ShowFields fields={visibleFields(def)} />
        <EvidenceGallery />
      </WithRelatedTabs>
    </Show>
  );
};
