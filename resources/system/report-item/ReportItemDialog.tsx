import type { RaRecord } from 'react-admin';
import { FieldInput, useResourceDef, visibleFields, JsonInput, RecordFormDialog } from '../../engine';

/** Adds or edits a report item of a dictionary: name, sort, type (report_item_type), cfg (JSON). */
export const ReportItemDialog = ({ record, onClose }: { record: Partial<RaRecord>; onClose: () => void }) => {
  const def = useResourceDef();
  // The parent is the picked dictionary, set by the list, not typed.
  const fields = visibleFields(def).filter((field) => field.name !== 'parentId');
  const toData = (values: Record<string, unknown>) => ({
    parentId: record.parentId,
    ...Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? null])),
  });
  return (
    <RecordFormDialog record={record} onClose={onClose} toData={toData} testId="report-item-dialog">
      {fields.map((field) =>
        field.type === 'json' ? (
          <JsonInput key={field.name} field={field} />
        ) : (
          <FieldInput key={field.name} field={field} />
        ),
      )}
    </RecordFormDialog>
  );
};
