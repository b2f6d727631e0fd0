import { useState } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useNotify, useTranslate, useDataProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BladeDataProvider } from '../../../dataProvider';
import { saveFile } from '../../../dataProvider/download';
import {
  AnyOrOneSelect,
  RowsTable,
  SubmitDialog,
  TablePager,
  useFieldChoices,
  usePaging,
  type RowsColumn,
} from '../../../resources/engine';
import { RegionPicker } from '../../../resources/system/region/RegionPicker';
import { ChartCard } from '../dashboard/charts/ChartCard';
import { PeriodPicker } from './PeriodPicker';
import { StatChart } from './StatChart';
import { FigureOpener } from './FigureOpener';
import { FAMILIES, type Family } from './families';
import { dayOf, periodFromSearch, periodParams, rangeOf, type PeriodValue } from './period';
import type { DrillScope } from './drills';

type Row = Record<string, unknown>;
/** A clicked figure: the row, and the column or series clicked (none: the row's name). */
interface Picked {
  row: Row;
  column?: string;
}
interface DeptNode {
  id?: string;
  value?: string;
  title?: string;
  deptName?: string;
  children?: DeptNode[];
}

const MARKET_TYPE = { dict: { code: 'market_type', biz: true } };
const FILTER_KEYS = ['regionCode', 'deptId', 'marketType'] as const;

/** The depts of the tree, flat, indented by depth. */
function flatten(nodes: DeptNode[] | undefined, depth = 0): Array<{ id: string; name: string }> {
  return (nodes ?? []).flatMap((n) => [
    { id: String(n.id ?? n.value), name: `${'\u3000'.repeat(depth)}${n.title ?? n.deptName ?? ''}` },
    ...flatten(n.children, depth + 1),
  ]);
}

/**
 * One statistics screen (families.ts): filters (period, region, dept, market type) kept in the URL
 * query, the family's chart and table, a row's drill-down, the Excel of the table, and 保存为报表
 * (a saved report: this path and this query, reopened as they are).
 */
