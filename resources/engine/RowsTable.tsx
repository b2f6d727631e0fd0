import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type TableRowProps } from '@mui/material';

/** One column of a small table: its heading and what each row shows in it. */
export interface RowsColumn<Row> {
  label?: ReactNode;
  value: (row: Row, index: number) => ReactNode;
  align?: 'right';
  /** A narrow column holding a checkbox. */
  padding?: 'checkbox';
}

interface Props<Row> {
  columns: ReadonlyArray<RowsColumn<Row> | false>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A row's own props: a highlight, a test id. */
  rowProps?: (row: Row, index: number) => TableRowProps & { 'data-testid'?: string };
  /** Rows light up under the pointer. */
  hover?: boolean;
  /** A click on a row opens it (the pointer tells so). */
  onRowClick?: (row: Row) => void;
  stickyHeader?: boolean;
  testId?: string;
}

/**
 * A small read-only table of loaded rows (a history, a drill-down, assigned subjects), described as
 * columns: the heading row, then a row each with a cell a column. `false` leaves a column out.
 */
export function RowsTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  hover,
  onRowClick,
  stickyHeader,
  testId,
}: Props<Row>) {
  const shown = columns.filter((column): column is RowsColumn<Row> => Boolean(column));
  return (
    <Table size="small" stickyHeader={stickyHeader} data-testid={testId}>
      <TableHead>
        <TableRow>
          {shown.map((column, i) => (
            <TableCell key={i} align={column.align} padding={column.padding}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow
            key={rowKey(row, index)}
            hover={hover}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            {...rowProps?.(row, index)}
          >
            {shown.map((column, i) => (
              <TableCell key={i} align={column.align} padding={column.padding}>
                {column.value(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
