import { useRedirect, useTranslate } from 'react-admin';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

/** Title and save behaviour shared by the generated Create and Edit: the spec's toast, back to the list. */
export function useSaveOptions(mode: 'create' | 'edit') {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useToast();
  const redirect = useRedirect();
  const onError = useNotifyFailure();
  const name = translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label });
  const title =
    mode === 'create'
      ? translate('app.form.createTitle', { _: '新增%{name}', name })
      : translate('app.form.editTitle', { _: '编辑%{name}', name });
  const success =
    mode === 'create'
      ? translate('app.common.addSuccess', { _: '新增成功' })
      : translate('app.common.updateSuccess', { _: '更新成功' });
  return {
    title,
    mutationOptions: {
      onSuccess: () => {
        notify(success, 'success');
        redirect('list', def.name);
      },
      onError,
    },
  };
}
