import type { Config } from '../../config';

/**
 * Where the one map's background tiles come from: a server setting, not the tenant's, because the
 * Content-Security-Policy is one for the whole server and must name the tile hosts (and no others).
 * No setting = no tiles: the map draws the subjects and the region outlines on a plain background.
 */
export interface TileLayer {
  /** Leaflet URL template ({s}, {z}, {x}, {y}), the key already filled in. */
  url: string;
  subdomains: string;
  attribution: string;
}

const TIANDITU_ATTRIBUTION = '天地图 © 国家地理信息公共服务平台';
/** 天地图's web-mercator WMTS: the vector map and its Chinese labels on top. */
const tianditu = (layer: 'vec' | 'cva') =>
  `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={tk}`;

type TileSettings = Pick<Config, 'mapTileUrl' | 'mapTileKey' | 'mapTileSubdomains' | 'mapTileAttribution'>;

/** The configured tile layers, bottom first; throws (at start) on a setting that cannot work. */
export function tileLayersOf(cfg: TileSettings): TileLayer[] {
  const setting = cfg.mapTileUrl;
  if (!setting) return [];
  const fill = (template: string) => template.replace('{tk}', encodeURIComponent(cfg.mapTileKey));
  if (setting.toLowerCase() === 'tianditu') {
    if (!cfg.mapTileKey) throw new Error('MAP_TILE_URL=tianditu needs the 天地图 key in MAP_TILE_KEY');
    const subdomains = cfg.mapTileSubdomains || '01234567';
    const attribution = cfg.mapTileAttribution || TIANDITU_ATTRIBUTION;
    return [
      { url: fill(tianditu('vec')), subdomains, attribution },
      { url: fill(tianditu('cva')), subdomains, attribution: '' },
    ];
  }
  if (!/^https?:\/\/[^\s/?#]+\/\S*$/i.test(setting) || !['{z}', '{x}', '{y}'].every((p) => setting.includes(p))) {
    throw new Error('MAP_TILE_URL must be tianditu or an http(s) URL template with {z}, {x} and {y}');
  }
  if (setting.includes('{tk}') && !cfg.mapTileKey) throw new Error('MAP_TILE_URL names {tk}: set MAP_TILE_KEY');
  return [{ url: fill(setting), subdomains: cfg.mapTileSubdomains || 'abc', attribution: cfg.mapTileAttribution }];
}

/** The origins the tiles load from, for the CSP's img-src: each {s} spelled out, nothing wider. */
export function tileOrigins(cfg: TileSettings): string[] {
  const origins = new Set<string>();
  for (const layer of tileLayersOf(cfg)) {
    const hosts = layer.url.includes('{s}')
      ? [...layer.subdomains].map((s) => layer.url.replace('{s}', s))
      : [layer.url];
    for (const h of hosts) origins.add(new URL(h.replace(/\{[a-z]+\}/g, '0')).origin);
  }
  return [...origins].sort();
}
