import { TableCell, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { FieldValue, FieldsTableHead, useResourceDef, fieldOf } from '../../engine';

/** A child row names its parent (child-list answers parentName); others show the field's value. */
export const CellValue = ({ name }: { name: string }) => {
  const def = useResourceDef();
  const record = useRecordContext();
  if (name === 'parentId') return <Typography variant="body2">{String(record?.parentName ?? '')}</Typography>;
  return <FieldValue field={fieldOf(def.fields, name)} inList />;
};

/** Both lists sit side by side in the horizontal layout: tight cells, long texts cut to a line. */
export const DICT_TABLE_SX = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
};

export const DictCells = ({ names }: { names: string[] }) => (
  <>
    {names.map((name) => (
      <TableCell key={name} sx={{ maxWidth: 200 }}>
        <CellValue name={name} />
      </TableCell>
    ))}
  </>
);

export const DictHead = ({ names, first }: { names: string[]; first?: string }) => {
  const def = useResourceDef();
  return <FieldsTableHead fields={names.map((name) => fieldOf(def.fields, name))} first={first} />;
};
