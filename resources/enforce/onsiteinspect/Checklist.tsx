import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  useDataProvider,
  useInput,
  useRecordContext,
  useTranslate,
  type DataProvider,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { alpha } from '@mui/material/styles';
import type { BladeDataProvider } from '../../../dataProvider';
import { CHECK_FAIL, CHECK_PASS } from '../onsiteinspectcheck/schema';

/** Every row an onsite inspection holds in one of its child resources (its items, its other findings), in order. */
export const inspectionRows = (
  dataProvider: DataProvider,
  resource: string,
  onsiteinspectId: Identifier,
  sortField: string,
) =>
  dataProvider
    .getList<RaRecord>(resource, {
      filter: { onsiteinspectId: String(onsiteinspectId) },
      pagination: { page: 1, perPage: 500 },
      sort: { field: sortField, order: 'ASC' },
    })
    .then(({ data }) => data);

/** One row of the form's checklist: an item row (edit, by id) or an item of the market type (create, by itemId). */
export interface CheckRow {
  id?: string;
  itemId?: string;
  itemName: string;
  checkResult: number | null;
  note: string;
}

interface CheckItems {
  items: Array<{ itemId: string; itemName: string }>;
}

export const isFailed = (row: Record<string, unknown> | CheckRow) => Number(row.checkResult) === CHECK_FAIL;

/** The checklist's column heads (#, item, result, note), the same in the form and on the shown inspection. */
const ChecklistHead = ({ resultWidth }: { resultWidth: number }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell width={48}>#</TableCell>
        <TableCell>{translate('app.onsite.item', { _: '检查项名称' })}</TableCell>
        <TableCell width={resultWidth}>{translate('app.onsite.result', { _: '检查结果' })}</TableCell>
        <TableCell>{translate('app.onsite.note', { _: '说明' })}</TableCell>
      </TableRow>
    </TableHead>
  );
};

/**
 * The item checklist of the form (`checkList` of the submit body): on a new inspection the items of the
 * chosen subject's market type (`GET check-items`), each 合格 until marked otherwise; on an edit the
 * inspection's own item rows. Each row: 合格 / 不合格 and a note.
 */
export const ChecklistInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const record = useRecordContext();
  const subjectId = useWatch({ name: 'subjectId' }) as string | undefined;
  const { setValue } = useFormContext();
  const { field } = useInput({ source: 'checkList', defaultValue: [] });
  const rows: CheckRow[] = Array.isArray(field.value) ? field.value : [];
  const recordId = record?.id;

  useEffect(() => {
    let live = true;
    const put = (next: CheckRow[]) => {
      if (live) setValue('checkList', next, { shouldDirty: mode === 'create' });
    };
    if (mode === 'edit' && recordId) {
      inspectionRows(dataProvider, 'onsiteinspectcheck', recordId, 'sort')
        .then((data) =>
          put(
            data.map((r) => ({
              id: String(r.id),
              itemName: String(r.itemName ?? ''),
              checkResult: r.checkResult ?? null,
              note: String(r.note ?? ''),
            })),
          ),
        )
        .catch(() => put([]));
    } else if (mode === 'create') {
      if (!subjectId) put([]);
      else {
        dataProvider
          .getTree<CheckItems>('onsiteinspect', 'check-items', { subjectId })
          .then((data) =>
            put(
              (data?.items ?? []).map((i) => ({
                itemId: String(i.itemId),
                itemName: i.itemName,
                checkResult: CHECK_PASS,
                note: '',
              })),
            ),
          )
          .catch(() => put([]));
      }
    }
    return () => {
      live = false;
    };
  }, [mode, recordId, subjectId, dataProvider, setValue]);

  const change = (index: number, patch: Partial<CheckRow>) =>
    field.onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  if (mode === 'create' && !subjectId)
    return (
      <Alert severity="info" data-testid="checklist-empty">
        {translate('app.onsite.chooseSubject', { _: '请先选择经营主体,将列出其市场类型的检查项' })}
      </Alert>
    );
  if (rows.length === 0)
    return (
      <Alert severity="info" data-testid="checklist-empty">
        {translate('app.onsite.noItems', { _: '该市场类型暂无检查项' })}
      </Alert>
    );
  return (
    <Table size="small" data-testid="checklist">
      <ChecklistHead resultWidth={220} />
      <TableBody>
        {rows.map((row, index) => (
          <TableRow
            key={row.id ?? row.itemId ?? index}
            data-testid={`check-row-${index}`}
            sx={isFailed(row) ? { bgcolor: (t) => alpha(t.palette.error.main, 0.06) } : undefined}
          >
            <TableCell>{index + 1}</TableCell>
            <TableCell>{row.itemName}</TableCell>
            <TableCell>
              <RadioGroup
                row
                value={row.checkResult == null ? '' : String(row.checkResult)}
                onChange={(e) => change(index, { checkResult: Number(e.target.value) })}
              >
                <FormControlLabel
                  value={String(CHECK_PASS)}
                  control={<Radio size="small" data-testid={`check-${index}-pass`} />}
                  label={translate('app.onsite.pass', { _: '合格' })}
                />
                <FormControlLabel
                  value={String(CHECK_FAIL)}
                  control={<Radio size="small" color="error" data-testid={`check-${index}-fail`} />}
                  label={translate('app.onsite.fail', { _: '不合格' })}
                />
              </RadioGroup>
            </TableCell>
            <TableCell>
              <TextField
                size="small"
                fullWidth
                value={row.note}
                onChange={(e) => change(index, { note: e.target.value.slice(0, 500) })}
                slotProps={{
                  htmlInput: {
                    'data-testid': `check-${index}-note`,
                    'aria-label': `${row.itemName} ${translate('app.onsite.note', { _: '说明' })}`,
                  },
                }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The item results of a shown inspection, read only: each item with its 合格 / 不合格 / 未检查 and note. */
export const ChecklistPanel = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const recordId = record?.id;
  const updated = record?.updateTime;
  const [rows, setRows] = useState<RaRecord[] | null>(null);
  useEffect(() => {
    let live = true;
    if (!recordId) return undefined;
    inspectionRows(dataProvider, 'onsiteinspectcheck', recordId, 'sort')
      .then((data) => {
        if (live) setRows(data);
      })
      .catch(() => {
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, [recordId, updated, dataProvider, setRows]);
  if (!rows) return null;
  const failed = rows.filter(isFailed).length;
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="checklist-panel">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('app.onsite.checklist', { _: '检查项' })}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {translate('app.onsite.summary', { _: '共%{total}项,不合格%{failed}项', total: rows.length, failed })}
        </Typography>
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{translate('app.onsite.noItems', { _: '该市场类型暂无检查项' })}</Alert>
      ) : (
        <Table size="small">
          <ChecklistHead resultWidth={120} />
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={String(row.id)} data-testid={`checked-row-${index}`}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{String(row.itemName ?? '')}</TableCell>
                <TableCell>
                  {row.checkResult == null ? (
                    <Chip size="small" label={translate('app.onsite.unchecked', { _: '未检查' })} />
                  ) : (
                    <Chip
                      size="small"
                      color={isFailed(row) ? 'error' : 'success'}
                      label={
                        isFailed(row)
                          ? translate('app.onsite.fail', { _: '不合格' })
                          : translate('app.onsite.pass', { _: '合格' })
                      }
                    />
                  )}
                </TableCell>
                <TableCell>{String(row.note ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
