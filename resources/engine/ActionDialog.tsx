import type { KeyboardEvent } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, useTranslate, type Identifier } from 'react-admin';
import type { DeclaredAction } from '../lifecycles';
import type { ResourceDef } from '../types';
import { DialogButtons } from './DialogButtons';
import { FieldInput } from './FieldInput';
import { useDeclaredConfirm, useDeclaredLabel } from './useDeclaredLabel';
import { useRunAction } from './useRunAction';

interface Props {
  def: ResourceDef;
  entry: DeclaredAction;
  ids: Identifier[];
  open: boolean;
  onClose: () => void;
  /** After a success (a bulk action clears the selection). */
  onDone?: () => void;
}

/**
 * Enter submits from a multi-line input too (Shift+Enter is a new line); never while an input method
 * is composing (Chinese input confirms its candidate with Enter), nor when a picker took the key.
 */
function submitOnEnter(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.defaultPrevented) return;
  if (target.tagName !== 'TEXTAREA') return;
  event.preventDefault();
  target.closest('form')?.requestSubmit();
}

/**
 * Runs a declared action on the given records: without parameters it only confirms (the declared
 * text), with parameters it asks for them in a form with their declared messages, which the server
 * checks again. Esc or 取消 closes it; a refused action keeps it open beside the server's message.
 */
export const ActionDialog = ({ def, entry, ids, open, onClose, onDone }: Props) => {
  const { action } = entry;
  const labelOf = useDeclaredLabel();
  const confirmOf = useDeclaredConfirm();
  const translate = useTranslate();
  const { run, isPending } = useRunAction(def, action);
  const params = action.params ?? [];
  const title = labelOf(action);
  const confirm = confirmOf(action);

  const submit = async (values: Record<string, unknown> = {}) => {
    if (isPending) return;
    const given = Object.fromEntries(params.map((p) => [p.name, values[p.name] ?? null]));
    try {
      await run(ids, given);
    } catch {
      return; // shown; the dialog stays for another try or 取消
    }
    onClose();
    onDone?.();
  };

  const close = () => {
    if (!isPending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={params.length ? 'sm' : 'xs'}
      data-testid={`action-dialog-${action.name}`}
      onClick={(event) => event.stopPropagation()}
    >
      {open && params.length === 0 && (
        <>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {confirm ?? translate('app.lifecycle.confirm', { _: '确定%{action}所选数据?', action: title })}
            </DialogContentText>
          </DialogContent>
          <DialogButtons
            busy={isPending}
            onCancel={close}
            onConfirm={() => void submit()}
            autoFocus
            cancelTestId="action-cancel"
            confirmTestId="action-confirm"
          />
        </>
      )}
      {open && params.length > 0 && (
        <Form onSubmit={(values: Record<string, unknown>) => submit(values)} noValidate>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent dividers onKeyDown={submitOnEnter}>
            {confirm && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {confirm}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {params.map((param) => (
                <FieldInput key={param.name} field={{ ...param, label: labelOf(param) }} />
              ))}
            </Box>
          </DialogContent>
          <DialogButtons
            busy={isPending}
            onCancel={close}
            cancelTestId="action-cancel"
            confirmTestId="action-confirm"
          />
        </Form>
      )}
    </Dialog>
  );
};
