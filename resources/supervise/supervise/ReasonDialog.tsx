import { useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';

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
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
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
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={`${testId}-cancel`}>
          {translate('app.common.cancel', { _: '取消' })}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={14} /> : undefined}
          data-testid={`${testId}-confirm`}
        >
          {translate('app.common.confirm', { _: '确定' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
