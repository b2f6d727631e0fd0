import { Edit, SimpleForm, useRedirect, useTranslate } from 'react-admin';
import { FormFields } from './FormFields';
import { FormToolbar } from './FormToolbar';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

export const GeneratedEdit = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useToast();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit
      title={translate('app.form.editTitle', { _: '编辑%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      // Pessimistic: a server refusal (400 with msg) must keep the form open with what was typed.
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(translate('app.common.updateSuccess', { _: '更新成功' }), 'success');
          redirect('list', def.name);
        },
        onError: notifyFailure,
      }}
    >
      <SimpleForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges>
        <FormFields mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
