import { Edit, SimpleForm } from 'react-admin';
import { FormFields } from './FormFields';
import { FormToolbar } from './FormToolbar';
import { useSaveOptions } from './useSaveOptions';

export const GeneratedEdit = () => {
  const { title, mutationOptions } = useSaveOptions('edit');
  return (
    // Pessimistic: a server refusal (400 with msg) must keep the form open with what was typed.
    <Edit title={title} mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges>
        <FormFields mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
