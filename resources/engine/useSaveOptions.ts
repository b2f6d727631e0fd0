import { useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useResourceDef } from './ResourceDefContext';
import { useFormTitle } from './useFormTitle';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

/**
 * Title and save behaviour shared by the generated Create and Edit: the spec's toast, then back to the
 * list, or to the saved record's page where `then` is 'show'.
 */
export function useSaveOptions(mode: 'create' | 'edit', then: 'list' | 'show' = 'list') {
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useToast();
  const redirect = useRedirect();
  const onError = useNotifyFailure();
  const title = useFormTitle(mode);
  const success =
    mode === 'create'
      ? translate('app.common.addSuccess', { _: '新增成功' })
      : translate('app.common.updateSuccess', { _: '更新成功' });
  return {
    title,
    mutationOptions: {
      onSuccess: (data: RaRecord) => {
        notify(success, 'success');
        if (then === 'show') redirect('show', def.name, data.id);
        else redirect('list', def.name);
      },
      onError,
    },
  };
}
