import { useRef, useState } from 'react';
import { Box, Button, LinearProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useCanAccess, useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

interface Progress {
  received: number;
  total?: number;
}

/** 1.2 MB, 350 KB: how much of the file has arrived. */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

/** Progress redraws at most this often: a download reports every network chunk. */
const REDRAW_MS = 150;

/**
 * 导出: the Excel export of what the list shows (its filters and sort), for declarations
 * with `export` and users holding `<name>_export`. While the file arrives the button is disabled and
 * shows the bytes received over a bar (indeterminate: the server streams without a length). A refusal
 * the server answers (too many rows, no permission) is toasted by the HTTP layer like every answered
 * failure (docs/spec.md §8); a download that breaks off is toasted here.
 */
export const ExportButton = () => {
  const def = useResourceDef();
  const resource = useResourceContext() ?? def.name;
  const { filterValues, sort } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'export' });
  const dataProvider = useDataProvider<BladeDataProvider>();
  const notifyFailure = useNotifyFailure();
  const translate = useTranslate();
  const [progress, setProgress] = useState<Progress | null>(null);
  const lastDrawn = useRef(0);

  if (!def.operations?.includes('export') || !canAccess) return null;

  const onProgress = (received: number, total?: number) => {
    const now = Date.now();
    if (now - lastDrawn.current < REDRAW_MS) return;
    lastDrawn.current = now;
    setProgress({ received, total });
  };

  const onClick = async () => {
    setProgress({ received: 0 });
    try {
      await dataProvider.exportList(resource, { filter: filterValues, sort }, { onProgress });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setProgress(null);
    }
  };

  const running = progress !== null;
  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : undefined;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={onClick}
      disabled={running}
      data-testid="list-export"
      aria-busy={running}
      sx={{ position: 'relative', overflow: 'hidden' }}
    >
      {running
        ? translate('app.list.exporting', { _: '导出中 %{size}', size: byteSize(progress.received) })
        : translate('app.list.export', { _: '导出' })}
      {running && (
        <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}>
          <LinearProgress
            data-testid="list-export-progress"
            variant={percent === undefined ? 'indeterminate' : 'determinate'}
            value={percent}
            sx={{ height: 2 }}
          />
        </Box>
      )}
    </Button>
  );
};
