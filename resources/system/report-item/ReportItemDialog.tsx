import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { FieldInput } from '../../engine/FieldInput';
import { useResourceDef, visibleFields } from '../../engine/ResourceDefContext';
import { useToast } from '../../../src/layout/useToast';
import { FormDialog } from '../common/FormDialog';
import { JsonInput } from '../common/JsonInput';

/** Adds or edits a report item of a dictionary: name, sort, type (report_item_type), cfg (JSON). */
export const ReportItemDialog = ({ record, onClose }: { record: Partial<RaRecord>; onClose: () => void }) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useToast();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // The parent is the picked dictionary, set by the list, not typed.
  const fields = visibleFields(def).filter((field) => field.name !== 'parentId');
  const editing = !!record.id;
  const submit = async (values: Record<string, unknown>) => {
    const data: Record<string, unknown> = { parentId: record.parentId, ...Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? null])) };
    setBusy(true);
    try {
      if (editing) await dataProvider.update(def.name, { id: record.id!, data: { ...data, id: record.id }, previousData: record as RaRecord });
      else await dataProvider.create(def.name, { data });
      notify(editing ? translate('app.common.updateSuccess', { _: '更新成功' }) : translate('app.common.addSuccess', { _: '新增成功' }), 'success');
      refresh();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const name = translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label });
  return (
    <FormDialog
      open
      title={editing ? translate('app.form.editTitle', { _: '编辑%{name}', name }) : translate('app.form.createTitle', { _: '新增%{name}', name })}
      record={record}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      testId="report-item-dialog"
    >
      {fields.map((field) => (field.type === 'json' ? <JsonInput key={field.name} field={field} /> : <FieldInput key={field.name} field={field} />))}
    </FormDialog>
  );
};
