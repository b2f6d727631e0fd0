import { Box } from '@mui/material';
import { PasswordInput, required, useRecordContext, useTranslate } from 'react-admin';
import { DeclaredFormFields, resourceFormPages } from '../../engine';

/**
 * The secret key is write-only (sealed on the server, never answered): typed on create, and on edit
 * left empty to keep the stored one, whose masked form (`ab****yz`) the hint shows.
 */
const SecretKeyInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const mask = typeof record?.secretKeyMask === 'string' ? record.secretKeyMask : '';
  const hint =
    mode === 'edit'
      ? `${translate('app.sms.secretKeep', { _: '留空则不修改' })}${mask ? ` (${translate('app.sms.secretStored', { mask, _: mask })})` : ''}`
      : undefined;
  return (
    <Box>
      <PasswordInput
        source="secretKey"
        label={translate('resources.sms.fields.secretKey', { _: 'secretKey' })}
        validate={mode === 'create' ? required('请输入secretKey') : undefined}
        helperText={hint}
        autoComplete="new-password"
      />
    </Box>
  );
};

const SmsFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} append={<SecretKeyInput mode={mode} />} />
);

export const { CreatePage: SmsCreate, EditPage: SmsEdit } = resourceFormPages(SmsFormFields);
