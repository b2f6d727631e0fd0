import { useRef, type ComponentType, type ReactNode } from 'react';
import { Create, Edit, SimpleForm, useRedirect, type RaRecord } from 'react-admin';
import { FormToolbar } from './FormToolbar';
import { useResourceDef } from './ResourceDefContext';
import { useFormTitle, useSavedMessage } from './useFormTitle';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';
import { DeclaredFormFields } from './DeclaredFormFields';
import { newIdempotencyKey } from '../../dataProvider/http';

interface Props {
  /** The form's inputs; the declaration's fields when left out. */
  children?: ReactNode;
  /** Reshapes the values before they are sent (hash a password, drop a confirmation). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /**
   * After the toast: back to the list (the default), to the saved record's page ('show'), or one's own
   * step (show a generated secret first).
   */
  afterSave?: 'list' | 'show' | ((record: RaRecord) => void);
}

/** The form's title and what saving does: the spec's toast, a failure's message, then `afterSave`. */
function useSaveOptions(mode: 'create' | 'edit', afterSave: Props['afterSave'] = 'list') {
  const def = useResourceDef();
  const notify = useToast();
  const redirect = useRedirect();
  const onError = useNotifyFailure();
  const title = useFormTitle(mode);
  const success = useSavedMessage()(mode);
  // One key per submission of the form: a second press of 保存 before the answer, or a resend after a
  // dropped connection, is saved once; a saved form starts a new submission.
  const submission = useRef(newIdempotencyKey());
  return {
    title,
    mutationOptions: {
      meta: {
        get idempotencyKey() {
          return submission.current;
        },
      },
      onSuccess: (data: RaRecord) => {
        submission.current = newIdempotencyKey();
        notify(success, 'success');
        if (typeof afterSave === 'function') afterSave(data);
        else if (afterSave === 'show') redirect('show', def.name, data.id);
        else redirect('list', def.name);
      },
      onError,
    },
  };
}

/** The engine's create page with a form of one's own inputs and hooks around saving. */
export const ResourceCreate = ({ children, transform, afterSave }: Props) => {
  const { title, mutationOptions } = useSaveOptions('create', afterSave);
  return (
    <Create title={title} transform={transform} mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="create" />} warnWhenUnsavedChanges>
        {children ?? <DeclaredFormFields mode="create" />}
      </SimpleForm>
    </Create>
  );
};

/** The engine's edit page (pessimistic, so a refusal keeps what was typed) with one's own inputs. */
export const ResourceEdit = ({ children, transform, afterSave }: Props) => {
  const { title, mutationOptions } = useSaveOptions('edit', afterSave);
  return (
    <Edit title={title} transform={transform} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges>
        {children ?? <DeclaredFormFields mode="edit" />}
      </SimpleForm>
    </Edit>
  );
};

/** The create and edit pages of a form whose own fields take the mode, as most hand-made forms are. */
export function resourceFormPages(Fields: ComponentType<{ mode: 'create' | 'edit' }>, afterSave?: Props['afterSave']) {
  const CreatePage = () => (
    <ResourceCreate afterSave={afterSave}>
      <Fields mode="create" />
    </ResourceCreate>
  );
  const EditPage = () => (
    <ResourceEdit afterSave={afterSave}>
      <Fields mode="edit" />
    </ResourceEdit>
  );
  return { CreatePage, EditPage };
}
