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

/** The create or edit page: the declared fields with the secret, its answer shown once after saving. */
const ClientFormPage = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { onSaved, dialog } = useSecretOnce();
  const Page = mode === 'create' ? ResourceCreate : ResourceEdit;
  return (
    <>
      <Page afterSave={onSaved}>
        <DeclaredFormFields mode={mode} append={<SecretInput mode={mode} />} />
      </Page>
      {dialog}
    </>
  );
};

export const ClientCreate = () => <ClientFormPage mode="create" />;

export const ClientEdit = () => <ClientFormPage mode="edit" />;
