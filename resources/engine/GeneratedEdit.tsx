import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { FormFields } from './FormFields';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

const EditToolbar = () => {
  const notifyFailure = useNotifyFailure();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="save-button" />
      <DeleteWithConfirmButton confirmTitle="提示" confirmContent="确定将选择数据删除?" successMessage="删除成功" mutationOptions={{ onError: notifyFailure }} />
    </Toolbar>
  );
};

export const GeneratedEdit = () => {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyFailure = useNotifyFailure();
  return (
    <Edit
      title={translate('app.form.editTitle', { _: '编辑%{name}', name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }) })}
      // Pessimistic: a server refusal (400 with msg) must keep the form open with what was typed.
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('更新成功', { type: 'success' });
          redirect('list', def.name);
        },
        onError: notifyFailure,
      }}
    >
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <FormFields mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
