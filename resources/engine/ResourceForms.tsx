import type { ComponentType, ReactNode } from 'react';
import { Create, Edit, SimpleForm, type RaRecord } from 'react-admin';
import { FormToolbar } from './FormToolbar';
import { useSaveOptions } from './useSaveOptions';
import { DeclaredFormFields } from './DeclaredFormFields';

interface Props {
  /** The form's inputs; the declaration's fields when left out. */
  children?: ReactNode;
  /** Reshapes the values before they are sent (hash a password, drop a confirmation). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Replaces the default "toast and back to the list" after saving (show a generated secret first). */
  onSaved?: (record: RaRecord) => void;
}

/** The engine's create page with a form of one's own inputs and hooks around saving. */
export const ResourceCreate = ({ children, transform, onSaved }: Props) => {
  const { title, mutationOptions } = useSaveOptions('create', onSaved);
  return (
    <Create title={title} transform={transform} mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="create" />} warnWhenUnsavedChanges>
        {children ?? <DeclaredFormFields mode="create" />}
      </SimpleForm>
    </Create>
  );
};

/** The engine's edit page (pessimistic, so a refusal keeps what was typed) with one's own inputs. */
export const ResourceEdit = ({ children, transform, onSaved }: Props) => {
  const { title, mutationOptions } = useSaveOptions('edit', onSaved);
  return (
    <Edit title={title} transform={transform} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges>
        {children ?? <DeclaredFormFields mode="edit" />}
      </SimpleForm>
    </Edit>
  );
};

/** The create and edit pages of a form whose own fields take the mode, as most hand-made forms are. */
export function resourceFormPages(Fields: ComponentType<{ mode: 'create' | 'edit' }>) {
  const CreatePage = () => (
    <ResourceCreate>
      <Fields mode="create" />
    </ResourceCreate>
  );
  const EditPage = () => (
    <ResourceEdit>
      <Fields mode="edit" />
    </ResourceEdit>
  );
  return { CreatePage, EditPage };
}
