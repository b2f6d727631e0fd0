import { badRequest } from '../../http/errors';

/**
 * The parameters of the one map's two calls (queryLayer, sta), checked before anything reaches the
 * database: market types and statuses are small integers, the region a code of digits, the bounding
 * box four finite degrees. Anything else answers 400 naming the parameter.
 */

/** A subject's state on the map, worst first when several apply (paused > open finding > warning). */
export const MAP_NORMAL = 0;
export const MAP_WARNING = 1;
export const MAP_FINDING = 2;
export const MAP_PAUSED = 3;
export const MAP_STATUSES = [MAP_NORMAL, MAP_WARNING, MAP_FINDING, MAP_PAUSED] as const;
export const MAP_STATUS_KEYS = ['normal', 'warning', 'finding', 'paused'] as const;

/** Points one queryLayer answer carries by default and at most (the rest is counted in `total`). */
export const DEFAULT_POINTS = 2000;
export const MAX_POINTS = 5000;

export interface MapParams {
  marketTypes: number[];
  /** A region code's prefix without its trailing 00 pairs (330100 → 3301: the city and its districts). */
  regionPrefix: string;
  statuses: number[];
  bbox: [number, number, number, number] | null;
  limit: number;
}

const listOf = (v: unknown): string[] => {
  if (v === undefined || v === null || v === '') return [];
  return (Array.isArray(v) ? v.map(String) : String(v).split(',')).map((s) => s.trim()).filter(Boolean);
};

function ints(v: unknown, name: string, max: number): number[] {
  const parts = listOf(v);
  if (!parts.every((p) => /^\d{1,6}$/.test(p) && Number(p) <= max)) throw badRequest(`参数格式错误: ${name}`);
  return [...new Set(parts.map(Number))];
}

function bboxOf(q: Record<string, unknown>): MapParams['bbox'] {
  const text = q.bbox ?? (q.minLng !== undefined ? [q.minLng, q.minLat, q.maxLng, q.maxLat].join(',') : '');
  const parts = listOf(text);
  if (parts.length === 0) return null;
  const n = parts.map(Number);
  const valid =
    n.length === 4 &&
    n.every((x) => Number.isFinite(x)) &&
    n[0] <= n[2] &&
    n[1] <= n[3] &&
    Math.abs(n[0]) <= 180 &&
    Math.abs(n[2]) <= 180 &&
    Math.abs(n[1]) <= 90 &&
    Math.abs(n[3]) <= 90;
  if (!valid) throw badRequest('参数格式错误: bbox');
  return [n[0], n[1], n[2], n[3]];
}

export function mapParamsOf(q: Record<string, unknown>): MapParams {
  const region = String(q.regionCode ?? q.region ?? '').trim();
  if (region && !/^\d{2,12}$/.test(region)) throw badRequest('参数格式错误: regionCode');
  const limitText = String(q.limit ?? q.size ?? '').trim();
  if (limitText && !/^\d{1,6}$/.test(limitText)) throw badRequest('参数格式错误: limit');
  return {
    marketTypes: ints(q.marketType, 'marketType', 999_999),
    regionPrefix: region ? region.replace(/(00)+$/, '') || region : '',
    statuses: ints(q.status, 'status', MAP_PAUSED),
    bbox: bboxOf(q),
    limit: Math.min(MAX_POINTS, Math.max(1, limitText ? Number(limitText) : DEFAULT_POINTS)),
  };
}
