import { useId, type ReactNode } from 'react';
import { Dialog, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

type Props = Omit<DialogProps, 'title' | 'onClose'> & { title: ReactNode; onClose: () => void };

/**
 * A dialog of the top bar (theme, menu search, error log): full width, named by its title, and closed
 * by Esc, a click beside it or the 关闭 (X) button at the title's right end.
 */
export const ClosableDialog = ({ title, onClose, children, ...dialog }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog fullWidth {...dialog} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton
          aria-label={translate('ra.action.close', { _: '关闭' })}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
};
