import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useFieldChoices, PermissionButton } from '../../engine';
import { MARKET_TYPE_DICT, useCheckpointCall } from './useCheckpointCall';

/**
 * 按市场类型分配 of a checkpoint row: tick market types, `POST subject/addByMarketType`; the dialog then
 * says how many subjects were assigned. The types already in the checkpoint's rule start ticked.
 */
export const AssignByMarketTypeButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <PermissionButton
        action="edit"
        label={translate('app.checkpoint.byMarketType', { _: '按市场类型分配' })}
        icon={<CategoryIcon />}
        onClick={() => setOpen(true)}
        testId="checkpoint-by-market-type"
      />
      {open && (
        <MarketTypeDialog
          id={String(record.id)}
          rule={String(record.marketTypeRule ?? '')}
          own={String(record.marketType ?? '')}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};

const MarketTypeDialog = ({
  id,
  rule,
  own,
  onClose,
}: {
  id: string;
  rule: string;
  own: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { choices, isPending } = useFieldChoices(MARKET_TYPE_DICT);
  const ruled = rule.split(',').filter(Boolean);
  const [chosen, setChosen] = useState<string[]>(ruled.length ? ruled : own ? [own] : []);
  const [result, setResult] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { run, busy } = useCheckpointCall();
  const toggle = (key: string) =>
    setChosen((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
  const submit = async () => {
    if (!chosen.length) return setMissing(true);
    const answer = await run<{ added: number }>('subject', 'addByMarketType', {
      checkPointId: id,
      marketTypeIds: chosen.join(','),
    });
    if (!answer) return;
    setResult(
      translate('app.checkpoint.assignedCount', { count: answer.added, _: `已为${answer.added}个主体分配检查点` }),
    );
    refresh();
  };
  const names = ruled.map((k) => choices.find((c) => c.id === k)?.name ?? k).join('、');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="market-type-dialog">
      <DialogTitle>{translate('app.checkpoint.byMarketType', { _: '按市场类型分配' })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.checkpoint.marketTypesHint', { _: '所选市场类型的现有主体立即分配，之后新增的主体自动分配' })}
        </Typography>
        {ruled.length > 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.checkpoint.currentRule', { types: names, _: `当前已按以下市场类型分配: ${names}` })}
          </Alert>
        )}
        {isPending ? (
          <CircularProgress size={24} />
        ) : (
          <FormGroup row>
            {choices.map((c) => (
              <FormControlLabel
                key={c.id}
                sx={{ width: '48%' }}
                control={
                  <Checkbox
                    checked={chosen.includes(c.id)}
                    onChange={() => {
                      toggle(c.id);
                      setMissing(false);
                    }}
                    disabled={!!result}
                    inputProps={{ 'aria-label': c.name }}
                  />
                }
                label={c.name}
              />
            ))}
          </FormGroup>
        )}
        {missing && (
          <Alert severity="warning">{translate('app.checkpoint.chooseMarketType', { _: '请选择市场类型' })}</Alert>
        )}
        {result && (
          <Alert severity="success" data-testid="assign-result">
            {result}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate(result ? 'ra.action.close' : 'app.common.cancel', { _: result ? '关闭' : '取消' })}
        </Button>
        {!result && (
          <Button variant="contained" onClick={submit} disabled={busy} data-testid="assign-submit">
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
