import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { PermissionButton, SubmitDialog, useActionCall } from '../../engine';
import { checkPhones } from './phone-list';

/** Parameters as the server takes them: empty, or a JSON object. */
function paramsProblem(text: string): boolean {
  if (!text.trim()) return false;
  try {
    const v: unknown = JSON.parse(text);
    return !v || typeof v !== 'object' || Array.isArray(v);
  } catch {
    return true;
  }
}

/**
 * 发送测试 of a row (button code `sms_send`): a dialog asking for phones and the template's parameters,
 * checked as the server checks them (docs/spec.md §5, each bad phone named), then
 * `POST sms/endpoint/send-message` with the row's code. The message goes through the outbox; its
 * state shows in 短信发送记录.
 */
export const SendTestButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { call, busy } = useActionCall('sms', {
    success: translate('app.sms.queued', { _: '短信已提交发送' }),
    refresh: false,
  });
  const [open, setOpen] = useState(false);
  const [phones, setPhones] = useState('');
  const [params, setParams] = useState('');
  const [errors, setErrors] = useState<{ phones?: string; params?: string }>({});
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setErrors({});
  };
  const submit = async () => {
    const checked = checkPhones(phones);
    const next = {
      phones: checked.problems.length ? checked.problems.join('; ') : undefined,
      params: paramsProblem(params) ? translate('app.sms.paramsInvalid', { _: '短信参数须为JSON对象' }) : undefined,
    };
    setErrors(next);
    if (next.phones || next.params) return;
    try {
      await call('endpoint/send-message', {
        params: { code: record.smsCode, phones: checked.phones.join(','), params: params.trim() || undefined },
      });
    } catch {
      return; // The HTTP layer showed the server's message (a rate limit); the dialog stays for another try.
    }
    setOpen(false);
    setPhones('');
    setParams('');
  };
  return (
    <>
      <PermissionButton
        action="send"
        label={translate('app.sms.sendTest', { _: '发送测试' })}
        icon={<SendIcon />}
        onClick={() => setOpen(true)}
        testId="sms-send-test"
      />
      <SubmitDialog
        open={open}
        title={translate('app.sms.sendTitle', { code: String(record.smsCode ?? ''), _: '发送测试短信' })}
        testId="sms-send-dialog"
        onClose={close}
        onConfirm={() => void submit()}
        busy={busy}
        cancelTestId="sms-send-cancel"
        confirmTestId="sms-send-confirm"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('app.sms.phones', { _: '手机号码' })}
            value={phones}
            onChange={(event) => setPhones(event.target.value)}
            required
            error={Boolean(errors.phones)}
            helperText={errors.phones || translate('app.sms.phonesHint', { _: '多个手机号码用逗号分隔' })}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 1200, 'data-testid': 'sms-send-phones' } }}
          />
          <TextField
            label={translate('app.sms.params', { _: '短信参数' })}
            value={params}
            onChange={(event) => setParams(event.target.value)}
            error={Boolean(errors.params)}
            helperText={errors.params || translate('app.sms.paramsHint', { _: 'JSON格式' })}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'sms-send-params' } }}
          />
        </Stack>
      </SubmitDialog>
    </>
  );
};
