import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Divider, Typography } from '@mui/material';
import {
  ArrayInput,
  required,
  SelectArrayInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BladeDataProvider } from '../../../dataProvider';
import {
  DateFieldInput,
  FieldInput,
  joinIds,
  splitIds,
  useFieldLabel,
  useResourceDef,
  resourceFormPages,
  UploadInput,
} from '../../engine';
import type { FieldDef } from '../../types';
import otherSchema from '../onsiteinspectother/schema';
import { ChecklistInput, inspectionRows, isFailed, type CheckRow } from './Checklist';
import { DEADLINE_REQUIRED, ENFORCERS_REQUIRED } from './schema';

interface Inspector {
  id: string;
  realName: string;
}

/** 检查人: a multi-select of the tenant's inspection staff (`blade-user/selectForInspect`), comma-joined like Blade. */
const EnforcersInput = ({ label }: { label: string }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const [choices, setChoices] = useState<Inspector[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .getTree<Inspector[]>('user', 'selectForInspect')
      .then((rows) => {
        if (live) setChoices(rows ?? []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider]);
  const validate = useMemo(() => [required(ENFORCERS_REQUIRED)], []);
  return (
    <SelectArrayInput
      source="enforcerIds"
      label={label}
      choices={choices}
      optionText="realName"
      optionValue="id"
      format={splitIds}
      parse={joinIds}
      validate={validate}
      fullWidth
      data-testid="input-enforcerIds"
    />
  );
};

/** 其他问题 of the visit (`otherList` of the submit body): description and photos per problem. */
const OthersInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const recordId = record?.id;
  useEffect(() => {
    let live = true;
    if (mode !== 'edit' || !recordId) return undefined;
    inspectionRows(dataProvider, 'onsiteinspectother', recordId, 'createTime')
      .then((data) => {
        if (live)
          setValue(
            'otherList',
            data.map((r) => ({ id: String(r.id), description: r.description, images: r.images ?? '' })),
            { shouldDirty: false },
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mode, recordId, dataProvider, setValue]);
  const images = otherSchema.fields.find((f) => f.name === 'images')!;
  const description: FieldDef = otherSchema.fields.find((f) => f.name === 'description')!;
  const validate = useMemo(() => [required(description.required)], [description.required]);
  return (
    <ArrayInput source="otherList" label={translate('app.onsite.others', { _: '其他问题' })} defaultValue={[]}>
      <SimpleFormIterator inline disableReordering data-testid="others">
        <TextInput
          source="description"
          label={translate('app.onsite.otherDescription', { _: '问题描述' })}
          validate={validate}
          multiline
          sx={{ minWidth: 360 }}
        />
        <UploadInput field={images} label={translate('app.onsite.otherImages', { _: '问题照片' })} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** 整改止期: shown, and required, only when something failed (docs/spec.md §5: 请选择整改止期, no past days). */
const DeadlineInput = ({ field, label }: { field: FieldDef; label: string }) => {
  const translate = useTranslate();
  const checks = useWatch({ name: 'checkList' }) as CheckRow[] | undefined;
  const others = useWatch({ name: 'otherList' }) as unknown[] | undefined;
  const abnormal = (checks ?? []).some(isFailed) || (others ?? []).length > 0;
  const validate = useMemo(() => [required(DEADLINE_REQUIRED)], []);
  return abnormal ? (
    <Box data-testid="onsite-abnormal">
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('app.onsite.abnormalHint', {
          _: '有不合格项或其他问题:检查结果为异常,保存后生成现场检查异常,请选择整改止期',
        })}
      </Alert>
      <DateFieldInput source={field.name} label={label} validate={validate} noPast={field.noPast} />
    </Box>
  ) : (
    <Alert severity="success" sx={{ my: 1 }} data-testid="onsite-normal">
      {translate('app.onsite.normalHint', { _: '全部合格且无其他问题:检查结果为正常' })}
    </Alert>
  );
};

/** The inputs of an on-site inspection: who, where, when; the item checklist; other problems; the deadline when abnormal; notes and photos. */
const OnsiteFields = ({ mode }: { mode: 'create' | 'edit' }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const field = (name: string) => def.fields.find((f) => f.name === name)!;
  const subject = field('subjectId');
  return (
    <Box sx={{ width: '100%', maxWidth: 1100 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
        <FieldInput field={mode === 'edit' ? { ...subject, readOnly: true } : subject} />
        <FieldInput field={field('inspectTime')} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <EnforcersInput label={labelOf(field('enforcerIds'))} />
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('app.onsite.checklist', { _: '检查项' })}
      </Typography>
      <ChecklistInput mode={mode} />
      <Box sx={{ mt: 2 }}>
        <OthersInput mode={mode} />
      </Box>
      <DeadlineInput field={field('deadline')} label={labelOf(field('deadline'))} />
      <Divider sx={{ my: 2 }} />
      <FieldInput field={field('content')} />
      <FieldInput field={field('images')} />
      <FieldInput field={field('remark')} />
    </Box>
  );
};

// Saved: the spec's toast, then the inspection's page (its result, checklist and finding).
export const { CreatePage: OnsiteCreate, EditPage: OnsiteEdit } = resourceFormPages(OnsiteFields, 'show');
