import type { ReactNode } from 'react';
import { CircularProgress, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../types';
import { useFieldLabel } from './ResourceDefContext';

/**
 * The header of a hand-built table of declared fields (trees, dictionaries, report items): a column a
 * field, then 操作; `first` heads a narrow column before them (a handle to drag).
 */
export const FieldsTableHead = ({ fields, first }: { fields: readonly FieldDef[]; first?: ReactNode }) => {
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {first !== undefined && <TableCell sx={{ width: 1 }}>{first}</TableCell>}
        {fields.map((field) => (
          <TableCell key={field.name} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {labelOf(field)}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {translate('app.list.actions', { _: '操作' })}
        </TableCell>
      </TableRow>
    </TableHead>
  );
};

/** A row across the whole table saying why it holds no rows (pick a dictionary first, 暂无数据). */
export const TableMessageRow = ({
  colSpan,
  testId,
  children,
}: {
  colSpan: number;
  testId?: string;
  children: ReactNode;
}) => (
  <TableRow>
    <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid={testId}>
      {children}
    </TableCell>
  </TableRow>
);

/** The row saying 暂无数据 in a loaded table without rows. */
export const TableEmptyRow = ({ colSpan, testId }: { colSpan: number; testId?: string }) => {
  const translate = useTranslate();
  return (
    <TableMessageRow colSpan={colSpan} testId={testId}>
      {translate('app.list.empty', { _: '暂无数据' })}
    </TableMessageRow>
  );
};

/** The row of a table while its rows load; `indent` lines it up under a tree row. */
export const TableLoadingRow = ({ colSpan, indent }: { colSpan: number; indent?: number }) => (
  <TableRow>
    <TableCell colSpan={colSpan} sx={indent === undefined ? undefined : { pl: indent }}>
      <CircularProgress size={16} />
    </TableCell>
  </TableRow>
);
