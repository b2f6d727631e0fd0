import { EditButton, ListButton, Show, TopToolbar } from 'react-admin';
import { WithRelatedTabs } from './RelatedTabs';
import { HistoryTimeline } from './HistoryTimeline';
import { LifecycleRowActions } from './LifecycleActions';
import { useResourceDef, visibleFields } from './ResourceDefContext';
import { ShowFields, useShowTitle } from './ShowFields';

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
  const showTitle = useShowTitle();
  const fields = [
    ...visibleFields(def),
    ...AUDIT.filter((audit) => !def.fields.some((field) => field.name === audit.name)),
  ];
  return (
    <Show title={showTitle} actions={<ShowActions />}>
      <WithRelatedTabs>
        <ShowFields fields={fields} wide={['text', 'json', 'images']} />
        <HistoryTimeline />
      </WithRelatedTabs>
    </Show>
  );
};
