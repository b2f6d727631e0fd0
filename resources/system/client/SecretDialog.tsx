import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { useToast } from '../../../src/layout/useToast';

interface Props {
  clientId: string;
  secret: string;
  onClose: () => void;
}

/** The client secret in plain text, this once: the server keeps only its hash. */
export const SecretDialog = ({ clientId, secret, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(translate('app.client.copied', { _: '已复制' }), 'success');
    } catch {
      // no clipboard (insecure origin): the secret is selectable on screen
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="client-secret-dialog">
      <DialogTitle>{translate('app.client.secretTitle', { _: '客户端密钥' })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.client.secretOnce', { _: '密钥只显示这一次，请立即妥善保存；关闭后无法再次查看。' })}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.client.fields.clientId', { _: '客户端id' })}: {clientId}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <Typography
            component="code"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1, userSelect: 'all' }}
            data-testid="client-secret"
          >
            {secret}
          </Typography>
          <Tooltip title={translate('app.client.copy', { _: '复制' })}>
            <IconButton size="small" onClick={copy} aria-label={translate('app.client.copy', { _: '复制' })}>
              <CopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="client-secret-close">
          {translate('app.client.secretSaved', { _: '我已保存' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
