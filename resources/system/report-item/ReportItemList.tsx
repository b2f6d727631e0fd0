import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  RecordContextProvider,
  ResourceContextProvider,
  useCanAccess,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  FieldValue,
  FieldsTableHead,
  ResourceDefProvider,
  useResourceDef,
  visibleFields,
  RemoveButton,
  RowIconButton,
  TableEmptyRow,
  TableLoadingRow,
  useBladeQuery,
} from '../../engine';
import { ReportItemDialog } from './ReportItemDialog';
import schema from './schema';

const ItemsTable = ({ parent }: { parent: RaRecord }) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Partial<RaRecord>>();
  const { canAccess: mayAdd } = useCanAccess({ resource: def.name, action: 'create' });
  const { canAccess: mayEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const query = useBladeQuery<RaRecord[]>(def.name, 'list', { parentId_equal: parent.id });
  const columns = visibleFields(def).filter((field) => !field.hideInList);
  const rows = Array.isArray(query.data) ? query.data : [];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {mayAdd && (
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ parentId: String(parent.id), sort: rows.length + 1 })}
            data-testid="report-item-add"
          >
            {translate('ra.action.create', { _: '新增' })}
          </Button>
        )}
      </Box>
      <Table size="small">
        <FieldsTableHead fields={columns} />
        <TableBody>
          {query.isPending && <TableLoadingRow colSpan={columns.length + 1} />}
          {!query.isPending && rows.length === 0 && <TableEmptyRow colSpan={columns.length + 1} />}
          {rows.map((row) => (
            <RecordContextProvider key={String(row.id)} value={row}>
              <TableRow hover data-testid="report-item-row">
                {columns.map((field) => (
                  <TableCell key={field.name} sx={{ maxWidth: 280 }}>
                    <FieldValue field={field} inList />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {mayEdit && (
                    <RowIconButton
                      label={translate('ra.action.edit', { _: '编辑' })}
                      icon={<EditIcon fontSize="small" />}
                      onClick={() => setDialog(row)}
                      testId="row-edit"
                    />
                  )}
                  <RemoveButton compact resource={def.name} id={row.id} onRemoved={refresh} />
                </TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
      {dialog && <ReportItemDialog record={dialog} onClose={() => setDialog(undefined)} />}
    </>
  );
};

/**
 * The report-item variant of a dictionary's child list (docs/spec.md §2): the report items configured under
 * the picked business dictionary, with their type from report_item_type and a JSON config slot.
 */
export const ReportItemList = ({ parent }: { parent: RaRecord | undefined }) => {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value={schema.name}>
      <ResourceDefProvider def={schema}>
        <Box data-testid="report-item-list">
          {parent ? (
            <ItemsTable parent={parent} />
          ) : (
            <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
              {translate('app.dict.pickParent', { _: '请先在字典列表中选择一个字典' })}
            </Typography>
          )}
        </Box>
      </ResourceDefProvider>
    </ResourceContextProvider>
  );
};
