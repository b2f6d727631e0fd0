import { useState, type ComponentProps, type ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import { PermissionButton } from './PermissionButton';

type Props = Omit<ComponentProps<typeof PermissionButton>, 'onClick'> & {
  /** The dialog about the row's record; mounted only while open, so each opening starts afresh. */
  dialog: (record: RaRecord, close: () => void) => ReactNode;
};

/**
 * A row button (shown to who holds its button code) opening a dialog about the row's record: a
 * checkpoint's assignment, a role's permissions, a tenant's licence.
 */
export const RecordDialogButton = ({ dialog, ...button }: Props) => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <PermissionButton {...button} onClick={() => setOpen(true)} />
      {open && dialog(record, () => setOpen(false))}
    </>
  );
};
