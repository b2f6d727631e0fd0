import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box as MuiBox } from '@mui/material';
import L from 'leaflet';
// Leaflet's own styles travel with this lazily loaded chunk, never with the login page.
import 'leaflet/dist/leaflet.css';
import { stateOf, type Box, type MapSubject, type StaAnswer, type TileLayerSetting } from './mapTypes';

/** A region outline is its subjects' box widened by this many degrees (a lone subject still has an outline). */
const REGION_MARGIN = 0.004;

/** The map bounds of a box (`[minLng, minLat, maxLng, maxLat]`) widened by REGION_MARGIN on every side. */
const widenedBounds = ([minLng, minLat, maxLng, maxLat]: Box): L.LatLngBoundsLiteral => [
  [minLat - REGION_MARGIN, minLng - REGION_MARGIN],
  [maxLat + REGION_MARGIN, maxLng + REGION_MARGIN],
];

/** The view before anything is known: mainland China. */
const CHINA: L.LatLngTuple = [35, 105];

interface Props {
  tiles: TileLayerSetting[];
  regions: StaAnswer['regions'];
  subjects: MapSubject[];
  /** Where to look when the data arrives (the box the subjects span); a new value moves the map. */
  fitBox: Box | null;
  selectedId?: string;
  onSelect(subject: MapSubject): void;
  /** The box in view, after every move (the page asks the server for the subjects inside it). */
  onView(box: Box): void;
  /** Accessible names. */
  labels: { map: string };
}

/**
 * The Leaflet map of the one map: the configured tile layers (none: a plain background), the region
 * outlines, and one circle per subject coloured by its state (SVG paths, so each is an element one can
 * point at and click). Leaflet is driven imperatively from effects; React renders only its container.
 */
export function LeafletMap({ tiles, regions, subjects, fitBox, selectedId, onSelect, onView, labels }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const regionLayer = useRef<L.LayerGroup | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  // The latest handlers, for Leaflet's listeners registered once per map.
  const callbacks = useRef({ onSelect, onView });
  useLayoutEffect(() => {
    callbacks.current = { onSelect, onView };
  });

  useEffect(() => {
    const m = L.map(container.current!, { center: CHINA, zoom: 4, minZoom: 3, maxZoom: 18, worldCopyJump: false });
    for (const t of tiles)
      L.tileLayer(t.url, { subdomains: t.subdomains, attribution: t.attribution, maxZoom: 18 }).addTo(m);
    regionLayer.current = L.layerGroup().addTo(m);
    markerLayer.current = L.layerGroup().addTo(m);
    const report = () => {
      const b = m.getBounds();
      callbacks.current.onView(
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((v) => Number(v.toFixed(6))) as Box,
      );
    };
    m.on('moveend', report);
    map.current = m;
    report();
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tiles]);

  // Refit when the box's values change (a new array with the same values leaves the view alone).
  const fitKey = fitBox ? fitBox.join(',') : '';
  useEffect(() => {
    if (!map.current || !fitKey) return;
    map.current.fitBounds(widenedBounds(fitKey.split(',').map(Number) as Box), { padding: [24, 24], maxZoom: 15 });
  }, [fitKey, tiles]);

  useEffect(() => {
    const group = regionLayer.current;
    if (!group) return;
    group.clearLayers();
    for (const r of regions) {
      if (!r.box) continue;
      L.rectangle(widenedBounds(r.box), {
        color: '#1565c0',
        weight: 1.5,
        dashArray: '6 4',
        fillColor: '#1565c0',
        fillOpacity: 0.04,
        interactive: false,
        className: `onemap-region onemap-region-${r.regionCode || 'none'}`,
      })
        .bindTooltip(r.regionName || r.regionCode, {
          permanent: true,
          direction: 'center',
          className: 'onemap-region-label',
          opacity: 0.8,
        })
        .addTo(group);
    }
  }, [regions, tiles]);

  useEffect(() => {
    const group = markerLayer.current;
    if (!group) return;
    group.clearLayers();
    for (const s of subjects) {
      const state = stateOf(s.status);
      const selected = s.id === selectedId;
      L.circleMarker([s.latitude, s.longitude], {
        radius: selected ? 10 : 7,
        color: selected ? '#0d47a1' : '#ffffff',
        weight: selected ? 3 : 1.5,
        fillColor: state.color,
        fillOpacity: 0.9,
        className: `onemap-marker onemap-marker-${s.id} onemap-status-${state.key}`,
      })
        .bindTooltip(s.subjectName)
        .on('click', () => callbacks.current.onSelect(s))
        .addTo(group);
    }
  }, [subjects, selectedId, tiles]);

  return (
    <MuiBox
      ref={container}
      data-testid="onemap-map"
      role="region"
      aria-label={labels.map}
      // The plain background when no tiles are configured or reachable: the outlines and subjects still draw.
      sx={{
        height: '100%',
        minHeight: 480,
        bgcolor: '#eef2f5',
        borderRadius: 1,
        '& .onemap-region-label': {
          bgcolor: 'transparent',
          border: 0,
          boxShadow: 'none',
          color: '#1565c0',
          fontWeight: 600,
        },
      }}
    />
  );
}
