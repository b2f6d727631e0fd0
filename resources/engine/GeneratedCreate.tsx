import { Create, SimpleForm } from 'react-admin';
import { FormFields } from './FormFields';
import { FormToolbar } from './FormToolbar';
import { useSaveOptions } from './useSaveOptions';

export const GeneratedCreate = () => {
  const { title, mutationOptions } = useSaveOptions('create');
  return (
    <Create title={title} mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<FormToolbar mode="create" />} warnWhenUnsavedChanges>
        <FormFields mode="create" />
      </SimpleForm>
    </Create>
  );
};
