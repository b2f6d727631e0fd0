import { useState } from 'react';
import { Menu } from '@mui/material';
import CachedIcon from '@mui/icons-material/Cached';
import CloseIcon from '@mui/icons-material/Close';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { usePermissions, useTranslate, useDataProvider } from 'react-admin';
import { ADMINISTRATOR } from '../../../authProvider/permissions';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../useToast';
import { TipConfirm } from '../TipConfirm';
import { IconMenuItem } from '../IconMenuItem';

export type MenuPosition = { anchorEl: HTMLElement } | { top: number; left: number };

interface Props {
  position?: MenuPosition;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}

/** Right-click menu of the tabs: clear server cache (confirmed), close others, close all. */
export const TagContextMenu = ({ position, onClose, onCloseOthers, onCloseAll }: Props) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const notify = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server clears every instance's caches for the platform administrator only.
  const { permissions } = usePermissions<{ roles?: string[] }>();
  const mayClearCache = !!permissions?.roles?.includes(ADMINISTRATOR);

  const clearCache = async () => {
    setBusy(true);
    try {
      await dataProvider.call({ url: '/api/blade-auth/oauth/clear-cache' });
      notify(translate('app.tags.clearCacheDone', { _: '清除完毕' }), 'success');
    } catch {
      // the HTTP layer already showed why
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const run = (action: () => void) => () => {
    onClose();
    action();
  };

  const placement =
    position && 'anchorEl' in position
      ? {
          anchorEl: position.anchorEl,
          anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
          transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
        }
      : {
          anchorReference: 'anchorPosition' as const,
          anchorPosition: position && 'top' in position ? position : undefined,
        };

  return (
    <>
      <Menu open={!!position} onClose={onClose} {...placement} data-testid="tags-context-menu">
        {mayClearCache && (
          <IconMenuItem
            onClick={run(() => setConfirming(true))}
            icon={CachedIcon}
            label={translate('app.tags.clearCache', { _: '清除缓存' })}
            testId="tags-clear-cache"
          />
        )}
        <IconMenuItem
          onClick={run(onCloseOthers)}
          icon={CloseIcon}
          label={translate('app.tags.closeOthers', { _: '关闭其他' })}
          testId="tags-close-others"
        />
        <IconMenuItem
          onClick={run(onCloseAll)}
          icon={ClearAllIcon}
          label={translate('app.tags.closeAll', { _: '关闭全部' })}
          testId="tags-close-all"
        />
      </Menu>
      <TipConfirm
        isOpen={confirming}
        loading={busy}
        content={translate('app.tags.clearCacheConfirm', { _: '是否需要清除缓存?' })}
        onConfirm={clearCache}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
