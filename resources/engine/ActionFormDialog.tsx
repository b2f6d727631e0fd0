import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { FormDialog } from './FormDialog';
import { useActionCall } from './useActionCall';

export interface ActionFormDialogProps {
  /** Saved by `POST {resource}/{action}` with the data made of what was typed. */
  resource: string;
  action: string;
  toData: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The toast once saved. */
  success: string;
  title: string;
  /** Starting values of the inputs. */
  record: Partial<RaRecord>;
  onClose: () => void;
  testId: string;
  /** The inputs. */
  children: ReactNode;
}

/**
 * A small form saved by one Blade action (a tenant's licence, a user's platform): once saved the list
 * is refreshed and the dialog closes; it stays open when the server refuses.
 */
export const ActionFormDialog = ({
  resource,
  action,
  toData,
  success,
  onClose,
  children,
  ...form
}: ActionFormDialogProps) => {
  const { call, busy } = useActionCall(resource, { success });
  const submit = async (values: Record<string, unknown>) => {
    await call(action, { data: toData(values) });
    onClose();
  };
  return (
    <FormDialog open {...form} onClose={onClose} onSubmit={submit} busy={busy}>
      {children}
    </FormDialog>
  );
};
