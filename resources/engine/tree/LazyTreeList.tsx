import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { TreeList, type TreeRecord } from './TreeList';

/** A tree list that loads one level per call from `<resource>/lazy-list?parentId=`; a search spans all levels. */
export const LazyTreeList = ({ resource }: { resource: string }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return (
    <TreeList
      source={{
        mode: 'lazy',
        rootKey: '0',
        loadLevel: (parentId, filter) =>
          dataProvider.getTree<TreeRecord[]>(resource, 'lazy-list', { ...filter, ...(parentId ? { parentId } : {}) }),
      }}
      childOf={{ source: 'parentId' }}
    />
  );
};
