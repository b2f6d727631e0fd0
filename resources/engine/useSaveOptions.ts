import { useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useResourceDef } from './ResourceDefContext';
import { useFormTitle } from './useFormTitle';
import { useNotifyFailure } from './useNotifyFailure';
import { useToast } from '../../src/layout/useToast';

/**
 * Title and save behaviour of the engine's create and edit pages: the spec's toast, then back to the
 * list, to the saved record's page where `then` is 'show', or whatever `then` does with the record.
 */
export function useSaveOptions(mode: 'create' | 'edit', then: 'list' | 'show' | ((record: RaRecord) => void) = 'list') {
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
        if (typeof then === 'function') then(data);
        else if (then === 'show') redirect('show', def.name, data.id);
        else redirect('list', def.name);
      },
      onError,
    },
  };
}
