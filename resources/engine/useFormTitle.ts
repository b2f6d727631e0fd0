import { useTranslate } from 'react-admin';
import { useResourceDef } from './ResourceDefContext';

/**
 * The title of the resource's create or edit form (新增 / 编辑 and its name), alike on pages and dialogs;
 * `ownName` names what a form of part of the resource adds (a dictionary's 字典项).
 */
export function useFormTitle(mode: 'create' | 'edit', ownName?: string) {
  const def = useResourceDef();
  const translate = useTranslate();
  const name = ownName ?? translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label });
  return mode === 'create'
    ? translate('app.form.createTitle', { _: '新增%{name}', name })
    : translate('app.form.editTitle', { _: '编辑%{name}', name });
}

/** The toast after a form is saved (新增成功 / 更新成功), alike on pages and dialogs. */
export function useSavedMessage() {
  const translate = useTranslate();
  return (mode: 'create' | 'edit') =>
    mode === 'create'
      ? translate('app.common.addSuccess', { _: '新增成功' })
      : translate('app.common.updateSuccess', { _: '更新成功' });
}
