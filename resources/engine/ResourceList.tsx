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

interface Props {
  /** A panel beside the table, inside the list's context (a tree that sets a filter). */
  aside?: ReactElement;
  /** Cells of the screen's own for some declared fields. */
  cells?: Cells;
  /** A filter always applied (a picked dept, pending registrations), not shown as an input. */
  filter?: Record<string, unknown>;
  /** Buttons beside add / delete / export in the toolbar row. */
  toolbar?: ReactNode;
  /** Buttons acting on the selected rows, before the bulk delete. */
  bulkActions?: ReactNode;
  /** Buttons of the resource's domain in each row (in the row's record context), after view / edit. */
  rowActions?: ReactNode;
  /** Separate remembered filters and selection for a second view of the same resource. */
  storeKey?: string;
  /** Hide the add button (a view where adding makes no sense). */
  noCreate?: boolean;
  /** Columns of values the server computes on read (an expiry state), after the declared ones. */
  columns?: ReactNode;
  /** Filter inputs of such values, after the declared fields' (always shown). */
  filters?: ReactElement[];
}

/**
 * The list page of a declared resource (docs/spec.md §2 "Generic CRUD list pages"): its columns, filters,
 * pagination, export and buttons, with room for a screen's own panel, cells, toolbar, selection and row
 * buttons, and a fixed filter. Every declared list, generated or composed by a screen, is this one.
 */
export const ResourceList = ({
  aside,
  cells,
  filter,
  toolbar,
  bulkActions,
  rowActions,
  storeKey,
  noCreate,
  columns,
  filters,
}: Props = {}) => {
  const def = useResourceDef();
  const offered = offeredScreens(def);
  // Declared bulk actions (pause the selected subjects) share the selection bar with delete.
  const lifecycleBulk = actionsOf(def).some(({ action }) => action.bulk);
  const bulk =
    lifecycleBulk || bulkActions || offered.remove ? (
      <>
        {lifecycleBulk && <LifecycleBulkActions />}
        {bulkActions}
        {offered.remove && <DeleteSelectedButton testId="bulk-delete" />}
      </>
    ) : (
      false
    );
  return (
    <DeclaredListPage aside={aside} filter={filter} storeKey={storeKey} extraFilters={filters}>
      <ListActions extra={toolbar} noCreate={noCreate} />
      <DeclaredTable
        bulkActionButtons={bulk}
        cells={cells}
        extraColumns={columns}
        rowButtons={<RowActions extra={rowActions} />}
      />
    </DeclaredListPage>
  );
};
