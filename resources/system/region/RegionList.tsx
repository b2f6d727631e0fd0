import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { TreeList, type TreeRecord } from '../../engine';
import { asRegionRecord } from './regionDataProvider';

/** The top of the region tree: provinces hang under '00'. */
const REGION_ROOT = '00';

interface LazyNode {
  id: string;
  hasChildren?: boolean;
}

/**
 * 行政区划: one level per call, keyed by code. Rows come from region-list?parentCode= (whole rows),
 * which of them unfold from lazy-tree?parentCode=. A search asks the page call instead (all levels).
 */
export const RegionList = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const loadLevel = async (parentCode: string | undefined, filter: Record<string, string>): Promise<TreeRecord[]> => {
    if (!parentCode) {
      const { data } = await dataProvider.getList('region', {
        filter,
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'sort', order: 'ASC' },
      });
      return data.map((row) => ({ ...asRegionRecord(row), hasChildren: true }));
    }
    const [rows, nodes] = await Promise.all([
      dataProvider.getTree<Record<string, unknown>[]>('region', 'region-list', { parentCode }),
      dataProvider.getTree<LazyNode[]>('region', 'lazy-tree', { parentCode }),
    ]);
    const unfolds = new Set(nodes.filter((node) => node.hasChildren).map((node) => String(node.id)));
    return rows.map((row) => ({ ...asRegionRecord(row), hasChildren: unfolds.has(String(row.code)) }));
  };
  return (
    <TreeList
      source={{ mode: 'lazy', rootKey: REGION_ROOT, loadLevel }}
      childKey={(row) => String(row.code)}
      removeId={(row) => String(row.rowId)}
      childOf={{ source: 'parentCode', value: (row) => String(row.code) }}
    />
  );
};
