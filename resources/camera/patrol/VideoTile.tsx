import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from '../../engine';
import { openApi, type LiveAnswer, type RecordAnswer } from './openApi';

export interface TileCamera {
  id: string;
  cameraName: string;
}
export interface Playback {
  start: string;
  end: string;
}

type Hls = import('hls.js').default;

/** Saves the tile's current frame as a PNG. */
function snapshot(video: HTMLVideoElement, name: string) {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  const link = document.createElement('a');
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  link.download = `${name}-${stamp}.png`;
  link.href = canvas.toDataURL('image/png');
  link.click();
}

/** A text over the whole tile, centred: the loading or failure message, the empty tile's note. */
const CENTERED_OVER_TILE = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A white icon button of the tile's title bar; its click does not also select the tile. */
const TileButton = ({
  title,
  testId,
  onClick,
  children,
}: {
  title: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={title}>
    <IconButton
      size="small"
      sx={{ color: '#fff' }}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  </Tooltip>
);

/**
 * One tile of the wall: a camera's live stream (live/video/start, stopped again when the tile lets it
 * go) or its recordings of a time range (record/time/query), played with hls.js, loaded on first use
 * (Safari plays HLS itself). Errors show in the tile.
 */
export const VideoTile = ({
  camera,
  playback,
  index,
  selected,
  onSelect,
  onClear,
}: {
  camera?: TileCamera;
  playback?: Playback;
  index: number;
  selected: boolean;
  onSelect: () => void;
  onClear: () => void;
}) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string>();
  const [loading, setLoading] = useState(false);
  // A new camera or playback window starts clean: no problem shown, loading while it has a camera.
  const [shownFor, setShownFor] = useState<{ camera?: TileCamera; playback?: Playback }>({});
  if (shownFor.camera !== camera || shownFor.playback !== playback) {
    setShownFor({ camera, playback });
    setProblem(undefined);
    setLoading(!!camera);
  }

  useEffect(() => {
    if (!camera) return undefined;
    let cancelled = false;
    let hls: Hls | undefined;
    let started = false;
    (async () => {
      let url: string | null;
      if (playback) {
        const r = await openApi<RecordAnswer>('record/time/query', {
          cameraId: camera.id,
          startTime: playback.start,
          endTime: playback.end,
        });
        if (r.code !== 200) throw new Error(r.msg);
        url = r.data.url;
        if (!url) throw new Error(translate('app.camera.noRecord', { _: '该时段没有录像' }));
      } else {
        const r = await openApi<LiveAnswer>('live/video/start', { cameraId: camera.id });
        if (r.code !== 200) throw new Error(r.msg);
        started = true;
        url = r.data.url;
      }
      if (cancelled || !video.current) return;
      const element = video.current;
      const { default: HlsJs } = await import('hls.js');
      if (cancelled) return;
      if (HlsJs.isSupported()) {
        hls = new HlsJs({ lowLatencyMode: false, liveSyncDurationCount: 2 });
        hls.on(HlsJs.Events.ERROR, (_event, data) => {
          if (data.fatal) setProblem(translate('app.camera.playFailed', { _: '视频播放失败' }));
        });
        hls.loadSource(url);
        hls.attachMedia(element);
      } else {
        element.src = url;
      }
      element.muted = true;
      await element.play().catch(() => undefined);
    })()
      .catch((e: Error) => {
        if (!cancelled) setProblem(e.message || translate('app.camera.playFailed', { _: '视频播放失败' }));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
      hls?.destroy();
      // The gateway counts viewers: this tile lets go of the live stream.
      if (started && !playback) void openApi('live/video/stop', { cameraId: camera.id }).catch(() => undefined);
    };
  }, [camera, playback, translate]);

  return (
    <Box
      data-testid={`video-tile-${index}`}
      onClick={onSelect}
      sx={{
        position: 'relative',
        bgcolor: '#111',
        border: 2,
        borderColor: selected ? 'primary.main' : '#333',
        minHeight: 0,
        overflow: 'hidden',
        cursor: 'pointer',
        '&:has(> button[aria-pressed]:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {/* The keyboard's way to what a click on the tile does: choose it for the next camera. Out of
          sight (the tile's border shows the choice and its outline the focus), a toggle for screen readers. */}
      <Box
        component="button"
        type="button"
        aria-pressed={selected}
        onClick={(e) => {
          e.stopPropagation();
          onSelect();
        }}
        sx={VISUALLY_HIDDEN}
        data-testid="tile-choose"
      >
        {translate('app.camera.chooseTile', {
          _: '窗口 %{n}: %{content}',
          n: index + 1,
          content: camera?.cameraName ?? translate('app.camera.emptyTile', { _: '无视频' }),
        })}
      </Box>
      {camera ? (
        <>
          <video
            ref={video}
            data-testid="tile-video"
            data-camera={camera.id}
            data-mode={playback ? 'playback' : 'live'}
            muted
            playsInline
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
          <Box
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              display: 'flex',
              alignItems: 'center',
              px: 1,
              bgcolor: 'rgba(0,0,0,0.45)',
              color: '#fff',
            }}
          >
            <Typography variant="caption" sx={{ flex: 1 }} noWrap>
              {camera.cameraName}
              {playback ? ` · ${translate('app.camera.playback', { _: '回放' })}` : ''}
            </Typography>
            <TileButton
              title={translate('app.camera.snapshot', { _: '抓拍' })}
              testId="tile-snapshot"
              onClick={() => {
                if (video.current) snapshot(video.current, camera.cameraName);
              }}
            >
              <PhotoCameraIcon fontSize="small" />
            </TileButton>
            <TileButton title={translate('app.camera.closeTile', { _: '关闭' })} testId="tile-close" onClick={onClear}>
              <CloseIcon fontSize="small" />
            </TileButton>
          </Box>
          {(problem || loading) && (
            <Typography
              variant="body2"
              data-testid="tile-message"
              sx={{
                ...CENTERED_OVER_TILE,
                color: problem ? '#f88' : '#ccc',
                p: 2,
                textAlign: 'center',
              }}
            >
              {problem ?? translate('app.camera.loading', { _: '视频加载中…' })}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="caption" sx={{ ...CENTERED_OVER_TILE, color: '#7c7c7c' }}>
          {translate('app.camera.emptyTile', { _: '无视频' })}
        </Typography>
      )}
    </Box>
  );
};
