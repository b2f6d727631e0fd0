import { useEffect, useState } from 'react';
import { Box, Button, GlobalStyles, Skeleton, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import QrIcon from '@mui/icons-material/QrCode2';
import { useCanAccess, useCreate, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { qrPicture } from './qrPicture';

/** While the household page is open, printing shows only the QR code card (its picture, name, credit code). */
const printOnlyQr = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.household-qr-print, .household-qr-print *': { visibility: 'visible' },
        '.household-qr-print': { position: 'absolute', left: 0, top: 0, width: '100%', textAlign: 'center' },
        '.household-qr-noprint': { display: 'none' },
      },
    }}
  />
);

const Picture = ({ content }: { content: string }) => {
  const translate = useTranslate();
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    qrPicture(content).then(
      (url) => live && setSrc(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [content]);
  if (failed)
    return (
      <Typography variant="body2" color="error">
        {translate('app.household.qrFailed', { _: '二维码生成失败' })}
      </Typography>
    );
  if (!src) return <Skeleton variant="rectangular" width={160} height={160} />;
  return (
    <Box
      component="img"
      src={src}
      alt={content}
      data-testid="household-qr-image"
      sx={{ width: 160, height: 160, display: 'block', mx: 'auto' }}
    />
  );
};

/**
 * The subject's QR code (resource `qrcode`, one per subject): its picture drawn from its content, a
 * print view with the subject's name and credit code, or, when it has none yet, a button that makes
 * one (the server chooses the token).
 */
export const SubjectQrCode = ({ subject }: { subject: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canList } = useCanAccess({ resource: 'qrcode', action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'qrcode', action: 'create' });
  const { data, isPending, refetch } = useGetList(
    'qrcode',
    { filter: { subjectId: String(subject.id) }, pagination: { page: 1, perPage: 1 } },
    { enabled: !!canList },
  );
  const [create, { isPending: creating }] = useCreate();
  if (!canList) return null;
  const code = data?.[0];
  const generate = () =>
    create(
      'qrcode',
      { data: { subjectId: String(subject.id) } },
      {
        onSuccess: () => {
          notify(translate('app.household.qrCreated', { _: '二维码已生成' }), { type: 'success' });
          void refetch();
        },
        onError: (error) =>
          notify((error as Error)?.message || translate('ra.notification.http_error', { _: '操作失败' }), {
            type: 'error',
          }),
      },
    );
  return (
    <Box data-testid="household-qr" sx={{ width: 200, textAlign: 'center' }}>
      {isPending ? (
        <Skeleton variant="rectangular" width={160} height={160} sx={{ mx: 'auto' }} />
      ) : code?.content ? (
        <>
          {printOnlyQr}
          <Box className="household-qr-print">
            <Picture content={String(code.content)} />
            <Typography variant="subtitle2" sx={{ mt: 0.5 }}>
              {String(subject.subjectName ?? '')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {String(subject.creditCode ?? '')}
            </Typography>
            {Number(code.validFlag) === 0 && (
              <Typography variant="caption" color="error" component="div">
                {translate('app.household.qrInvalid', { _: '二维码已停用' })}
              </Typography>
            )}
          </Box>
          <Button
            className="household-qr-noprint"
            size="small"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            data-testid="household-qr-print"
          >
            {translate('app.household.print', { _: '打印' })}
          </Button>
        </>
      ) : (
        <Box sx={{ py: 2 }}>
          <QrIcon sx={{ fontSize: 48, opacity: 0.3 }} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.household.noQr', { _: '尚未生成二维码' })}
          </Typography>
          {canCreate && (
            <Button
              size="small"
              variant="outlined"
              onClick={generate}
              disabled={creating}
              sx={{ mt: 1 }}
              data-testid="household-qr-generate"
            >
              {translate('app.household.generateQr', { _: '生成二维码' })}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
};
