import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { TreeList, type TreeRecord } from '../common/TreeList';

/** 机构管理: one level of the dept tree per call (dept/lazy-list?parentId=); a search spans all levels. */
export const DeptList = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return (
    <TreeList
      source={{
        mode: 'lazy',
        rootKey: '0',
        loadLevel: (parentId, filter) => dataProvider.getTree<TreeRecord[]>('dept', 'lazy-list', { ...filter, ...(parentId ? { parentId } : {}) }),
      }}
      childOf={{ source: 'parentId' }}
    />
  );
};
