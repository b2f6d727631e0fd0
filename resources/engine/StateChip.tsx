import { Chip } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { lifecycleOf, stateOf } from '../lifecycles';
import { allResources } from '../declarations';
import type { FieldDef, LifeCycle } from '../types';
import { useDeclaredLabel } from './useDeclaredLabel';
import { useDeclarationInContext } from './ResourceDefContext';

/** A life cycle state as a coloured chip with its label; an undeclared value shows as it is. */
export const StateChip = ({ lifecycle, value, testId }: { lifecycle: LifeCycle; value: unknown; testId?: string }) => {
  const labelOf = useDeclaredLabel();
  const state = stateOf(lifecycle, value);
  return (
    <Chip
      size="small"
      variant={state?.color === 'default' ? 'outlined' : 'filled'}
      color={state?.color ?? 'default'}
      label={state ? labelOf(state) : String(value ?? '-')}
      data-testid={testId}
      data-state={state?.code}
      // Inside a show page's stretched label column a chip keeps its own width.
      sx={{ width: 'fit-content' }}
    />
  );
};

/**
 * The life cycle whose status field this is, or undefined: in the declaration whose fields are shown
 * (a finding's fields inside a supervision's page are the finding's), else in the resource of the
 * screen (generated or custom), read off the declarations, so it needs no generated-screen context.
 */
export function useLifecycleOf(field: Pick<FieldDef, 'name'>): LifeCycle | undefined {
  const shown = useDeclarationInContext();
  const resource = useResourceContext();
  if (shown) return lifecycleOf(shown, field.name);
  return resource
    ? lifecycleOf(
        allResources.find((def) => def.name === resource),
        field.name,
      )
    : undefined;
}
