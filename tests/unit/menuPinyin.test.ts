import { loadDeclarations } from '../../resources/declarationStore';
import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import {
  flattenMenu,
  resolveMenuPath,
  searchMenu,
  toMenuNodes,
  type ServerMenu,
} from '../../src/layout/menu/menuModel';
import { loadPinyin, pinyinKeysWith } from '../../src/layout/menu/menuPinyin';
import { declaredMenuPaths, resourceNames } from '../../src/routes/menuPathStore';
import { menus as systemMenus } from '../../server/db/seed-data';

const keysOf = pinyinKeysWith(pinyin);

const tree: ServerMenu[] = [
  {
    id: '1',
    name: '系统管理',
    path: '/system',
    children: [
      { id: '11', name: '用户管理', path: '/system/user', sort: 1 },
      { id: '12', name: '应用管理', path: '/system/client', sort: 2 },
      { id: '13', name: '行政区划', path: '/system/region', sort: 3 },
      { id: '14', name: 'Test页面', path: '/test/index', sort: 4 },
      { id: '15', name: '字典管理(横)', path: '/dict-horizontal/index', sort: 5 },
    ],
  },
];
const leaves = flattenMenu(toMenuNodes(tree, [], new Set()));
const names = (text: string) => searchMenu(leaves, text, keysOf).map((leaf) => leaf.node.label);

describe('menu search by pinyin (docs/spec.md §2)', () => {
  it('keys are the toneless full pinyin and the initials, other characters kept', () => {
    expect(keysOf('用户管理')).toEqual({ full: 'yonghuguanli', initials: 'yhgl' });
    expect(keysOf('Test页面')).toEqual({ full: 'testyemian', initials: 'testym' });
    expect(keysOf('行政区划').full).toBe('xingzhengquhua');
  });
  it('matches the full pinyin and the initials by prefix, ignoring case and spaces', () => {
    expect(names('yhgl')).toEqual(['用户管理']);
    expect(names('yonghu')).toEqual(['用户管理']);
    expect(names('YongHu GuanLi')).toEqual(['用户管理']);
    expect(names('yh gl')).toEqual(['用户管理']);
    expect(names('y')).toEqual(['用户管理', '应用管理']);
    expect(names('yygl')).toEqual(['应用管理']);
    expect(names('xzqh')).toEqual(['行政区划']);
    expect(names('zdgl')).toEqual(['字典管理(横)']);
  });
  it('is still a prefix match: the middle of a name or of its pinyin finds nothing', () => {
    expect(names('gl')).toEqual([]);
    expect(names('guanli')).toEqual([]);
    expect(names('hgl')).toEqual([]);
    expect(names('管理')).toEqual([]);
  });
  it('names still match as before, and without the keys (not loaded yet) only names match', () => {
    expect(names('用户')).toEqual(['用户管理']);
    expect(names('te')).toEqual(['Test页面']);
    expect(searchMenu(leaves, 'yhgl')).toEqual([]);
  });
  it('loads pinyin-pro lazily and answers the same keys', async () => {
    const lazy = await loadPinyin();
    expect(lazy('用户管理')).toEqual({ full: 'yonghuguanli', initials: 'yhgl' });
    expect(await loadPinyin()).toBe(lazy);
  });
  it('the e2e queries stay unambiguous over the seeded menus: yhgl is 用户管理 only, xyz nothing', () => {
    const all: ServerMenu[] = [];
    const walk = (items: typeof systemMenus) => {
      for (const m of items) {
        all.push({ id: m.code, name: m.name, path: m.path });
        if (m.children) walk(m.children);
      }
    };
    walk(systemMenus);
    const seeded = flattenMenu(toMenuNodes(all, [], new Set()));
    expect(searchMenu(seeded, 'yhgl', keysOf).map((l) => l.node.label)).toEqual(['用户管理']);
    expect(searchMenu(seeded, 'xyz', keysOf)).toEqual([]);
  });
});

describe('business menu paths come from the declarations', () => {
  it('the subject declaration places subject at /subject/subject once the declarations are loaded', async () => {
    await loadDeclarations();
    expect(declaredMenuPaths().get('/subject/subject')).toBe('subject');
    expect(resolveMenuPath('/subject/subject/12/show', resourceNames(), declaredMenuPaths())).toEqual({
      resource: 'subject',
      base: '/subject/subject',
      rest: '/12/show',
    });
  });
  it('a declared path wins over a guess from its segments', () => {
    const declared = new Map([
      ['/enforce/site', 'onsiteinspect'],
      ['/x/param', 'user'],
    ]);
    const known = new Set(['onsiteinspect', 'param', 'user']);
    expect(resolveMenuPath('/enforce/site/create', known, declared)).toEqual({
      resource: 'onsiteinspect',
      base: '/enforce/site',
      rest: '/create',
    });
    expect(resolveMenuPath('/enforce/site/create', known)).toBeUndefined();
    expect(resolveMenuPath('/x/param', known, declared)?.resource).toBe('user');
    expect(toMenuNodes([{ id: '1', name: '现场检查', path: '/enforce/site' }], [], known, declared)[0].resource).toBe(
      'onsiteinspect',
    );
  });
});
