import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { SubmitDialog } from '../../engine';

interface Props {
  open: boolean;
  title: string;
  /** What the dialog says above the text box (which step, which role). */
  hint?: string;
  label: string;
  /** The message when the text is missing; absent = the text is optional. */
  required?: string;
  testId: string;
  onClose: () => void;
  /** Resolves when done; a rejection (the server refused) keeps the dialog open. */
  onSubmit: (text: string) => Promise<void>;
}

/** A dialog asking for one text (an opinion, a cause), checked as the server checks it, then sent. */
export const ReasonDialog = ({ open, title, hint, label, required, testId, onClose, onSubmit }: Props) => {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setText('');
    setError('');
    onClose();
  };
  const submit = async () => {
    if (busy) return;
    if (required && !text.trim()) {
      setError(required);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(text.trim());
      setText('');
      setError('');
      onClose();
    } catch {
      // The HTTP layer showed the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SubmitDialog
      open={open}
      title={title}
      testId={testId}
      onClose={close}
      onConfirm={() => void submit()}
      busy={busy}
      cancelTestId={`${testId}-cancel`}
      confirmTestId={`${testId}-confirm`}
    >
      {hint && <DialogContentText sx={{ mb: 1 }}>{hint}</DialogContentText>}
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError('');
        }}
        required={Boolean(required)}
        error={Boolean(error)}
        helperText={error || ' '}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testId}-text` } }}
      />
    </SubmitDialog>
  );
};
