import { useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { TreeList, type TreeRecord } from '../common/TreeList';

/** 菜单管理: menus and their buttons, one level per call (menu/lazy-list?parentId=). */
export const MenuList = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  return (
    <TreeList
      source={{
        mode: 'lazy',
        rootKey: '0',
        loadLevel: (parentId, filter) => dataProvider.getTree<TreeRecord[]>('menu', 'lazy-list', { ...filter, ...(parentId ? { parentId } : {}) }),
      }}
      childOf={{ source: 'parentId' }}
    />
  );
};
