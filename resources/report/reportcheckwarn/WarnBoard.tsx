import { useState, type ComponentProps } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Tab,
  Tabs,
} from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { DateRangePickers, RowsTable, TablePager, useBladeQuery, usePaging, type RowsColumn } from '../../engine';

type Row = Record<string, unknown>;
interface PageAnswer {
  records: Row[];
  total: number;
}

const R = 'reportcheckwarn';
const firstOfMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;
const today = () => new Date().toISOString().slice(0, 10);
/** The counts of a warning row, labelled by `app.warn.count.*` (i18n/screens.*.ts). */
const COUNTS = ['total', 'missing', 'abnormal', 'open', 'handled', 'completed', 'cleared'] as const;

/** The board's query of one level (a warn query call), loaded with the shared range. */
function useWarnCall<T>(path: string, params: Row, enabled = true) {
  return useBladeQuery<T>(R, path, params as never, { enabled });
}

/** The warning counts of a row, a right-aligned column each. */
function countColumns(translate: TranslateFunction): RowsColumn<Row>[] {
  return COUNTS.map((k) => ({
    label: translate(`app.warn.count.${k}`),
    value: (row) => String(row[k] ?? 0),
    align: 'right',
  }));
}

/** The first column of a level whose rows open the level below it: its heading, a row's name, what opens. */
interface Pick {
  label: string;
  name: (row: Row) => string;
  onPick: (row: Row) => void;
}

/** A level whose rows open the level below: rows light up under the pointer, each named first by a link. */
const PickTable = ({
  pick,
  columns,
  ...table
}: Omit<ComponentProps<typeof RowsTable<Row>>, 'hover' | 'columns'> & { pick: Pick; columns: RowsColumn<Row>[] }) => (
  <RowsTable
    {...table}
    hover
    columns={[
      {
        label: pick.label,
        value: (row) => (
          <Link component="button" onClick={() => pick.onPick(row)}>
            {pick.name(row)}
          </Link>
        ),
      },
      ...columns,
    ]}
  />
);

/** 返回 to the level above, naming the row this level is about. */
const BackButton = ({ onBack, name }: { onBack: () => void; name: unknown }) => {
  const translate = useTranslate();
  return (
    <Button size="small" onClick={onBack}>
      {translate('app.warn.back', { _: '返回' })} · {String(name ?? '')}
    </Button>
  );
};

/**
 * 预警看板: the totals of a date range (getListInfo), the warnings by checkpoint type
 * (getCheckpointTypeList → its checkpoints, getCheckpointTypeListById) and by subject
 * (getCheckpointTypeListRepeat → the subject's checkpoints, list-checkpoint-report → the periods of one,
 * getCheckpointDetail, where the missing ones show).
 */
export const WarnBoardButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DashboardIcon />}
        onClick={() => setOpen(true)}
        data-testid="warn-board"
      >
        {translate('app.warn.board', { _: '预警看板' })}
      </Button>
      {open && <WarnBoard onClose={() => setOpen(false)} />}
    </>
  );
};

