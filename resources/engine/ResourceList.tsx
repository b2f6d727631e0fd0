import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { DeclaredListPage } from './DeclaredListPage';
import { DeclaredTable } from './DeclaredTable';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { ListActions } from './ListActions';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';
import { RowActions } from './RowActions';

interface Props {
  /** A filter always applied (a picked dept, pending registrations), not shown as an input. */
  filter?: Record<string, unknown>;
  /** Buttons beside add / delete in the toolbar row. */
  toolbar?: ReactNode;
  /** Buttons acting on the selected rows, before the bulk delete. */
  bulkActions?: ReactNode;
  /** Buttons of each row, before view / edit / delete. */
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
 * The generated list page of a declaration (same columns, filters, pagination and buttons) with
 * room for a resource's own actions: toolbar, selection and row buttons, and a fixed filter.
 */
export const ResourceList = ({
  filter,
  toolbar,
  bulkActions,
  rowActions,
  storeKey,
  noCreate,
  columns,
  filters,
}: Props) => {
  const offered = offeredScreens(useResourceDef());
  const bulk =
    bulkActions || offered.remove ? (
      <>
        {bulkActions}
        {offered.remove && <DeleteSelectedButton testId="bulk-delete" />}
      </>
    ) : (
      false
    );
  return (
    <DeclaredListPage filter={filter} storeKey={storeKey} extraFilters={filters}>
      <ListActions extra={toolbar} noCreate={noCreate} />
      <DeclaredTable
        bulkActionButtons={bulk}
        extraColumns={columns}
        rowButtons={
          <Box
            sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}
            onClick={(event) => event.stopPropagation()}
          >
            {rowActions}
            <RowActions />
          </Box>
        }
      />
    </DeclaredListPage>
  );
};
