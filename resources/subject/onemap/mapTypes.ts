/**
 * What the one map's calls answer (server/domains/onemap/index.ts) and how a state is drawn. Kept free
 * of Leaflet so the page's light parts can import it.
 */
export interface MapSubject {
  id: string;
  subjectName: string;
  marketType: number;
  longitude: number;
  latitude: number;
  status: number;
}

export interface LayerAnswer {
  total: number;
  returned: number;
  truncated: boolean;
  limit: number;
  layers: Array<{ marketType: number; count: number; subjects: MapSubject[] }>;
}

export type StatusKey = 'normal' | 'warning' | 'finding' | 'paused';
export type Counts = Record<StatusKey, number> & { total: number };

export interface StaAnswer extends Counts {
  located: number;
  layers: Array<Counts & { marketType: number }>;
  regions: Array<{
    regionCode: string;
    regionName: string;
    total: number;
    box: [number, number, number, number] | null;
  }>;
}

export interface TileLayerSetting {
  url: string;
  subdomains: string;
  attribution: string;
}

/** The states, in the order the server numbers them (0 normal … 3 paused), with their colours. */
export const MAP_STATES: Array<{ code: number; key: StatusKey; zh: string; color: string }> = [
  { code: 0, key: 'normal', zh: '正常', color: '#2e7d32' },
  { code: 1, key: 'warning', zh: '预警', color: '#bf5701' },
  { code: 2, key: 'finding', zh: '异常未办结', color: '#d32f2f' },
  { code: 3, key: 'paused', zh: '已暂停', color: '#616161' },
];

export const stateOf = (code: number) => MAP_STATES.find((s) => s.code === code) ?? MAP_STATES[0];

/** [minLng, minLat, maxLng, maxLat] */
export type Box = [number, number, number, number];
