import { useState } from 'react';
import { useRedirect, type RaRecord } from 'react-admin';
import { DeclaredFormFields, ResourceCreate, ResourceEdit, WriteOnlyInput } from '../../engine';
import { SecretDialog } from './SecretDialog';

/**
 * The secret is no declared column the client sees (it is stored hashed): typed here, or left empty
 * for the server to generate one on create; on edit, empty keeps the current one.
 */
const SecretInput = ({ mode }: { mode: 'create' | 'edit' }) => (
  <WriteOnlyInput
    mode={mode}
    source="clientSecret"
    keepHint="app.client.secretKeep"
    generatedHint="app.client.secretGenerate"
    plain
  />
);

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
