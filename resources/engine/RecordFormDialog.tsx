import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { FormDialog } from './FormDialog';
import { useResourceDef } from './ResourceDefContext';
import { useFormTitle } from './useFormTitle';
import { useSaveRecord } from './useSaveRecord';

interface Props {
  /** The row edited, or the starting values of a new one. */
  record: Partial<RaRecord>;
  onClose: () => void;
  /** What the form adds, when not the resource's own name. */
  name?: string;
  /** The row's data as saved, from the form's values. */
  toData: (values: Record<string, unknown>) => Record<string, unknown>;
  testId: string;
  children: ReactNode;
}

/**
 * Adds or edits one row of the screen's resource in a dialog (a dictionary row, a report item): titled
 * 新增 / 编辑, saved with the spec's toast, the list refreshed; a refusal keeps what was typed.
 */
export const RecordFormDialog = ({ record, onClose, name, toData, testId, children }: Props) => {
  const def = useResourceDef();
  const { busy, editing, save } = useSaveRecord(def.name, record, onClose);
  const title = useFormTitle(editing ? 'edit' : 'create', name);
  return (
    <FormDialog
      open
      title={title}
      record={record}
      onClose={onClose}
      onSubmit={(values) => save(toData(values))}
      busy={busy}
      testId={testId}
    >
      {children}
    </FormDialog>
  );
};
