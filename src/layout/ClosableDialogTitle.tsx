import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** A dialog's title with its 关闭 (X) button at the right end, as the top bar's dialogs have it. */
export const ClosableDialogTitle = ({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {children}
      <IconButton
        aria-label={translate('ra.action.close', { _: '关闭' })}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
};
