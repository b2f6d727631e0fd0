import type { DataProvider, RaRecord } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';

/** A region row as the screens hold it: keyed by its code, its database id kept beside. */
export type RegionRecord = RaRecord & { code: string; rowId: string };

export const asRegionRecord = (row: Record<string, unknown>): RegionRecord =>
  ({ ...row, rowId: String(row.id), id: String(row.code) }) as RegionRecord;

/**
 * Blade looks a region up by code (region/detail?code=), while submit and remove take the row id.
 * The region screens key records by code (the URL is /region/<code>) and this provider translates.
 */
export function regionDataProvider(base: BladeDataProvider): DataProvider {
  return {
    ...base,
    getOne: async (resource, { id }) => {
      const row = await base.getTree<Record<string, unknown> | null>(resource, 'detail', { code: id });
      if (!row) throw new Error('数据不存在');
      return { data: asRegionRecord(row) as never };
    },
    update: async (resource, { data, previousData }) => {
      const { rowId, ...fields } = { ...(previousData as RegionRecord), ...(data as RegionRecord) };
      const saved = await base.update(resource, {
        id: rowId,
        data: { ...fields, id: rowId },
        previousData: {} as never,
      });
      return { data: asRegionRecord(saved.data) as never };
    },
    delete: async (resource, { id, previousData }) => {
      await base.delete(resource, { id: (previousData as RegionRecord | undefined)?.rowId ?? id });
      return { data: (previousData ?? { id }) as never };
    },
  };
}
