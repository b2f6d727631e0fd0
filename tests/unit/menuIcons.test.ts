import { describe, expect, it } from 'vitest';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import ShuffleIcon from '@mui/icons-material/ShuffleOutlined';
import CircleIcon from '@mui/icons-material/CircleOutlined';
import { iconNamed, menuIcon } from '../../src/layout/menu/menuIcons';
import { allResources } from '../../resources/declarations';
import { businessTopMenus, menuGroups } from '../../resources/menu-groups';
import { screenMenus } from '../../resources/screen-menus';
import { menus, topMenus } from '../../server/db/seed-data';

/**
 * Every menu the seed writes shows the icon its declaration names (the row's `source`), not a
 * generic one guessed from its words: the business menus (resources' `menu.icon`, the groups', the top
 * menus', the screen menus') and the system menus.
 */
type Tree = { source: string; code: string; children?: Tree[] };
const flat = (tree: Tree[]): Tree[] => tree.flatMap((m) => [m, ...flat(m.children ?? [])]);

const declared: Array<[where: string, source: string]> = [
  ...allResources.filter((d) => d.menu).map((d): [string, string] => [`resource ${d.name}`, d.menu!.icon]),
  ...menuGroups.map((g): [string, string] => [`group ${g.code}`, g.icon]),
  ...businessTopMenus.map((t): [string, string] => [`top menu ${t.code}`, t.source]),
  ...screenMenus.map((m): [string, string] => [`screen ${m.code}`, m.icon]),
  ...flat(menus).map((m): [string, string] => [`system menu ${m.code}`, m.source]),
  ...topMenus.map((t): [string, string] => [`system top menu ${t.code}`, t.source]),
];

describe('menu icons', () => {
  it('every icon a declaration or the system seed names is one the sidebar has', () => {
    expect(declared.filter(([, source]) => !iconNamed(source))).toEqual([]);
  });

  it('business groups and menus show their own icons', () => {
    expect(menuIcon('Gavel', 'enforce_group')).toBe(GavelIcon);
    expect(menuIcon('Storefront', 'subject_group')).toBe(StorefrontIcon);
    expect(menuIcon('Shuffle', 'random_group')).toBe(ShuffleIcon);
    const subject = allResources.find((d) => d.name === 'subject')!;
    expect(menuIcon(subject.menu!.icon, subject.name)).toBe(StorefrontIcon);
    // The business menus do not all look alike: each name its own icon.
    const business = declared.filter(([where]) => !where.startsWith('system'));
    expect(new Set(business.map(([, source]) => menuIcon(source))).size).toBe(
      new Set(business.map(([, source]) => source)).size,
    );
  });

  it('an unknown name falls back on a keyword of the code, else a dot', () => {
    expect(menuIcon('iconfont icon-unknown', 'enforce_inspect')).not.toBe(CircleIcon);
    expect(menuIcon('NoSuchIcon', 'zzz')).toBe(CircleIcon);
  });
});
