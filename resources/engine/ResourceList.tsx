import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { CreateButton, DataTable, List, Pagination, RefreshButton, useTranslate } from 'react-admin';
import { siteConfig } from '../../src/config';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { EmptyRows } from './EmptyRows';
import { FieldValue } from './FieldValue';
import { FilterActions } from './ListActions';
import { useListFilters } from './listFilters';
import { offeredScreens } from './offeredScreens';
import { useFieldLabel, useResourceDef, visibleFields } from './ResourceDefContext';
import { RowActions } from './RowActions';
import { useNotifyFailure } from './useNotifyFailure';

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

const ListPagination = () => <Pagination rowsPerPageOptions={siteConfig.pageSizes} />;

const Toolbar = ({ extra, noCreate }: { extra?: ReactNode; noCreate?: boolean }) => {
  const offered = offeredScreens(useResourceDef());
  return (
    <Box
      data-testid="list-toolbar"
      sx={{
        minHeight: 48,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {offered.create && !noCreate && <CreateButton variant="contained" data-testid="create-button" />}
      {offered.remove && <DeleteSelectedButton />}
      {extra}
      <Box sx={{ flex: 1 }} />
      <RefreshButton data-testid="refresh-button" />
    </Box>
  );
};

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
  filters: extraFilters,
}: Props) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const { filters, hasHiddenFilters } = useListFilters();
  const notifyFailure = useNotifyFailure();
  const offered = offeredScreens(def);
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
    <List
      title={translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })}
      filters={extraFilters ? [...filters, ...extraFilters] : filters}
      filter={filter}
      actions={hasHiddenFilters ? <FilterActions /> : false}
      perPage={siteConfig.pageSize}
      pagination={<ListPagination />}
      sort={def.defaultSort}
      empty={false}
      storeKey={storeKey}
      queryOptions={{ onError: notifyFailure }}
      disableSyncWithLocation={false}
    >
      <Toolbar extra={toolbar} noCreate={noCreate} />
      <DataTable
        rowClick={false}
        bulkActionButtons={bulk}
        empty={<EmptyRows />}
        hover
        sx={{
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
        }}
      >
        {visibleFields(def)
          .filter((field) => !field.hideInList)
          .map((field) => (
            <DataTable.Col key={field.name} source={field.name} label={labelOf(field)} disableSort={!field.sortable}>
              <FieldValue field={field} inList />
            </DataTable.Col>
          ))}
        {columns}
        <DataTable.Col
          label={translate('app.list.actions', { _: '操作' })}
          align="right"
          sx={{ whiteSpace: 'nowrap', width: '1%' }}
        >
          <Box
            sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}
            onClick={(event) => event.stopPropagation()}
          >
            {rowActions}
            <RowActions />
          </Box>
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
