import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import { siteConfig } from '../../src/config';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { EmptyRows } from './EmptyRows';
import { FieldValue } from './FieldValue';
import { FilterActions, ListActions } from './ListActions';
import { LifecycleBulkActions } from './LifecycleActions';
import { actionsOf } from '../lifecycles';
import { offeredScreens } from './offeredScreens';
import { useListFilters } from './listFilters';
import { useFieldLabel, useResourceDef, visibleFields } from './ResourceDefContext';
import { RowActions } from './RowActions';
import { useNotifyFailure } from './useNotifyFailure';

const ListPagination = () => <Pagination rowsPerPageOptions={siteConfig.pageSizes} />;

/** Cells of one's own for some fields (a name linking to the record's page); others show their FieldValue. */
type Cells = Partial<Record<string, ReactNode>>;

const Columns = ({ cells = {}, rowActions }: { cells?: Cells; rowActions?: ReactNode }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
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
    <DataTable
      rowClick={false}
      bulkActionButtons={bulkButtons}
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
            {cells[field.name] ?? <FieldValue field={field} inList />}
          </DataTable.Col>
        ))}
      <DataTable.Col
        label={translate('app.list.actions', { _: '操作' })}
        align="right"
        sx={{ whiteSpace: 'nowrap', width: '1%' }}
      >
        <RowActions extra={rowActions} />
      </DataTable.Col>
    </DataTable>
  );
};

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
  const translate = useTranslate();
  const { filters, hasHiddenFilters } = useListFilters();
  const notifyFailure = useNotifyFailure();
  return (
    <List
      title={translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })}
      filters={filters}
      actions={hasHiddenFilters ? <FilterActions /> : false}
      perPage={siteConfig.pageSize}
      pagination={<ListPagination />}
      sort={def.defaultSort}
      empty={false}
      queryOptions={{ onError: notifyFailure }}
      disableSyncWithLocation={false}
      aside={aside}
    >
      <ListActions />
      <Columns cells={cells} rowActions={rowActions} />
    </List>
  );
};
