import { describe, expect, it } from 'vitest';
import {
  checkedFromKeys,
  descendantIds,
  flattenTree,
  nestRows,
  withAncestorIds,
  type TreeNode,
} from '../../resources/engine/tree/treeNodes';

/** 系统管理 > 参数管理 > (新增, 查看), 系统管理 > 岗位管理 > 查看, and a lone 控制台. */
const tree: TreeNode[] = [
  {
    id: 'system',
    title: '系统管理',
    children: [
      {
        id: 'param',
        title: '参数管理',
        children: [
          { id: 'param_add', title: '新增' },
          { id: 'param_view', title: '查看' },
        ],
      },
      { id: 'post', title: '岗位管理', children: [{ id: 'post_view', title: '查看' }] },
    ],
  },
  { id: 'dashboard', title: '控制台' },
];

describe('tree helpers of the grant dialogs and tree pickers', () => {
  it('flattens depth first with depths', () => {
    expect(flattenTree(tree).map(({ node, depth }) => `${depth}:${node.id}`)).toEqual([
      '0:system',
      '1:param',
      '2:param_add',
      '2:param_view',
      '1:post',
      '2:post_view',
      '0:dashboard',
    ]);
    expect(descendantIds(tree[0])).toEqual(['param', 'param_add', 'param_view', 'post', 'post_view']);
  });

  it('a role grant sends the checked nodes with their ancestors (Blade half-checked keys)', () => {
    expect(withAncestorIds(tree, ['param_add', 'post_view']).sort()).toEqual([
      'param',
      'param_add',
      'post',
      'post_view',
      'system',
    ]);
    expect(withAncestorIds(tree, [])).toEqual([]);
  });

  it('stored role keys check a parent only when its whole subtree is stored', () => {
    // param_add and its half-checked parents were stored: only the leaf shows checked.
    expect(checkedFromKeys(tree, ['system', 'param', 'param_add'], 'leaves')).toEqual(['param_add']);
    // post and its only button were stored: both checked; system is not (param is missing).
    expect(checkedFromKeys(tree, ['system', 'post', 'post_view'], 'leaves')).toEqual(['post', 'post_view']);
  });

  it('stored top-menu keys stand for their subtrees', () => {
    expect(checkedFromKeys(tree, ['param'], 'descendants')).toEqual(['param', 'param_add', 'param_view']);
    expect(checkedFromKeys(tree, ['dashboard', 'unknown'], 'descendants')).toEqual(['dashboard']);
  });

  it('nests flat rows by parentId; orphans become roots', () => {
    const nested = nestRows([
      { id: '1', parentId: '0', name: 'a' },
      { id: '2', parentId: '1', name: 'b' },
      { id: '3', parentId: '9', name: 'c' },
    ]);
    expect(nested.map((row) => row.id)).toEqual(['1', '3']);
    expect(nested[0].children?.map((row) => row.id)).toEqual(['2']);
  });
});
