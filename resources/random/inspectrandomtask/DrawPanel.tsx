import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Labeled, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { FieldValue, useFieldLabel, useResourceDef, useNotifyFailure } from '../../engine';
import { TASK_NEW } from './schema';

/** The draw's fields the panel shows, in this order; the show page's grid leaves them to it. */
export const DRAW_FIELDS = [
  'drawSeed',
  'drawAlgorithm',
  'candidateSubjectCount',
  'candidateEnforcerCount',
  'drawnSubjectIds',
  'drawnEnforcerIds',
  'drawUser',
  'drawTime',
  'candidateSubjectIds',
  'candidateEnforcerIds',
];
const SUMMARY = DRAW_FIELDS.slice(0, 8);

interface Verified {
  matches: boolean;
}

/**
 * 抽取结果: who was drawn, the seed, the algorithm and how many were eligible, and a button that asks
 * the server to re-run the stored inputs (`GET verify-draw`) and says whether they give the same draw.
 */
export const DrawPanel = () => {
  const record = useRecordContext();
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [verified, setVerified] = useState<Verified | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const drawn = Number(record.taskStatus) !== TASK_NEW && !!record.drawSeed;
  const verify = async () => {
    setBusy(true);
    try {
      setVerified(await dataProvider.getTree<Verified>('inspectrandomtask', 'verify-draw', { id: String(record.id) }));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ m: 2 }} data-testid="draw-panel">
      <CardHeader
        title={translate('app.random.drawTitle', { _: '抽取结果' })}
        action={
          drawn && (
            <Button
              size="small"
              startIcon={<VerifiedIcon />}
              onClick={verify}
              disabled={busy}
              data-testid="verify-draw"
            >
              {translate('app.random.verify', { _: '复核抽取' })}
            </Button>
          )
        }
      />
      <CardContent>
        {!drawn ? (
          <Alert severity="info" data-testid="draw-empty">
            {translate('app.random.notDrawn', { _: '尚未抽取:点击“抽取”按任务条件随机抽取经营主体和执法人员' })}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {SUMMARY.map((name) => def.fields.find((f) => f.name === name))
              .filter((f) => !!f)
              .map((field) => (
                <Box
                  key={field.name}
                  data-testid={`draw-${field.name}`}
                  sx={{ gridColumn: field.type === 'ids' ? '1 / -1' : undefined }}
                >
                  <Labeled label={labelOf(field)} fullWidth>
                    <FieldValue field={field} />
                  </Labeled>
                </Box>
              ))}
          </Box>
        )}
        {verified && (
          <Alert severity={verified.matches ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="verify-result">
            {verified.matches
              ? translate('app.random.verifyMatch', { _: '复核一致:以相同种子和输入重新抽取得到相同结果' })
              : translate('app.random.verifyMismatch', { _: '复核不一致:重新抽取的结果与记录不同' })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
