import type { ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type TableCellProps,
  type TableRowProps,
} from '@mui/material';
import { TableMessageRow } from './TableRows';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/** One column of a small table: its heading and what each row shows in it. */
export interface RowsColumn<Row> {
  label?: ReactNode;
  value: (row: Row, index: number) => ReactNode;
  align?: 'right';
  /** A narrow column holding a checkbox. */
  padding?: 'checkbox';
  /** A cell's own props: a click of its own (a figure opening what it counts), a test id. */
  cellProps?: (row: Row) => TableCellProps & { 'data-testid'?: string };
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
  /** Said in a row across the table when it has no rows (暂无数据); absent, the body stays empty. */
  empty?: ReactNode;
  /**
   * What the table holds (the chart's title it stands beside), read by screen readers as the table's
   * name; out of sight, as the page shows that title already.
   */
  caption?: ReactNode;
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
  empty,
  caption,
}: Props<Row>) {
  const shown = columns.filter((column): column is RowsColumn<Row> => Boolean(column));
  return (
    <Table size="small" stickyHeader={stickyHeader} data-testid={testId}>
      {caption && (
        <Box component="caption" sx={VISUALLY_HIDDEN}>
          {caption}
        </Box>
      )}
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
              <TableCell key={i} align={column.align} padding={column.padding} {...column.cellProps?.(row)}>
                {column.value(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && empty && <TableMessageRow colSpan={shown.length}>{empty}</TableMessageRow>}
      </TableBody>
    </Table>
  );
}
