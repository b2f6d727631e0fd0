import { useState } from 'react';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isUrl } from '../../utils/validate';

/**
 * Only http(s) addresses and same-site paths may be embedded: a `javascript:` or `data:` src would
 * run inside our origin, and the src comes from the address bar.
 */
export const isEmbeddable = (src: string) => isUrl(src) || (src.startsWith('/') && !src.startsWith('//'));

/** /myiframe/:routerPath?src=…&name=… : an external page inside the layout (docs/spec.md §2). */
const IframePage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const src = params.get('src') ?? '';
  const name = params.get('name') ?? '';
  const [loadedSrc, setLoadedSrc] = useState('');

  if (!src || !isEmbeddable(src)) {
    return (
      <Alert severity="warning" data-testid="iframe-invalid">
        {translate('app.iframe.invalid', { _: '无效的页面地址' })}
      </Alert>
    );
  }
  return (
    <Box
      data-testid="iframe-page"
      sx={{
        position: 'relative',
        height: 'calc(100vh - 56px - 40px - 32px)',
        minHeight: 400,
        bgcolor: 'background.paper',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {loadedSrc !== src && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Button
        size="small"
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        startIcon={<OpenInNewIcon />}
        sx={{
          position: 'absolute',
          right: 8,
          top: 8,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        {translate('app.iframe.openNew', { _: '新窗口打开' })}
      </Button>
      <Box
        component="iframe"
        key={src}
        src={src}
        title={name || src}
        onLoad={() => setLoadedSrc(src)}
        sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
};

export default IframePage;
