import { useState } from 'react';
import { Alert, Checkbox, CircularProgress, FormControlLabel, FormGroup, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { useTranslate } from 'react-admin';
import { recordDialogButton, useFieldChoices, type RecordDialogProps } from '../../engine';
import { AssignDialog } from './AssignDialog';
import { toggled } from './toggled';
import { MARKET_TYPE_DICT } from './marketTypeDict';

const MarketTypeDialog = (dialog: RecordDialogProps) => {
  const { record } = dialog;
  const translate = useTranslate();
  const { choices, isPending } = useFieldChoices(MARKET_TYPE_DICT);
  const ruled = String(record.marketTypeRule ?? '')
    .split(',')
    .filter(Boolean);
  const own = String(record.marketType ?? '');
  const [chosen, setChosen] = useState<string[]>(ruled.length ? ruled : own ? [own] : []);
  const names = ruled.map((k) => choices.find((c) => c.id === k)?.name ?? k).join('、');
  return (
    <AssignDialog
      {...dialog}
      testId="market-type-dialog"
      action="addByMarketType"
      param="marketTypeIds"
      chosen={chosen}
      missingText={translate('app.checkpoint.chooseMarketType', { _: '请选择市场类型' })}
    >
      {(done) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.checkpoint.marketTypesHint', {
              _: '所选市场类型的现有主体立即分配，之后新增的主体自动分配',
            })}
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
                      onChange={() => setChosen((now) => toggled(now, c.id))}
                      disabled={done}
                      inputProps={{ 'aria-label': c.name }}
                    />
                  }
                  label={c.name}
                />
              ))}
            </FormGroup>
          )}
        </>
      )}
    </AssignDialog>
  );
};

/**
 * 按市场类型分配 of a checkpoint row: tick market types, `POST subject/addByMarketType`; the dialog then
 * says how many subjects were assigned. The types already in the checkpoint's rule start ticked.
 */
export const AssignByMarketTypeButton = recordDialogButton(MarketTypeDialog, {
  action: 'edit',
  label: ['app.checkpoint.byMarketType', '按市场类型分配'],
  icon: <CategoryIcon />,
  testId: 'checkpoint-by-market-type',
});
