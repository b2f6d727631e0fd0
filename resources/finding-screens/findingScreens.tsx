import type { ComponentProps, ComponentType } from 'react';
import type { ResourceDef } from '../types';
import {
  buildScreens,
  LifecycleRowActions,
  useResourceDef,
  visibleFields,
  withDef,
  ResourceList,
  ShowPage,
} from '../engine';
import { HANDLE_FIELD_NAMES, HandleInfo } from './HandleInfo';
import { SuperviseButton } from './SuperviseButton';

/**
 * The show page every finding shares (resources/findings.ts): what was found, then the handle record
 * (get-handle-info) apart, then the timeline; the declared 处理 / 督办完成 and 督办 in the toolbar.
 */
const FindingShow = () => {
  const def = useResourceDef();
  return (
    <ShowPage
      fields={visibleFields(def).filter((field) => !HANDLE_FIELD_NAMES.has(field.name))}
      wide={[]}
      actions={
        <>
          <LifecycleRowActions />
          <SuperviseButton />
        </>
      }
      history
    >
      <HandleInfo />
    </ShowPage>
  );
};

/**
 * The screens of a finding declaration: the generated list (findings are opened by what found them, so
 * no create button; 督办 per row beside the declared actions), the generated forms, and FindingShow.
 * `list` adds to the list what one kind of finding has more (selection buttons, a toolbar).
 */
export function findingScreens(
  schema: ResourceDef,
  icon: ComponentType,
  list: Omit<ComponentProps<typeof ResourceList>, 'noCreate' | 'rowActions'> = {},
) {
  const { create, edit } = buildScreens(schema);
  const FindingList = () => <ResourceList noCreate rowActions={<SuperviseButton />} {...list} />;
  return {
    list: withDef(schema, FindingList, 'List'),
    create,
    edit,
    show: withDef(schema, FindingShow, 'Show'),
    icon,
  };
}
