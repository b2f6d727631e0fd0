/**
 * Administrative divisions a fresh install starts with (GB/T 2260 codes): 浙江省, its 11 cities, and the
 * districts of 杭州市 after the 2021 re-division (下城区 and 江干区 are gone; 临平区 and 钱塘区 are new).
 * More provinces can be added through the region screen or by extending this list.
 */

/** Provinces hang under the country code '00'. */
export const REGION_ROOT = '00';

type Level = 1 | 2 | 3;
/** [code, name, children] */
type Node = [string, string, Node[]?];

const hangzhouDistricts: Node[] = [
  ['330102', '上城区'],
  ['330105', '拱墅区'],
  ['330106', '西湖区'],
  ['330108', '滨江区'],
  ['330109', '萧山区'],
  ['330110', '余杭区'],
  ['330111', '富阳区'],
  ['330112', '临安区'],
  ['330113', '临平区'],
  ['330114', '钱塘区'],
  ['330122', '桐庐县'],
  ['330127', '淳安县'],
  ['330182', '建德市'],
];

const tree: Node[] = [
  [
    '330000',
    '浙江省',
    [
      ['330100', '杭州市', hangzhouDistricts],
      ['330200', '宁波市'],
      ['330300', '温州市'],
      ['330400', '嘉兴市'],
      ['330500', '湖州市'],
      ['330600', '绍兴市'],
      ['330700', '金华市'],
      ['330800', '衢州市'],
      ['330900', '舟山市'],
      ['331000', '台州市'],
      ['331100', '丽水市'],
    ],
  ],
];

const LEVEL_COLUMNS: Record<Level, [string, string]> = {
  1: ['province_code', 'province_name'],
  2: ['city_code', 'city_name'],
  3: ['district_code', 'district_name'],
};

/**
 * The rows of blade_region, parents before children, each carrying its ancestors' codes and the
 * province / city / district columns of every level above and at it (as Blade's region rows do).
 */
export function regionRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const walk = (
    nodes: Node[],
    parentCode: string,
    ancestors: string,
    level: Level,
    inherited: Record<string, string>,
  ) => {
    for (const [i, [code, name, children]] of nodes.entries()) {
      const [codeColumn, nameColumn] = LEVEL_COLUMNS[level];
      const own = { ...inherited, [codeColumn]: code, [nameColumn]: name };
      rows.push({ code, parent_code: parentCode, ancestors, name, region_level: level, sort: i + 1, ...own });
      if (children) walk(children, code, `${ancestors},${code}`, (level + 1) as Level, own);
    }
  };
  walk(tree, REGION_ROOT, REGION_ROOT, 1, {});
  return rows;
}
