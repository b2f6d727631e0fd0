import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { useDataProvider, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { PermissionButton, RowCallButton } from '../../engine';

interface GenFile {
  path: string;
  content: string;
}

/** 代码生成 of a row: `POST code/gen-code?ids=&system=saber`, the zip saved through the browser. */
export const GenerateButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const generate = useMutation({
    mutationFn: (id: Identifier) => dataProvider.exportFile('code', { ids: String(id), system: 'saber' }, 'gen-code'),
  });
  if (!record) return null;
  return (
    <PermissionButton
      action="gen"
      label={translate('app.develop.generate', { _: '代码生成' })}
      icon={<DownloadIcon />}
      onClick={() => generate.mutate(record.id)}
      disabled={generate.isPending}
      testId="code-generate"
    />
  );
};

/** 预览: the generated files (`GET code/preview?id=`) shown in a dialog. */
export const PreviewButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const [files, setFiles] = useState<GenFile[] | null>(null);
  if (!record) return null;
  const open = async () =>
    setFiles(await dataProvider.action<GenFile[]>('code', 'preview', { method: 'GET', params: { id: record.id } }));
  return (
    <>
      <PermissionButton
        action="gen"
        label={translate('app.develop.preview', { _: '预览' })}
        icon={<PreviewIcon />}
        onClick={open}
        testId="code-preview"
      />
      <Dialog open={files !== null} onClose={() => setFiles(null)} maxWidth="lg" fullWidth>
        <DialogTitle>{translate('app.develop.previewTitle', { _: '生成的文件' })}</DialogTitle>
        <DialogContent data-testid="code-preview-files">
          {(files ?? []).map((f) => (
            <Box key={f.path} sx={{ mb: 2 }}>
              <Typography variant="subtitle2" data-testid="code-preview-path">
                {f.path}
              </Typography>
              <Box
                component="pre"
                sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 12, overflow: 'auto', maxHeight: 320 }}
              >
                {f.content}
              </Box>
            </Box>
          ))}
        </DialogContent>
      </Dialog>
    </>
  );
};

/** 复制 of a row (`POST code/copy?id=`). */
export const CopyButton = () => (
  <RowCallButton
    action="copy"
    label={['app.develop.copy', '复制']}
    success={['app.common.success', '操作成功']}
    icon={<CopyIcon />}
    testId="code-copy"
  />
);
