import { Box } from '@mui/material';
import { PasswordInput, required, useRecordContext, useTranslate } from 'react-admin';
import { DeclaredFormFields, ResourceCreate, ResourceEdit } from '../../engine';

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

export const SmsCreate = () => (
  <ResourceCreate>
    <DeclaredFormFields mode="create" append={<SecretKeyInput mode="create" />} />
  </ResourceCreate>
);

export const SmsEdit = () => (
  <ResourceEdit>
    <DeclaredFormFields mode="edit" append={<SecretKeyInput mode="edit" />} />
  </ResourceEdit>
);
