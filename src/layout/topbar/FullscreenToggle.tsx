import { useEffect, useState } from 'react';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import screenfull from 'screenfull';
import { useTranslate } from 'react-admin';
import { TopBarIconButton } from './TopBarIconButton';
import { useToast } from '../useToast';

export const FullscreenToggle = () => {
  const translate = useTranslate();
  const notify = useToast();
  const [full, setFull] = useState(screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);
  const toggle = () => {
    if (!screenfull.isEnabled) {
      notify(translate('app.navbar.fullscreenUnsupported', { _: '您的浏览器不支持全屏' }), 'warning');
      return;
    }
    void screenfull.toggle();
  };
  return (
    <TopBarIconButton
      title={
        full
          ? translate('app.navbar.exitFullscreen', { _: '退出全屏' })
          : translate('app.navbar.fullscreen', { _: '全屏' })
      }
      onClick={toggle}
      aria-pressed={full}
      data-testid="fullscreen-toggle"
    >
      {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
    </TopBarIconButton>
  );
};
