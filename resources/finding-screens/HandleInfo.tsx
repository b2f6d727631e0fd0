import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Labeled, RecordContextProvider, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { FieldValue, useFieldLabel, useResourceDef } from '../engine';
import { findingFields } from '../findings';

/** The handle record's fields, in the order the finding life declares them. */
const HANDLE_FIELDS = findingFields().filter((field) => field.name !== 'handleStatus');
export const HANDLE_FIELD_NAMES: ReadonlySet<string> = new Set(HANDLE_FIELDS.map((field) => field.name));

/**
 * 处理信息 of a finding's show page, read from `GET {base}/get-handle-info`: what was done, the
 * evidence, who handled it and when, and the supervisor's opinion. Empty until it is handled.
 */
export const HandleInfo = () => {
  const def = useResourceDef();
  const record = useRecordContext();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const id = record?.id;
  const { data, isPending } = useQuery({
    queryKey: ['app', 'handle-info', def.name, id, record?.handleStatus],
    queryFn: () =>
      dataProvider.action<Record<string, unknown>>(def.name, 'get-handle-info', { method: 'GET', params: { id } }),
    enabled: id !== undefined,
  });
  return (
    <Card variant="outlined" sx={{ m: 2 }} data-testid="handle-info">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('app.finding.handleInfo', { _: '处理信息' })}
        </Typography>
        {isPending && <CircularProgress size={20} />}
        {data && !data.handleTime && (
          <Typography color="text.secondary">{translate('app.finding.notHandled', { _: '尚未处理' })}</Typography>
        )}
        {data?.handleTime ? (
          <RecordContextProvider value={{ ...data, id }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {HANDLE_FIELDS.map((field) => (
                <Box
                  key={field.name}
                  sx={{ gridColumn: ['text', 'images'].includes(field.type) ? '1 / -1' : undefined }}
                >
                  <Labeled label={labelOf(field)} fullWidth>
                    <FieldValue field={field} />
                  </Labeled>
                </Box>
              ))}
            </Box>
          </RecordContextProvider>
        ) : null}
      </CardContent>
    </Card>
  );
};
