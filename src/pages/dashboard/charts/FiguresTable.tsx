import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RowsTable, type RowsColumn } from '../../../../resources/engine';

/** A column of figures: its heading, each row's figure, and where a figure opens the records it counts. */
export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => number;
  /** The address of the records behind a row's figure; none, the figure is plain text. */
  drill?: (row: Row) => string | undefined;
}

interface Props<Row extends { name: string }> {
  /** The chart's title: the table's name for a screen reader. */
  caption: string;
  /** The heading of the rows' names (区域, 市场类型). */
  nameLabel: string;
  rows: Row[];
  columns: Array<FigureColumn<Row>>;
}

/**
 * A chart's figures as a table, its text alternative: a row per bar or slice, a column per series.
 * A figure that opens records in the chart (a click on its bar) is a link to them here, so the
 * keyboard reaches what the pointer does.
 */
export const FiguresTable = <Row extends { name: string }>({ caption, nameLabel, rows, columns }: Props<Row>) => (
  <RowsTable
    caption={caption}
    rows={rows}
    rowKey={(row, index) => `${row.name}-${index}`}
    columns={[
      { label: nameLabel, value: (row) => row.name },
      ...columns.map((column): RowsColumn<Row> => ({
        label: column.label,
        align: 'right',
        value: (row) => {
          const to = column.drill?.(row);
          const figure = column.value(row);
          return to ? (
            <Link component={RouterLink} to={to}>
              {figure}
            </Link>
          ) : (
            figure
          );
        },
      })),
    ]}
  />
);
