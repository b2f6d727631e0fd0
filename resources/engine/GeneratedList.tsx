import type { ReactElement, ReactNode } from 'react';
import { actionsOf } from '../lifecycles';
import { DeclaredListPage } from './DeclaredListPage';
import { DeclaredTable, type Cells } from './DeclaredTable';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { LifecycleBulkActions } from './LifecycleActions';
import { ListActions } from './ListActions';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';
import { RowActions } from './RowActions';

/**
 * The list page of a declared resource (docs/spec.md §2 "Generic CRUD list pages"). A screen of its own may add
 * a panel beside the table (`aside`, inside the list's context: a tree that sets a filter), cells of
 * its own for some fields, and row buttons of its domain (`rowActions`, in each row's record context).
 */
export const GeneratedList = ({
  aside,
  cells,
  rowActions,
}: { aside?: ReactElement; cells?: Cells; rowActions?: ReactNode } = {}) => {
  const def = useResourceDef();
  const offered = offeredScreens(def);
  // Declared bulk actions (pause the selected subjects) share the selection bar with delete.
  const bulkButtons =
    offered.remove || actionsOf(def).some(({ action }) => action.bulk) ? (
      <>
        <LifecycleBulkActions />
        {offered.remove && <DeleteSelectedButton testId="bulk-delete" />}
      </>
    ) : (
      false
    );
  return (
    <DeclaredListPage aside={aside}>
      <ListActions exportable />
      <DeclaredTable bulkActionButtons={bulkButtons} cells={cells} rowButtons={<RowActions extra={rowActions} />} />
    </DeclaredListPage>
  );
};
