import { Chip } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { lifecycleOf, stateOf } from '../lifecycles';
import { allResources } from '../declarations';
import type { FieldDef, LifeCycle } from '../types';
import { useDeclaredLabel } from './useDeclaredLabel';

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
 * The life cycle whose status field this is, in the resource of the screen (generated or custom),
 * or undefined. Read off the declarations, so it needs no generated-screen context.
 */
export function useLifecycleOf(field: Pick<FieldDef, 'name'>): LifeCycle | undefined {
  const resource = useResourceContext();
  return resource
    ? lifecycleOf(
        allResources.find((def) => def.name === resource),
        field.name,
      )
    : undefined;
}
