import { LifecycleRowActions } from './LifecycleActions';
import { useResourceDef, visibleFields } from './ResourceDefContext';
import { ShowPage } from './ShowPage';

/** Audit columns every Blade row carries, worth seeing on a detail page. */
const AUDIT = [
  { name: 'createTime', label: '创建时间', type: 'datetime' as const },
  { name: 'updateTime', label: '更新时间', type: 'datetime' as const },
];

/** The show page of a declared resource: its fields and the audit times, the declared actions, related tabs, history. */
export const GeneratedShow = () => {
  const def = useResourceDef();
  const fields = [
    ...visibleFields(def),
    ...AUDIT.filter((audit) => !def.fields.some((field) => field.name === audit.name)),
  ];
  return (
    <ShowPage fields={fields} wide={['text', 'json', 'images']} actions={<LifecycleRowActions />} related history />
  );
};
