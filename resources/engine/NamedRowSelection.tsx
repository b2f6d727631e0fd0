import { useCallback, useMemo, type MouseEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { rowCaption } from './rowCaption';
import { useResourceDef } from './ResourceDefContext';

/**
 * A row's selection checkbox whose <input> carries the name, 选择 <the row's caption> (its
 * declaration's `labelField`), else 选择此行. react-admin's own puts `aria-label` on the checkbox's
 * wrapping <span>, where it is not allowed and the input stays nameless. Selecting works as react-admin's
 * (a shift-click selects the rows between).
 */
const NamedRowCheckbox = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const record = useRecordContext();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const selectable = !!record && (!isRowSelectable || isRowSelectable(record));
  const toggle = useCallback(
    (event: MouseEvent) => {
      if (!record || !selectable || !handleToggleItem) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record, selectable, handleToggleItem],
  );
  if (!record) return null;
  const caption = rowCaption(def, record);
  const name = caption
    ? translate('app.selection.row', { _: '选择 %{caption}', caption })
    : translate('ra.action.select_row', { _: '选择此行' });
  return (
    <Checkbox
      color="primary"
      className="select-item RaDataTable-checkbox"
      checked={selectable && !!selectedIds?.includes(record.id)}
      onClick={toggle}
      disabled={!selectable}
      slotProps={{ input: { 'aria-label': name } }}
    />
  );
};

/**
 * A row of the declared table: react-admin's row (its click, its hover, its classes), told the table has
 * no bulk actions so it leaves out its own checkbox cell, and given ours in that place instead.
 */
const NamedSelectionRow = ({ children, ...props }: DataTableRowProps) => {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutOwnCheckbox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  if (!config.hasBulkActions || !handleToggleItem) return <DataTableRow {...props}>{children}</DataTableRow>;
  return (
    <DataTableConfigContext.Provider value={withoutOwnCheckbox}>
      <DataTableRow {...props}>
        <TableCell padding="checkbox">
          <NamedRowCheckbox />
        </TableCell>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};

/**
 * The body of the declared table (DataTable's `body`): its rows select by a checkbox named after the
 * row. The header's 全选 is react-admin's, whose <input> is named already.
 */
export const NamedSelectionBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedSelectionRow} />;