export const StatisticsScreen = ({ family: f }: { family: Family }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [selected, setSelected] = useState<Picked | undefined>();
  const [saving, setSaving] = useState(false);
  const [reportName, setReportName] = useState(f.title);
  const text = (x: { label?: string; title?: string; en: string }) =>
    locale === 'en' ? x.en : (x.label ?? x.title ?? x.en);
  const period = periodFromSearch(search);
  const range = rangeOf(period);
  const filters: Record<string, string> = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, search.get(k) ?? '']).filter(([, v]) => v),
  );
  const params: Record<string, string> = { ...periodParams(period), ...filters };
  const scope: DrillScope = { range, filters, today: dayOf(new Date()) };
  const update = (next: Record<string, string>) => {
    setSelected(undefined);
    setSearch(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { replace: true });
  };
  const setPeriod = (p: PeriodValue) => update({ ...filters, ...periodParams(p) });
  const setFilter = (key: string, value: string) => update({ ...params, [key]: value });

  const rows = useQuery({
    queryKey: ['app', 'statistics', f.family, params],
    queryFn: () => dataProvider.call<Row[]>({ url: f.call, params }),
  });
  const depts = useQuery({
    queryKey: ['app', 'statistics', 'depts'],
    queryFn: () => dataProvider.call<DeptNode[]>({ url: '/api/blade-system/dept/tree' }),
    staleTime: 60_000,
  });
  const { choices: marketTypes } = useFieldChoices(MARKET_TYPE);
  const data = rows.data ?? [];

  // A figure opens the records behind it: the list filtered to them, or the screen's own page of them.
  const select = (row: Row | undefined, column?: string) => {
    if (!row) return;
    if (f.records) {
      setSelected({ row, column });
      return;
    }
    const url = f.drill?.(row, scope, column);
    if (url) navigate(url);
  };
  const exportExcel = async () => {
    try {
      const file = await dataProvider.call<Blob>({
        url: `/api/statistics/${f.family}/export`,
        params,
        responseType: 'blob',
      });
      saveFile(file, file instanceof File ? file.name : `${f.title}.xlsx`);
    } catch {
      // the call showed the server's message.
    }
  };
  const saveReport = async () => {
    try {
      await dataProvider.call({
        url: '/api/blade-report/report/rest/submit',
        method: 'POST',
        data: { name: reportName.trim() || f.title, path: f.path, query: new URLSearchParams(params).toString() },
      });
      notify(translate('app.statistics.saved', { _: '报表已保存' }), { type: 'success' });
      setSaving(false);
    } catch {
      // the call showed the server's message; the dialog stays open.
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid={`statistics-${f.family}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <PeriodPicker value={period} onChange={setPeriod} />
        <RegionPicker value={filters.regionCode ?? ''} onChange={(prefix) => setFilter('regionCode', prefix)} />
        <AnyOrOneSelect
          label={translate('app.statistics.dept', { _: '部门' })}
          value={filters.deptId ?? ''}
          choices={flatten(depts.data)}
          onChange={(id) => setFilter('deptId', id)}
        />
        <AnyOrOneSelect
          label={translate('app.statistics.marketType', { _: '市场类型' })}
          value={filters.marketType ?? ''}
          choices={marketTypes}
          onChange={(id) => setFilter('marketType', id)}
        />
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<DownloadIcon />} onClick={exportExcel} data-testid="statistics-export">
          {translate('app.statistics.export', { _: '导出' })}
        </Button>
        <Button startIcon={<BookmarkAddIcon />} onClick={() => setSaving(true)} data-testid="statistics-save">
          {translate('app.statistics.saveReport', { _: '保存为报表' })}
        </Button>
      </Box>
      <ChartCard title={text(f)} isPending={rows.isPending} isEmpty={data.length === 0} testId="statistics-chart">
        <StatChart rows={data} series={f.series.map((s) => ({ key: s.key, name: text(s) }))} onSelect={select} />
      </ChartCard>
      <Card>
        <CardContent sx={{ overflowX: 'auto' }}>
          <RowsTable
            testId="statistics-table"
            rows={data}
            rowKey={(row, i) => String(row.key ?? i)}
            hover
            rowProps={(row) => ({ selected: selected?.row === row, sx: { cursor: 'pointer' } })}
            caption={text(f)}
            columns={f.columns.map((c): RowsColumn<Row> => ({
              label: text(c),
              align: c.key === 'name' ? undefined : 'right',
              value: (row) => {
                const column = c.key === 'name' ? undefined : c.key;
                return (
                  <FigureOpener
                    to={f.records ? undefined : f.drill?.(row, scope, column)}
                    onOpen={f.records ? () => select(row, column) : undefined}
                  >
                    {String(row[c.key] ?? '')}
                  </FigureOpener>
                );
              },
              // A figure's cell opens the records it counts; the name's, the row's.
              cellProps: (row) => ({
                onClick: () => select(row, c.key === 'name' ? undefined : c.key),
                'data-testid': `stat-cell-${c.key}`,
              }),
            }))}
            empty={!rows.isPending && translate('app.dashboard.empty', { _: '暂无数据' })}
          />
        </CardContent>
      </Card>
      {f.records && selected && (
        <Records
          family={f}
          params={{ ...params, ...f.records.params(selected.row, selected.column) }}
          title={String(selected.row.name ?? '')}
        />
      )}
      <SubmitDialog
        open={saving}
        title={translate('app.statistics.saveReport', { _: '保存为报表' })}
        onClose={() => setSaving(false)}
        onConfirm={() => void saveReport()}
        confirmLabel={translate('ra.action.save', { _: '保存' })}
        confirmTestId="report-save"
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.statistics.reportName', { _: '报表名称' })}
          value={reportName}
          onChange={(e) => setReportName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'report-name' } }}
        />
      </SubmitDialog>
    </Box>
  );
};

/** The page of one inspection of the records. */
const inspectionPage = (r: Row) => `/enforce/inspect/${String(r.id)}/show`;

/** The records behind a row, paged by the family's records call; each opens its own page. */
const Records = ({ family: f, params, title }: { family: Family; params: Record<string, string>; title: string }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const paging = usePaging();
  const page = useQuery({
    queryKey: ['app', 'statistics', f.family, 'records', params, paging.current, paging.size],
    queryFn: () =>
      dataProvider.call<{ records: Row[]; total: number }>({
        url: f.records!.call,
        params: { ...params, current: paging.current, size: paging.size },
      }),
  });
  const records = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  return (
    <Card data-testid="statistics-records">
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title} · {translate('app.statistics.records', { _: '明细 %{n} 条', n: total })}
        </Typography>
        <RowsTable
          rows={records}
          rowKey={(r) => String(r.id)}
          hover
          onRowClick={(r) => navigate(inspectionPage(r))}
          columns={[
            {
              label: translate('app.statistics.inspectNo', { _: '巡检编号' }),
              // The row opens on a click anywhere in it; its number is the link the keyboard reaches.
              value: (r) => <FigureOpener to={inspectionPage(r)}>{String(r.inspectNo ?? '')}</FigureOpener>,
            },
            {
              label: translate('app.statistics.inspectTime', { _: '巡检时间' }),
              value: (r) => String(r.inspectTime ?? ''),
            },
            {
              label: translate('app.statistics.result', { _: '巡检结果' }),
              value: (r) =>
                Number(r.result) === 2
                  ? translate('app.statistics.abnormal', { _: '异常' })
                  : translate('app.statistics.normal', { _: '正常' }),
            },
          ]}
        />
        <TablePager paging={paging} total={total} />
      </CardContent>
    </Card>
  );
};

/** The screen of one family, for the route table (all families share this lazy chunk). */
export function screenOf(family: string) {
  const f = FAMILIES.find((x) => x.family === family);
  if (!f) throw new Error(`unknown statistics family ${family}`);
  const Screen = () => <StatisticsScreen key={f.family} family={f} />;
  return Screen;
}
