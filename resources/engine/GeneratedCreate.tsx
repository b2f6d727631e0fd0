import { Create, SimpleForm, useRedirect, useTranslate } from 'react-admin';
import { FormFields } from './FormFields';
import { FormToolbar } from './FormToolbar';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

export const GeneratedCreate = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useToast();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Create
      title={translate('app.form.createTitle', { _: '新增%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      mutationOptions={{
        onSuccess: () => {
          notify(translate('app.common.addSuccess', { _: '新增成功' }), 'success');
          redirect('list', def.name);
        },
        onError: notifyFailure,
      }}
    >
      <SimpleForm toolbar={<FormToolbar mode="create" />} warnWhenUnsavedChanges>
        <FormFields mode="create" />
      </SimpleForm>
    </Create>
  );
};
