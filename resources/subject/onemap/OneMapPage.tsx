import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useFieldChoices } from '../../engine';
import { useToggleSet } from '../../../src/layout/useToggleSet';
import { LeafletMap } from './LeafletMap';
import { SubjectCard } from './SubjectCard';
import {
  MAP_STATES,
  stateOf,
  type Box as GeoBox,
  type Counts,
  type LayerAnswer,
  type MapSubject,
  type StaAnswer,
  type TileLayerSetting,
} from './mapTypes';

const MARKET_TYPE = { dict: { code: 'market_type', biz: true } } as const;
const NO_TILES: TileLayerSetting[] = [];
/** Subjects needing attention listed beside the map (the keyboard's way to a subject's card). */
const ATTENTION_ROWS = 20;

/** The box all regions' subjects span, to look at first. */
function spanOf(regions: StaAnswer['regions'] | undefined): GeoBox | null {
  const boxes = (regions ?? []).map((r) => r.box).filter((b): b is GeoBox => !!b);
  if (!boxes.length) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

/**
 * 一张图 `/onemap/index`: the subjects of the caller's tenant and data scope on a map, one
 * layer per market type (toggled, with its counts), coloured by state; a click opens the subject's card
 * and from it the one-household page. The counts come from `sta`, the points of the box in view from
 * `queryLayer` (asked again after each move, capped by the server, which says when it left some out).
 */
const OneMapPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const marketTypes = useFieldChoices(MARKET_TYPE).choices;
  const [regionCode, setRegionCode] = useState('');
  const [hidden, toggle] = useToggleSet<number>();
  const [view, setView] = useState<GeoBox | null>(null);
  const [selected, setSelected] = useState<MapSubject | null>(null);
  const t = (key: string, zh: string, options: Record<string, unknown> = {}) =>
    translate(`app.onemap.${key}`, { _: zh, ...options });

  const settings = useQuery({
    queryKey: ['app', 'onemap', 'settings'],
    queryFn: () =>
      dataProvider.action<{ tileLayers: TileLayerSetting[] }>('subject', 'map-settings', { method: 'GET' }),
    staleTime: Infinity,
  });
  const all = useQuery({
    queryKey: ['app', 'onemap', 'sta', ''],
    queryFn: () => dataProvider.action<StaAnswer>('subject', 'sta', { method: 'GET' }),
  });
  const inRegion = useQuery({
    queryKey: ['app', 'onemap', 'sta', regionCode],
    queryFn: () => dataProvider.action<StaAnswer>('subject', 'sta', { method: 'GET', params: { regionCode } }),
    enabled: !!regionCode,
  });
  const sta = regionCode ? inRegion.data : all.data;
  const layerTypes = (sta?.layers ?? []).map((l) => l.marketType);
  const shownTypes = layerTypes.filter((type) => !hidden.has(type));
  const points = useQuery({
    queryKey: ['app', 'onemap', 'layer', regionCode, shownTypes.join(','), view?.join(',')],
    queryFn: () =>
      dataProvider.action<LayerAnswer>('subject', 'queryLayer', {
        method: 'GET',
        params: {
          bbox: view!.join(','),
          ...(regionCode ? { regionCode } : {}),
          ...(hidden.size ? { marketType: shownTypes.join(',') } : {}),
        },
      }),
    enabled: !!view && !!sta && (hidden.size === 0 || shownTypes.length > 0),
    placeholderData: keepPreviousData,
  });

  const subjects = useMemo(
    () => (points.data?.layers ?? []).filter((l) => !hidden.has(l.marketType)).flatMap((l) => l.subjects),
    [points.data, hidden],
  );
  const attention = useMemo(
    () =>
      subjects
        .filter((x) => x.status > 0)
        .sort((a, b) => b.status - a.status)
        .slice(0, ATTENTION_ROWS),
    [subjects],
  );
  const fitBox = useMemo(() => spanOf(sta?.regions), [sta]);
  const typeName = useCallback(
    (type: number) => marketTypes.find((c) => c.id === String(type))?.name ?? String(type),
    [marketTypes],
  );
  const counts = (c: Counts) => MAP_STATES.map((s) => `${t(`state.${s.key}`, s.zh)} ${c[s.key]}`).join(' · ');

  if (settings.isPending || all.isPending) return <LinearProgress data-testid="onemap-loading" />;
  if (settings.error || all.error) return <Alert severity="error">{t('loadFailed', '地图数据加载失败')}</Alert>;
  return (
    <Box
      data-testid="onemap-page"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        // On a desktop the page fills the window under the bars: its one row is that tall and no
        // taller, so a long panel scrolls within it instead of pushing the page down.
        gridTemplateRows: { md: 'minmax(0, 1fr)' },
        height: { md: 'calc(100vh - 150px)' },
      }}
    >
      <Box
        data-testid="onemap-panel"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          minHeight: 0,
          overflowY: 'auto',
          // The cards keep their full height (a card clips what it cannot show): the panel scrolls instead.
          '& > *': { flexShrink: 0 },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" gutterBottom>
              {t('total', '经营主体 %{n} 家', { n: sta?.total ?? 0 })}
            </Typography>
            <Box data-testid="onemap-legend" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
              {MAP_STATES.map((s) => (
                <Box
                  key={s.key}
                  data-testid={`onemap-count-${s.key}`}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 13 }}
                >
                  <Box
                    component="span"
                    sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: s.color, flex: 'none' }}
                  />
                  {t(`state.${s.key}`, s.zh)} <b>{sta?.[s.key] ?? 0}</b>
                </Box>
              ))}
            </Box>
            {sta && sta.located < sta.total && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {t('unlocated', '%{n} 家未标注坐标,不在地图上', { n: sta.total - sta.located })}
              </Typography>
            )}
            <TextField
              select
              size="small"
              fullWidth
              sx={{ mt: 2 }}
              label={t('region', '区域')}
              value={regionCode}
              onChange={(e) => {
                setRegionCode(e.target.value);
                setSelected(null);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'onemap-region' } }}
            >
              <MenuItem value="">{t('allRegions', '全部区域')}</MenuItem>
              {(all.data?.regions ?? [])
                .filter((r) => r.regionCode)
                .map((r) => (
                  <MenuItem key={r.regionCode} value={r.regionCode}>
                    {r.regionName || r.regionCode} ({r.total})
                  </MenuItem>
                ))}
            </TextField>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent data-testid="onemap-layers">
            <Typography variant="subtitle2">{t('layers', '图层(市场类型)')}</Typography>
            {(sta?.layers ?? []).length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('empty', '暂无经营主体')}
              </Typography>
            )}
            {(sta?.layers ?? []).map((l) => (
              <Box key={l.marketType} sx={{ mb: 0.5 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={!hidden.has(l.marketType)}
                      onChange={() => toggle(l.marketType)}
                      slotProps={{ input: { 'aria-label': typeName(l.marketType) } }}
                    />
                  }
                  label={
                    <span data-testid={`onemap-layer-${l.marketType}`}>
                      {typeName(l.marketType)} ({l.total})
                    </span>
                  }
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ pl: 4, mt: -0.5 }}
                  data-testid={`onemap-layer-counts-${l.marketType}`}
                >
                  {counts(l)}
                </Typography>
              </Box>
            ))}
          </CardContent>
        </Card>
        {points.data?.truncated && (
          <Alert severity="info" data-testid="onemap-truncated">
            {t('truncated', '当前视野共 %{total} 家,显示问题最多的 %{n} 家,放大地图查看更多', {
              total: points.data.total,
              n: points.data.returned,
            })}
          </Alert>
        )}
        {selected && (
          <SubjectCard
            subject={selected}
            marketTypeName={typeName(selected.marketType)}
            onClose={() => setSelected(null)}
          />
        )}
        {attention.length > 0 && (
          <Card variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle2">{t('attention', '需关注的主体(当前视野)')}</Typography>
            </CardContent>
            <List dense data-testid="onemap-attention">
              {attention.map((x) => (
                <ListItem key={x.id} disablePadding>
                  <ListItemButton
                    selected={x.id === selected?.id}
                    onClick={() => setSelected(x)}
                    data-testid={`onemap-attention-${x.id}`}
                  >
                    <Box
                      component="span"
                      sx={{
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        bgcolor: stateOf(x.status).color,
                        mr: 1,
                        flex: 'none',
                      }}
                    />
                    <ListItemText
                      primary={x.subjectName}
                      secondary={t(`state.${stateOf(x.status).key}`, stateOf(x.status).zh)}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Box>
      <Box sx={{ position: 'relative', minHeight: 480 }}>
        {points.isFetching && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 500 }} />}
        <LeafletMap
          tiles={settings.data?.tileLayers ?? NO_TILES}
          regions={sta?.regions ?? []}
          subjects={subjects}
          fitBox={fitBox}
          selectedId={selected?.id}
          onSelect={setSelected}
          onView={setView}
          labels={{ map: t('mapLabel', '经营主体分布地图') }}
        />
      </Box>
    </Box>
  );
};

export default OneMapPage;
