import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { FieldValue, useFieldLabel, useResourceDef } from '../../engine';
import { CREDIT_START, creditLevelOf } from '../subjectcredit/credit-rules';
import { SubjectQrCode } from './SubjectQrCode';

/** The key facts under the name, in this order. */
const FACTS = ['creditCode', 'legalPerson', 'contactPhone', 'address', 'regionCode', 'deptId', 'licenseNo', 'openDate'];
const CHIPS = ['businessStatus', 'pauseStatus', 'nfcStatus'];
const LEVEL_COLORS: Record<number, 'success' | 'info' | 'warning' | 'error'> = {
  1: 'success',
  2: 'info',
  3: 'warning',
  4: 'error',
};

const Labelled = ({ name }: { name: string }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const field = def.fields.find((f) => f.name === name);
  if (!field) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }} data-testid={`household-fact-${name}`}>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {labelOf(field)}:
      </Typography>
      <Box sx={{ minWidth: 0, typography: 'body2', wordBreak: 'break-all' }}>
        <FieldValue field={field} />
      </Box>
    </Box>
  );
};

const Value = ({ name }: { name: string }) => {
  const field = useResourceDef().fields.find((f) => f.name === name);
  return field ? <FieldValue field={field} /> : null;
};

/** A declared field's value under its caption (the photos, the floor plan); nothing where it is not declared. */
const CaptionedField = ({ name, testId }: { name: string; testId: string }) => {
  const labelOf = useFieldLabel();
  const field = useResourceDef().fields.find((f) => f.name === name);
  if (!field) return null;
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {labelOf(field)}
      </Typography>
      <FieldValue field={field} />
    </Box>
  );
};

/** Score and level as the credit records left them (a subject saved before scores existed counts as the start). */
const CreditBadge = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const labelOf = useFieldLabel();
  const def = useResourceDef();
  const score =
    record.creditScore === null || record.creditScore === undefined ? CREDIT_START : Number(record.creditScore);
  const level =
    record.creditLevel === null || record.creditLevel === undefined ? creditLevelOf(score) : Number(record.creditLevel);
  const levelField = def.fields.find((f) => f.name === 'creditLevel');
  return (
    <Box sx={{ textAlign: 'center', minWidth: 120 }} data-testid="household-credit">
      <Typography variant="caption" color="text.secondary">
        {translate('app.household.creditScore', { _: '信用分' })}
      </Typography>
      <Typography variant="h3" color={`${LEVEL_COLORS[level] ?? 'info'}.main`} data-testid="household-credit-score">
        {score}
      </Typography>
      <Chip
        size="small"
        color={LEVEL_COLORS[level] ?? 'default'}
        label={levelField ? <FieldValue field={levelField} /> : String(level)}
        aria-label={levelField ? labelOf(levelField) : undefined}
        data-testid="household-credit-level"
        data-level={level}
      />
    </Box>
  );
};

/**
 * The subject at a glance: name, market type and category, credit score and level, status chips,
 * the key facts, photos (lightbox) and floor plan, and the QR code.
 */
export const HouseholdHeader = ({ record }: { record: RaRecord }) => {
  return (
    <Card data-testid="household-header">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" data-testid="household-name" sx={{ wordBreak: 'break-all' }}>
              {String(record.subjectName ?? '')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', typography: 'body2', color: 'text.secondary' }}
              useFlexGap
            >
              <Box data-testid="household-market-type">
                <Value name="marketType" />
              </Box>
              {record.bizType ? (
                <>
                  <span>·</span>
                  <Box>
                    <Value name="bizType" />
                  </Box>
                </>
              ) : null}
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1.5, flexWrap: 'wrap' }}
              useFlexGap
              data-testid="household-chips"
            >
              {CHIPS.map((name) => (
                <Box key={name}>
                  <Value name={name} />
                </Box>
              ))}
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
              {FACTS.map((name) => (
                <Labelled key={name} name={name} />
              ))}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
              <CaptionedField name="photos" testId="household-photos" />
              <CaptionedField name="planImage" testId="household-plan" />
            </Stack>
          </Box>
          <CreditBadge record={record} />
          <SubjectQrCode subject={record} />
        </Stack>
      </CardContent>
    </Card>
  );
};
