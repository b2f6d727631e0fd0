import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  FieldValue,
  FieldsTableHead,
  ResourceDefProvider,
  useResourceDef,
  visibleFields,
  TableEmptyRow,
  TableLoadingRow,
  useBladeQuery,
} from '../../engine';
import { DictAddButton, EditRemoveButtons } from '../dict/DictTableActions';
import { ReportItemDialog } from './ReportItemDialog';
import schema from './schema';

const ItemsTable = ({ parent }: { parent: RaRecord }) => {
  const def = useResourceDef();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Partial<RaRecord>>();
  const query = useBladeQuery<RaRecord[]>(def.name, 'list', { parentId_equal: parent.id });
  const columns = visibleFields(def).filter((field) => !field.hideInList);
  const rows = Array.isArray(query.data) ? query.data : [];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <DictAddButton
          onClick={() => setDialog({ parentId: String(parent.id), sort: rows.length + 1 })}
          testId="report-item-add"
        />
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
                  <EditRemoveButtons id={row.id} onEdit={() => setDialog(row)} onRemoved={refresh} />
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