const WarnBoard = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const [range, setRange] = useState({ sDate: firstOfMonth(), eDate: today() });
  const [tab, setTab] = useState(0);
  const [type, setType] = useState<Row | undefined>();
  const [subject, setSubject] = useState<Row | undefined>();
  const [checkpoint, setCheckpoint] = useState<Row | undefined>();
  const info = useWarnCall<Row>('getListInfo', range);
  const figures: Array<[string, string]> = [
    ['shouldReport', '应上报'],
    ['reported', '已上报'],
    ['missing', '未上报'],
    ['late', '逾期补报'],
    ['abnormal', '上报异常'],
    ['reportRate', '上报率%'],
    ['open', '待处理预警'],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{translate('app.warn.board', { _: '预警看板' })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <DateRangePickers
            names={['warn-sDate', 'warn-eDate']}
            labels={[translate('app.warn.sDate', { _: '开始日期' }), translate('app.warn.eDate', { _: '结束日期' })]}
            from={range.sDate}
            to={range.eDate}
            onFrom={(sDate) => setRange({ ...range, sDate })}
            onTo={(eDate) => setRange({ ...range, eDate })}
          />
          {info.isLoading && <CircularProgress size={18} />}
          {info.data &&
            figures.map(([k, label]) => (
              <Chip
                key={k}
                data-testid={`warn-info-${k}`}
                label={`${translate(`app.warn.info.${k}`, { _: label })} ${String(info.data[k] ?? 0)}`}
              />
            ))}
        </Box>
        <Tabs value={tab} onChange={(_, v) => setTab(v)}>
          <Tab label={translate('app.warn.byType', { _: '按检查点类型' })} />
          <Tab label={translate('app.warn.bySubject', { _: '按主体' })} data-testid="warn-tab-subject" />
        </Tabs>
        {tab === 0 && !type && <TypeTable range={range} onPick={setType} />}
        {tab === 0 && type && <CheckpointTable range={range} type={type} onBack={() => setType(undefined)} />}
        {tab === 1 && !subject && <SubjectTable range={range} onPick={setSubject} />}
        {tab === 1 && subject && !checkpoint && (
          <SubjectCheckpoints
            range={range}
            subject={subject}
            onPick={setCheckpoint}
            onBack={() => setSubject(undefined)}
          />
        )}
        {tab === 1 && subject && checkpoint && (
          <PeriodTable
            range={range}
            subject={subject}
            checkpoint={checkpoint}
            onBack={() => setCheckpoint(undefined)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close', { _: '关闭' })}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The counts of a subject's checkpoint: field, heading key and its Chinese. */
const SUBJECT_CHECKPOINT_COUNTS: Array<[string, string, string]> = [
  ['reports', 'app.warn.reports', '上报次数'],
  ['missing', 'app.warn.count.missing', '未上报'],
  ['abnormal', 'app.warn.count.abnormal', '上报异常'],
  ['open', 'app.warn.count.open', '待处理'],
];

const TypeTable = ({ range, onPick }: { range: Row; onPick: (row: Row) => void }) => {
  const translate = useTranslate();
  const rows = useWarnCall<Row[]>('getCheckpointTypeList', range).data ?? [];
  return (
    <PickTable
      testId="warn-by-type"
      rows={rows}
      rowKey={(r) => String(r.key)}
      pick={{ label: translate('app.warn.type', { _: '检查点类型' }), name: (r) => String(r.name), onPick }}
      columns={countColumns(translate)}
    />
  );
};

const CheckpointTable = ({ range, type, onBack }: { range: Row; type: Row; onBack: () => void }) => {
  const translate = useTranslate();
  const rows = useWarnCall<Row[]>('getCheckpointTypeListById', { ...range, id: type.key }).data ?? [];
  return (
    <>
      <BackButton onBack={onBack} name={type.name} />
      <RowsTable
        rows={rows}
        rowKey={(r) => String(r.checkpointId)}
        columns={[
          { label: translate('app.warn.checkpoint', { _: '检查点' }), value: (r) => String(r.checkpointName ?? '') },
          ...countColumns(translate),
        ]}
      />
    </>
  );
};

const SubjectTable = ({ range, onPick }: { range: Row; onPick: (row: Row) => void }) => {
  const translate = useTranslate();
  const paging = usePaging([10, 30, 50, 100]);
  const { current, size } = paging;
  const data = useWarnCall<PageAnswer>('getCheckpointTypeListRepeat', { ...range, current, size }).data;
  return (
    <>
      <PickTable
        testId="warn-by-subject"
        rows={data?.records ?? []}
        rowKey={(r) => `${String(r.subjectId)}:${String(r.key)}`}
        pick={{
          label: translate('app.warn.subject', { _: '经营主体' }),
          name: (r) => String(r.subjectName ?? r.subjectId),
          onPick,
        }}
        columns={[
          { label: translate('app.warn.type', { _: '检查点类型' }), value: (r) => String(r.name ?? '') },
          ...countColumns(translate),
        ]}
      />
      <TablePager paging={paging} total={data?.total ?? 0} />
    </>
  );
};

const SubjectCheckpoints = ({
  range,
  subject,
  onPick,
  onBack,
}: {
  range: Row;
  subject: Row;
  onPick: (row: Row) => void;
  onBack: () => void;
}) => {
  const translate = useTranslate();
  const rows = useWarnCall<Row[]>('list-checkpoint-report', { ...range, subjectId: subject.subjectId }).data ?? [];
  return (
    <>
      <BackButton onBack={onBack} name={subject.subjectName} />
      <PickTable
        testId="warn-subject-checkpoints"
        rows={rows}
        rowKey={(r) => String(r.checkpointId)}
        pick={{
          label: translate('app.warn.checkpoint', { _: '检查点' }),
          name: (r) => String(r.checkpointName ?? ''),
          onPick,
        }}
        columns={[
          ...SUBJECT_CHECKPOINT_COUNTS.map(([k, key, label]) => ({
            label: translate(key, { _: label }),
            value: (r: Row) => String(r[k]),
            align: 'right' as const,
          })),
          { label: translate('app.warn.lastReport', { _: '最近上报' }), value: (r) => String(r.lastReportTime ?? '') },
        ]}
      />
    </>
  );
};

const PeriodTable = ({
  range,
  subject,
  checkpoint,
  onBack,
}: {
  range: Row;
  subject: Row;
  checkpoint: Row;
  onBack: () => void;
}) => {
  const translate = useTranslate();
  const paging = usePaging([10]);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const data = useWarnCall<PageAnswer>('getCheckpointDetail', {
    ...range,
    subjectId: subject.subjectId,
    checkpointId: checkpoint.checkpointId,
    current: paging.current,
    size: paging.size,
    status: onlyMissing ? 0 : undefined,
  }).data;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <BackButton onBack={onBack} name={checkpoint.checkpointName} />
        <Button
          size="small"
          variant={onlyMissing ? 'contained' : 'outlined'}
          onClick={() => {
            setOnlyMissing(!onlyMissing);
            paging.setPage(0);
          }}
          data-testid="warn-only-missing"
        >
          {translate('app.warn.onlyMissing', { _: '只看未上报' })}
        </Button>
      </Box>
      <RowsTable
        testId="warn-periods"
        rows={data?.records ?? []}
        rowKey={(r) => String(r.periodStart)}
        columns={[
          {
            label: translate('app.warn.period', { _: '上报周期' }),
            value: (r) => `${String(r.periodStart)} ~ ${String(r.periodEnd)}`,
          },
          { label: translate('app.warn.reported', { _: '上报情况' }), value: (r) => <ReportedChip row={r} /> },
          { label: translate('app.warn.reportTime', { _: '上报时间' }), value: (r) => String(r.reportTime ?? '') },
          {
            label: translate('app.warn.isAb', { _: '是否异常' }),
            value: (r) =>
              r.isAb === null || r.isAb === undefined
                ? ''
                : Number(r.isAb) === 1
                  ? translate('app.warn.abnormal', { _: '异常' })
                  : translate('app.warn.normal', { _: '正常' }),
          },
        ]}
      />
      <TablePager paging={paging} total={data?.total ?? 0} />
    </>
  );
};

/** 已上报, or for a period not reported 未上报 once it closed and 未到期 before. */
const ReportedChip = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  return Number(row.status) === 1 ? (
    <Chip size="small" color="success" label={translate('app.warn.reportedYes', { _: '已上报' })} />
  ) : (
    <Chip
      size="small"
      color={row.closed ? 'error' : 'default'}
      label={translate(row.closed ? 'app.warn.reportedNo' : 'app.warn.notDue', {
        _: row.closed ? '未上报' : '未到期',
      })}
    />
  );
};
