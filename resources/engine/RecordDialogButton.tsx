import { useState, type ComponentProps, type ComponentType } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PermissionButton } from './PermissionButton';

/** What a record dialog is given: the row's record, the button's words as its title, and how to close. */
export interface RecordDialogProps {
  record: RaRecord;
  title: string;
  onClose: () => void;
}

/** The row button: its button code, text, icon and test id. */
type RecordButtonSpec = Omit<ComponentProps<typeof PermissionButton>, 'onClick' | 'label'> & {
  /** The translation key of the button's text and its Chinese default. */
  label: readonly [key: string, chinese: string];
};

/**
 * A row button (shown to who holds its button code) opening a dialog about the row's record: a
 * checkpoint's assignment, a role's permissions, a tenant's licence. The dialog is mounted only
 * while open, so each opening starts afresh.
 */
export function recordDialogButton(Dialog: ComponentType<RecordDialogProps>, { label, ...button }: RecordButtonSpec) {
  const RecordDialogButton = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    if (!record) return null;
    const words = translate(label[0], { _: label[1] });
    return (
      <>
        <PermissionButton {...button} label={words} onClick={() => setOpen(true)} />
        {open && <Dialog record={record} title={words} onClose={() => setOpen(false)} />}
      </>
    );
  };
  return RecordDialogButton;
}
