import type { ReactElement, ReactNode } from 'react';
import { alpha, type SxProps, type Theme } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import type { FieldDef } from '../types';
import { EmptyRows } from './EmptyRows';
import { FieldValue } from './FieldValue';
import { NamedSelectionBody } from './NamedRowSelection';
import { TableLoading } from './TableLoading';
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

/** A colour laid over a cell's own background (a background image of that one colour). */
const tint = (color: (theme: Theme) => string) => (theme: Theme) => `linear-gradient(${color(theme)}, ${color(theme)})`;

/** The shadow the 操作 column casts on the columns under it: deeper on a dark page, to be seen at all. */
const shadeOf = (theme: Theme) => (theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.7)' : 'rgba(0, 0, 0, 0.18)');

/**
 * The 操作 column stays at the right edge of the table's scroll area, so a row's buttons are on screen
 * however many columns scroll under it: opaque (the paper, with the row's hover or selection tint laid
 * over it, as the other cells of the row show it) and set off by a line and a shadow on its left, in either
 * theme. The header cell sits above the body cells where they meet. An object with a function per
 * value, not one function of the theme: react-admin spreads a column's sx into each body cell's own,
 * which would drop a function.
 */
const STICKY_ACTIONS_SX = {
  whiteSpace: 'nowrap',
  width: '1%',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // A line and a shadow drawn by the cell itself: a table's collapsed borders stay where the columns are.
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}, -6px 0 8px -4px ${shadeOf(theme)}`,
  '&.MuiTableCell-head': { zIndex: 2 },
  '.MuiTableRow-hover:hover > &': { backgroundImage: tint((theme) => theme.palette.action.hover) },
  '.Mui-selected > &': {
    backgroundImage: tint((theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)),
  },
} satisfies SxProps<Theme>;

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
  const { isPending } = useListContext();
  if (isPending) return <TableLoading />;
  return (
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={bulkActionButtons}
      empty={<EmptyRows />}
      // Each row's checkbox is named after the row (选择 星光网吧).
      body={NamedSelectionBody}
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
        <DataTable.Col label={translate('app.list.actions', { _: '操作' })} align="right" sx={STICKY_ACTIONS_SX}>
          {rowButtons}
        </DataTable.Col>
      )}
    </DataTable>
  );
};
