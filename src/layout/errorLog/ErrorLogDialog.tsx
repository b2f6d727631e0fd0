import { useState } from 'react';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteSweepOutlined';
import { useTranslate, useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { clearErrorLogs } from './errorLogStore';
import { useErrorLogs } from './useErrorLogs';
import { useToast } from '../useToast';
import { TipConfirm } from '../TipConfirm';
import { ClosableDialog } from '../ClosableDialog';

type Pending = 'upload' | 'clear' | undefined;

/** The local error log (docs/spec.md §2 "Error-log dialog"): read, send to the server, or clear. */
export const ErrorLogDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const notify = useToast();
  const logs = useErrorLogs();
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setBusy(true);
    try {
      await dataProvider.call({ url: '/api/blade-auth/oauth/logout', method: 'POST', data: logs });
      // Sent logs are the server's now; keeping them would send them twice.
      clearErrorLogs();
      notify(translate('app.errorLog.uploadDone', { _: '发送成功!' }), 'success');
      onClose();
    } catch {
      // the HTTP layer already showed why
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };
  const clear = () => {
    clearErrorLogs();
    setPending(undefined);
    onClose();
    notify(translate('app.errorLog.clearDone', { _: '清空成功!' }), 'success');
  };

  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      title={translate('app.errorLog.title', { _: '错误日志' })}
      data-testid="error-log-dialog"
    >
      <DialogContent dividers>
        {logs.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('app.errorLog.none', { _: '没有错误日志' })}
          </Typography>
        ) : (
          <TableContainer sx={{ maxHeight: '60vh' }}>
            <Table size="small" stickyHeader data-testid="error-log-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 64 }}>{translate('app.errorLog.type', { _: '类型' })}</TableCell>
                  <TableCell sx={{ width: 220 }}>{translate('app.errorLog.url', { _: '地址' })}</TableCell>
                  <TableCell sx={{ width: 240 }}>{translate('app.errorLog.message', { _: '内容' })}</TableCell>
                  <TableCell>{translate('app.errorLog.stack', { _: '错误堆栈' })}</TableCell>
                  <TableCell sx={{ width: 160 }}>{translate('app.errorLog.time', { _: '时间' })}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {logs.map((log, index) => (
                  <TableRow key={`${log.time}-${index}`} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <Box component="span" sx={{ color: 'error.main' }}>
                        {log.type}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{log.url}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{log.message}</TableCell>
                    <TableCell>
                      <Box
                        component="pre"
                        sx={{
                          m: 0,
                          maxHeight: 120,
                          overflow: 'auto',
                          fontSize: 11,
                          whiteSpace: 'pre-wrap',
                          wordBreak: 'break-all',
                        }}
                      >
                        {log.stack}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{log.time}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<UploadIcon />}
          variant="contained"
          disabled={logs.length === 0 || busy}
          onClick={() => setPending('upload')}
          data-testid="error-log-upload"
        >
          {translate('app.errorLog.upload', { _: '上传服务器' })}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          color="error"
          disabled={logs.length === 0}
          onClick={() => setPending('clear')}
          data-testid="error-log-clear"
        >
          {translate('app.errorLog.clear', { _: '清空本地日志' })}
        </Button>
      </DialogActions>
      <TipConfirm
        isOpen={pending === 'upload'}
        loading={busy}
        content={translate('app.errorLog.uploadConfirm', { _: '确定上传本地日志到服务器?' })}
        onConfirm={upload}
        onClose={() => setPending(undefined)}
      />
      <TipConfirm
        isOpen={pending === 'clear'}
        content={translate('app.errorLog.clearConfirm', { _: '确定清空本地日志记录?' })}
        onConfirm={clear}
        onClose={() => setPending(undefined)}
      />
    </ClosableDialog>
  );
};
