import type { ReactElement, ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { FieldDef } from '../types';
import { EmptyRows } from './EmptyRows';
import { FieldValue } from './FieldValue';
import { useFieldLabel, useResourceDef, visibleFields } from './ResourceDefContext';

/** Cells of one's own for some fields (a name linking to the record's page); others show their FieldValue. */
export type Cells = Partial<Record<string, ReactNode>>;

interface Props {
  /** The selection bar's buttons; false: rows cannot be selected. */
  bulkActionButtons: ReactElement | false;
  /** `show`: a click on a row opens its page. */
  rowClick?: 'show' | false;
  /** A declared field left out (a related list leaves out the field pointing at the shown record). */
  without?: FieldDef;
  cells?: Cells;
  /** Columns of values the server computes on read, after the declared ones. */
  extraColumns?: ReactNode;
  /** The last column, 操作: the buttons of each row. */
  rowButtons?: ReactNode;
}

/**
 * The table of a declared resource's rows, a column a field shown in lists: one table for the list
 * pages and the related lists of a show page, so their columns look and sort alike.
 */
export const DeclaredTable = ({
  bulkActionButtons,
  rowClick = false,
  without,
  cells = {},
  extraColumns,
  rowButtons,
}: Props) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={bulkActionButtons}
      empty={<EmptyRows />}
      hover
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
      }}
    >
      {visibleFields(def)
        .filter((field) => !field.hideInList && field !== without)
        .map((field) => (
          <DataTable.Col key={field.name} source={field.name} label={labelOf(field)} disableSort={!field.sortable}>
            {cells[field.name] ?? <FieldValue field={field} inList />}
          </DataTable.Col>
        ))}
      {extraColumns}
      {rowButtons && (
        <DataTable.Col
          label={translate('app.list.actions', { _: '操作' })}
          align="right"
          sx={{ whiteSpace: 'nowrap', width: '1%' }}
        >
          {rowButtons}
        </DataTable.Col>
      )}
    </DataTable>
  );
};
