import type { ComponentProps, ComponentType } from 'react';
import { Box } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TopToolbar } from 'react-admin';
import type { ResourceDef } from '../types';
import {
  buildScreens,
  FieldValue,
  HistoryTimeline,
  LifecycleRowActions,
  useFieldLabel,
  useResourceDef,
  visibleFields,
  withDef,
  ResourceList,
  useShowTitle,
} from '../engine';
import { HANDLE_FIELD_NAMES, HandleInfo } from './HandleInfo';
import { SuperviseButton } from './SuperviseButton';

/**
 * The show page every finding shares (resources/findings.ts): what was found, then the handle record
 * (get-handle-info) apart, then the timeline; the declared 处理 / 督办完成 and 督办 in the toolbar.
 */
const FindingShow = () => {
  const def = useResourceDef();
  const showTitle = useShowTitle();
  const labelOf = useFieldLabel();
  const fields = visibleFields(def).filter((field) => !HANDLE_FIELD_NAMES.has(field.name));
  return (
    <Show
      title={showTitle}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
          <LifecycleRowActions />
          <SuperviseButton />
        </TopToolbar>
      }
    >
      <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {fields.map((field) => (
          <Labeled key={field.name} label={labelOf(field)} fullWidth>
            <FieldValue field={field} />
          </Labeled>
        ))}
      </Box>
      <HandleInfo />
      <HistoryTimeline />
    </Show>
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
