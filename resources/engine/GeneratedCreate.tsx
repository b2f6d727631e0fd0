import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { FormFields } from './FormFields';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

export const GeneratedCreate = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Create
      title={translate('app.form.createTitle', { _: '新增%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      mutationOptions={{
        onSuccess: () => {
          notify('新增成功', { type: 'success' });
          redirect('list', def.name);
        },
        onError: notifyFailure,
      }}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <FormFields mode="create" />
      </SimpleForm>
    </Create>
  );
};
