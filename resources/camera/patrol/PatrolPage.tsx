import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  Collapse,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { BladeDataProvider } from '../../../dataProvider';
import { DateRangePickers } from '../../engine';
import { VideoTile, type Playback, type TileCamera } from './VideoTile';

/** What `GET camera/getCameraSubjects` answers (server/domains/camera/camera-routes.ts). */
interface CameraSubject {
  id: string;
  subjectName: string;
  cameraCount: number;
  onlineCount: number;
  children: Array<TileCamera & { online: number }>;
}

const LAYOUTS = [1, 4, 9, 16] as const;

type Layout = (typeof LAYOUTS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const wire = (input: string) => `${input.replace('T', ' ')}:00`;
/** The moment of a search in the wire's form, to the second: what was recorded up to then is found. */
const wireNow = () => {
  const d = new Date();
  return `${localInput(d).replace('T', ' ')}:${pad(d.getSeconds())}`;
};

/**
 * 远程巡查 `/patrol/index` (docs/spec.md §2, docs/domain.md flow 9): the subjects that have cameras, each opening to
 * its cameras; a video wall of 1 / 4 / 9 / 16 tiles. Picking a subject fills the wall with its
 * cameras, picking a camera puts it in the selected tile; live by default, or the recordings of a time
 * range (回放). `?subjectId=&cameraId=` (the camera list's 播放) opens on that subject and camera.
 */
const PatrolPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const [params] = useSearchParams();
  const {
    data: subjects,
    isPending,
    error,
  } = useQuery({
    queryKey: ['app', 'camera-subjects'],
    queryFn: () => dataProvider.action<CameraSubject[]>('camera', 'getCameraSubjects', { method: 'GET' }),
  });
  const [layout, setLayout] = useState<Layout>(4);
  const [tiles, setTiles] = useState<Array<TileCamera | undefined>>([]);
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<string>();
  const [search, setSearch] = useState('');
  const [playback, setPlayback] = useState<Playback>();
  // An empty end is "up to now", read when 回放 is pressed, not when the page opened: after watching
  // live for a while, the playback finds what was just recorded.
  const [range, setRange] = useState(() => ({
    start: localInput(new Date(Date.now() - 3600_000)),
    end: '',
  }));

  const showSubject = (subject: CameraSubject, first?: string) => {
    setOpen(subject.id);
    const ordered = first
      ? [...subject.children.filter((c) => c.id === first), ...subject.children.filter((c) => c.id !== first)]
      : subject.children;
    const size = ordered.length > layout ? (LAYOUTS.find((n) => n >= ordered.length) ?? 16) : layout;
    setLayout(size);
    setTiles(ordered.slice(0, size).map((c) => ({ id: c.id, cameraName: c.cameraName })));
    setSelected(0);
  };

  // Opened from a camera: its subject, that camera first, once the subjects have loaded.
  const [openedFrom, setOpenedFrom] = useState<typeof subjects>();
  if (subjects && openedFrom !== subjects) {
    setOpenedFrom(subjects);
    const subject = subjects.find((s) => s.id === params.get('subjectId'));
    if (subject) showSubject(subject, params.get('cameraId') ?? undefined);
  }

  const showCamera = (camera: TileCamera) => {
    setTiles((current) => {
      const next = [...current];
      next[selected] = { id: camera.id, cameraName: camera.cameraName };
      return next;
    });
    setSelected((i) => (i + 1) % layout);
  };

  const visible = useMemo(
    () =>
      (subjects ?? []).filter(
        (s) => !search || s.subjectName.includes(search) || s.children.some((c) => c.cameraName.includes(search)),
      ),
    [subjects, search],
  );
  const columns = Math.sqrt(layout);

  return (
    <Box sx={{ display: 'flex', gap: 2, height: 'calc(100vh - 150px)', minHeight: 480 }} data-testid="patrol-page">
      <Card sx={{ width: 280, flexShrink: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ p: 1.5 }}>
          <TextField
            size="small"
            fullWidth
            placeholder={translate('app.camera.search', { _: '搜索经营主体或摄像头' })}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Box>
        {isPending && <LinearProgress />}
        {error && (
          <Typography color="error" sx={{ p: 2 }}>
            {(error as Error).message}
          </Typography>
        )}
        {subjects && subjects.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="patrol-empty">
            {translate('app.camera.noCameras', { _: '暂无接入摄像头的经营主体' })}
          </Typography>
        )}
        <List dense sx={{ overflow: 'auto', flex: 1 }} data-testid="patrol-tree">
          {visible.map((subject) => (
            // List items holding their button (a list holds only items), the cameras a list of their own.
            <ListItem key={subject.id} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                data-testid="patrol-subject"
                data-subject={subject.id}
                selected={open === subject.id}
                aria-expanded={open === subject.id}
                onClick={() => (open === subject.id ? setOpen(undefined) : showSubject(subject))}
              >
                <ListItemText
                  primary={subject.subjectName}
                  secondary={translate('app.camera.onlineOf', {
                    _: '在线 %{online}/%{total}',
                    online: subject.onlineCount,
                    total: subject.cameraCount,
                  })}
                />
                {open === subject.id ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={open === subject.id} unmountOnExit>
                <List dense disablePadding>
                  {subject.children.map((camera) => (
                    <ListItem key={camera.id} disablePadding>
                      <ListItemButton sx={{ pl: 4 }} data-testid="patrol-camera" onClick={() => showCamera(camera)}>
                        <VideocamIcon
                          fontSize="small"
                          sx={{ mr: 1, color: Number(camera.online) === 1 ? 'success.main' : 'text.secondary' }}
                        />
                        <ListItemText primary={camera.cameraName} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </ListItem>
          ))}
        </List>
      </Card>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={layout}
            onChange={(_, v: Layout | null) => v && setLayout(v)}
            data-testid="patrol-layout"
          >
            {LAYOUTS.map((n) => (
              <ToggleButton key={n} value={n} data-testid={`layout-${n}`}>
                {translate('app.camera.tiles', { _: '%{n}画面', n })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flex: 1 }} />
          <DateRangePickers
            names={['patrol-from', 'patrol-to']}
            labels={[translate('app.camera.from', { _: '开始时间' }), translate('app.camera.to', { _: '结束时间' })]}
            from={range.start}
            to={range.end}
            onFrom={(start) => setRange((r) => ({ ...r, start }))}
            onTo={(end) => setRange((r) => ({ ...r, end }))}
            toHint={range.end ? undefined : translate('app.camera.toNow', { _: '留空为当前时间' })}
            withTime
            width={230}
          />
          <Button
            variant="outlined"
            size="small"
            data-testid="patrol-playback"
            onClick={() => setPlayback({ start: wire(range.start), end: range.end ? wire(range.end) : wireNow() })}
          >
            {translate('app.camera.playback', { _: '回放' })}
          </Button>
          {playback ? (
            <Chip
              color="warning"
              label={translate('app.camera.backToLive', { _: '返回实时' })}
              onClick={() => setPlayback(undefined)}
              data-testid="patrol-live"
            />
          ) : (
            <Chip color="success" label={translate('app.camera.live', { _: '实时' })} />
          )}
        </Box>
        <Box
          data-testid="video-wall"
          sx={{
            flex: 1,
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: `repeat(${columns}, 1fr)`,
            gridTemplateRows: `repeat(${columns}, 1fr)`,
            minHeight: 0,
          }}
        >
          {Array.from({ length: layout }, (_, i) => (
            <VideoTile
              // A new player for a new camera or mode (live ↔ playback).
              key={`${i}-${tiles[i]?.id ?? ''}-${playback ? `${playback.start}-${playback.end}` : 'live'}`}
              index={i}
              camera={tiles[i]}
              playback={playback}
              selected={selected === i}
              onSelect={() => setSelected(i)}
              onClear={() => setTiles((current) => current.map((c, j) => (j === i ? undefined : c)))}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
};

export default PatrolPage;
