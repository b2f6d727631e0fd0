import { useState } from 'react';
import { Box } from '@mui/material';
import { TextInput, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { DeclaredFormFields, ResourceCreate, ResourceEdit } from '../../engine';
import { SecretDialog } from './SecretDialog';

/**
 * The secret is no declared column the client sees (it is stored hashed): typed here, or left empty
 * for the server to generate one on create; on edit, empty keeps the current one.
 */
const SecretInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Box>
      <TextInput
        source="clientSecret"
        label={translate('resources.client.fields.clientSecret', { _: '客户端密钥' })}
        helperText={
          mode === 'create'
            ? translate('app.client.secretGenerate', { _: '留空由系统生成' })
            : translate('app.client.secretKeep', { _: '留空则不修改' })
        }
        autoComplete="off"
      />
    </Box>
  );
};

/** Shows the answered secret once, then goes back to the list. */
function useSecretOnce() {
  const redirect = useRedirect();
  const [saved, setSaved] = useState<{ clientId: string; secret: string }>();
  const onSaved = (record: RaRecord) => {
    if (typeof record.clientSecret === 'string' && record.clientSecret)
      setSaved({ clientId: String(record.clientId ?? ''), secret: record.clientSecret });
    else redirect('list', 'client');
  };
  const dialog = saved ? (
    <SecretDialog
      clientId={saved.clientId}
      secret={saved.secret}
      onClose={() => {
        setSaved(undefined);
        redirect('list', 'client');
      }}
    />
  ) : null;
  return { onSaved, dialog };
}

export const ClientCreate = () => {
  const { onSaved, dialog } = useSecretOnce();
  return (
    <>
      <ResourceCreate afterSave={onSaved}>
        <DeclaredFormFields mode="create" append={<SecretInput mode="create" />} />
      </ResourceCreate>
      {dialog}
    </>
  );
};

export const ClientEdit = () => {
  const { onSaved, dialog } = useSecretOnce();
  return (
    <>
      <ResourceEdit afterSave={onSaved}>
        <DeclaredFormFields mode="edit" append={<SecretInput mode="edit" />} />
      </ResourceEdit>
      {dialog}
    </>
  );
};
