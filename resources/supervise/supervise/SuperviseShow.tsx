import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Labeled,
  Link,
  RecordContextProvider,
  useCreatePath,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { declarationOf } from '../../declarationStore';
import {
  FieldValue,
  HistoryTimeline,
  ResourceDefProvider,
  ShowPage,
  useFieldLabel,
  useResourceDef,
  visibleFields,
  UploadValue,
} from '../../engine';
import type { FieldDef } from '../../types';
import { ReviewButtons } from './ReviewButtons';
import schema from './schema';

type Row = Record<string, unknown>;

interface CheckStep {
  role: string;
  roleName: string;
  done: boolean;
  userName: string | null;
  time: string | null;
  current: boolean;
}
interface Checklist {
  steps: CheckStep[];
  source: { type: string; typeName: string; record: Row | null };
  inspection: { type: string; typeName: string; record: Row } | null;
  corrections: Row[];
  rectifications: Row[];
  attachments: Row[];
}

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Card variant="outlined" sx={{ mx: 2, mb: 2 }} data-testid={testId}>
    <CardContent>
      <Typography variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Another resource's record shown by its own declaration (the finding, the inspection). */
const RecordFields = ({ type, record, only }: { type: string; record: Row; only?: (field: FieldDef) => boolean }) => {
  const def = declarationOf(type);
  if (!def) return null;
  return (
    <ResourceDefProvider def={def}>
      <RecordFieldsOf record={record} only={only} />
    </ResourceDefProvider>
  );
};

const RecordFieldsOf = ({ record, only }: { record: Row; only?: (field: FieldDef) => boolean }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const fields = visibleFields(def).filter((field) => !field.hideInList && (!only || only(field)));
  return (
    <RecordContextProvider value={{ ...record, id: String(record.id) }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        {fields.map((field) => (
          <Labeled key={field.name} label={labelOf(field)} fullWidth>
            <FieldValue field={field} />
          </Labeled>
        ))}
      </Box>
    </RecordContextProvider>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" variant="body2">
      {translate('app.superviseFlow.none', { _: '暂无' })}
    </Typography>
  );
};

const Links = ({ value }: { value: unknown }) =>
  value ? <UploadValue field={{ name: 'files', label: '', type: 'files' }} value={String(value)} /> : null;

/** The approval steps in order: done (who, when), the awaited one, those still to come. */
const Steps = ({ steps }: { steps: CheckStep[] }) => {
  const translate = useTranslate();
  const active = steps.findIndex((s) => s.current);
  return (
    <Stepper
      activeStep={active < 0 ? steps.filter((s) => s.done).length : active}
      alternativeLabel
      data-testid="supervise-steps"
    >
      {steps.map((s) => (
        <Step key={s.role} completed={s.done}>
          <StepLabel
            optional={
              <Typography variant="caption">
                {s.done
                  ? `${s.userName ?? ''} ${s.time ?? ''}`
                  : s.current
                    ? translate('app.superviseFlow.pending', { _: '待审核' })
                    : ''}
              </Typography>
            }
          >
            {translate(`app.superviseFlow.role.${s.role}`, { _: s.roleName })}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/** What POST supervise/checklist answers, below the supervision's own fields. */
const ChecklistSections = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const createPath = useCreatePath();
  const { data, isPending } = useQuery({
    queryKey: ['app', 'supervise-checklist', record?.id, record?.superviseStatus],
    queryFn: () => dataProvider.action<Checklist>('supervise', 'checklist', { data: { id: record?.id } }),
    enabled: record?.id !== undefined,
  });
  if (isPending) return <CircularProgress size={20} sx={{ m: 2 }} />;
  if (!data) return null;
  const t = (key: string, zh: string) => translate(`app.superviseFlow.${key}`, { _: zh });
  return (
    <>
      <Section title={t('steps', '审核流程')} testId="supervise-steps-card">
        <Steps steps={data.steps} />
      </Section>
      <Section title={`${t('source', '督办来源')}: ${data.source.typeName}`} testId="supervise-source">
        {data.source.record ? (
          <>
            <RecordFields type={data.source.type} record={data.source.record} />
            <Link
              to={createPath({ resource: data.source.type, id: String(data.source.record.id), type: 'show' })}
              variant="body2"
              data-testid="supervise-source-link"
            >
              {t('openSource', '查看来源异常')}
            </Link>
          </>
        ) : (
          <Empty />
        )}
      </Section>
      {data.inspection && (
        <Section title={`${t('inspection', '检查记录')}: ${data.inspection.typeName}`} testId="supervise-inspection">
          <RecordFields type={data.inspection.type} record={data.inspection.record} />
        </Section>
      )}
      <Section title={t('corrections', '督办整改')} testId="supervise-corrections">
        {data.corrections.length === 0 ? (
          <Empty />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('correctContent', '整改情况')}</TableCell>
                <TableCell>{t('evidence', '整改佐证')}</TableCell>
                <TableCell>{t('correctUser', '整改人')}</TableCell>
                <TableCell>{t('correctTime', '整改时间')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.corrections.map((c) => (
                <TableRow key={String(c.id)} data-testid="supervise-correction-row">
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{String(c.content ?? '')}</TableCell>
                  <TableCell>
                    {c.images ? (
                      <UploadValue field={{ name: 'images', label: '', type: 'images' }} value={String(c.images)} />
                    ) : null}
                  </TableCell>
                  <TableCell>{String(c.correctUserName ?? '')}</TableCell>
                  <TableCell>{String(c.correctTime ?? '')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('rectifications', '主体整改')} testId="supervise-rectifications">
        {data.rectifications.length === 0 ? (
          <Empty />
        ) : (
          data.rectifications.map((r) => (
            <Box key={String(r.id)} sx={{ mb: 1 }}>
              <RecordFields
                type="correct"
                record={r}
                only={(f) => ['correctStatus', 'deadline', 'correctTime'].includes(f.name)}
              />
            </Box>
          ))
        )}
      </Section>
      <Section title={t('attachments', '督办附件')} testId="supervise-attachments">
        {data.attachments.length === 0 ? (
          <Empty />
        ) : (
          data.attachments.map((a) => (
            <Box key={String(a.id)} sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
              <Typography variant="body2">{String(a.name ?? '')}</Typography>
              <Links value={a.files} />
            </Box>
          ))
        )}
      </Section>
    </>
  );
};

const MAIN = [
  'sourceType',
  'subjectId',
  'content',
  'requirement',
  'deadline',
  'supervisorUser',
  'superviseStatus',
  'approveOpinion',
  'rejectCause',
  'createTime',
];

/**
 * A supervision's page: its fields, the approval steps, the source finding (and the inspection that
 * found it), corrections, the subject's rectifications, attachments (one `POST checklist`), then the
 * history timeline; 审核通过 / 驳回 / 退回 in the toolbar for who may.
 */
export const SuperviseShow = () => {
  const def = useResourceDef();
  return (
    <ShowPage
      fields={visibleFields(def).filter((field) => MAIN.includes(field.name))}
      edit={null}
      actions={<ReviewButtons />}
    >
      <ChecklistSections />
      {/* The timeline reads the declared actions' labels: the real declaration, not the screens' copy. */}
      <ResourceDefProvider def={schema}>
        <HistoryTimeline />
      </ResourceDefProvider>
    </ShowPage>
  );
};
