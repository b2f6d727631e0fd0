import { Create, Edit, SimpleForm, useRedirect, useTranslate, useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { FormFields, FormToolbar, useFormTitle, useResourceDef, useNotifyFailure } from '../engine';
import { useToast } from '../../src/layout/useToast';

type Mode = 'create' | 'edit';
type Values = Record<string, unknown>;

/** A form value as one text field of a multipart form (an id list joined by commas, as Blade reads it). */
const asText = (v: unknown): string =>
  Array.isArray(v) ? v.join(',') : v === null || v === undefined ? '' : String(v);

/**
 * Saving through the calls the spec names for these records (§7 "Enforce info and enforcement sheet:
 * save and update") instead of `submit`: `POST {base}/save` for a new record, `POST {base}/update`
 * with its id; `multipart` sends each field appended to a form (§3 "Enforce info is sent as multipart
 * with each field appended"; uploads are links already, put by the upload inputs). Only the writable
 * declared fields are sent; when editing, a cleared field is sent empty so the server clears it.
 */
function useIntentSave(mode: Mode, multipart: boolean) {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const def = useResourceDef();
  const translate = useTranslate();
  const notify = useToast();
  const redirect = useRedirect();
  const onError = useNotifyFailure();
  return async (values: Values) => {
    const entries: Array<[string, unknown]> = def.fields
      .filter((f) => !f.readOnly && !f.serverOnly)
      .map((f): [string, unknown] => [f.name, values[f.name]])
      .filter(([, v]) => v !== undefined && (mode === 'edit' || (v !== null && v !== '')));
    if (mode === 'edit') entries.unshift(['id', values.id]);
    const url = `${def.base}/${mode === 'create' ? 'save' : 'update'}`;
    try {
      if (multipart) {
        const form = new FormData();
        for (const [name, value] of entries) form.append(name, asText(value));
        await dataProvider.call({ url, method: 'POST', form });
      } else {
        await dataProvider.call({ url, method: 'POST', data: Object.fromEntries(entries) });
      }
      notify(
        mode === 'create'
          ? translate('app.common.addSuccess', { _: '新增成功' })
          : translate('app.common.updateSuccess', { _: '更新成功' }),
        'success',
      );
      redirect('list', def.name);
    } catch (error) {
      onError(error);
    }
  };
}

/** The generated form of the declaration, saved by `save` / `update` (see useIntentSave). */
export const IntentCreate = ({ multipart = false }: { multipart?: boolean }) => {
  const save = useIntentSave('create', multipart);
  return (
    <Create title={useFormTitle('create')}>
      <SimpleForm onSubmit={save} toolbar={<FormToolbar mode="create" />}>
        <FormFields mode="create" />
      </SimpleForm>
    </Create>
  );
};

export const IntentEdit = ({ multipart = false }: { multipart?: boolean }) => {
  const save = useIntentSave('edit', multipart);
  return (
    <Edit title={useFormTitle('edit')} mutationMode="pessimistic">
      <SimpleForm onSubmit={save} toolbar={<FormToolbar mode="edit" />}>
        <FormFields mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
