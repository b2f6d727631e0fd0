import type { FieldDef, FieldType, ResourceDef } from '../../../resources/types';
import { BASE_FIELDS, snake } from '../../../resources/types';
import { businessMenus } from '../../db/business-menus';
import { menuGroups } from '../../../resources/menu-groups';
import type { SourceColumn } from './remote-db';

/**
 * The code generator's writer (system `saber`, our react-admin web app): from a table's columns it
 * writes the resource the way this repository writes its own: `resources/<domain>/<name>/schema.ts`
 * (a defineResource declaration), its screens module `index.ts`, and the menu and button rows as SQL
 * for a database that is not seeded by this server. Pure: no database, no files.
 */

export interface GenRequest {
  codeName: string;
  tableName: string;
  tablePrefix: string;
  resourceName: string;
  domain: string;
  apiPath: string;
  menuGroup: string;
  /** `column=code` or `column=biz:code`, one per line (or comma-separated). */
  dictFields: string;
  tableComment: string;
  columns: SourceColumn[];
}

export interface GenFile {
  path: string;
  content: string;
}

/** Base columns the engine adds to every table itself (id, tenant, audit, status, deletion). */
const BASE_COLUMNS = new Set<string>(BASE_FIELDS.map((f) => snake(f)));

const camel = (column: string): string =>
  column.toLowerCase().replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

const INT_TYPES = new Set(['int2', 'int4', 'smallint', 'integer', 'int', 'mediumint', 'tinyint', 'year']);
const BIGINT_TYPES = new Set(['int8', 'bigint']);
const NUMBER_TYPES = new Set([
  'numeric',
  'decimal',
  'float4',
  'float8',
  'real',
  'double',
  'float',
  'double precision',
  'money',
]);
const STRING_TYPES = new Set([
  'varchar',
  'bpchar',
  'char',
  'character varying',
  'character',
  'uuid',
  'citext',
  'enum',
  'set',
  'bool',
  'boolean',
  'bit',
]);
const TEXT_TYPES = new Set(['text', 'tinytext', 'mediumtext', 'longtext', 'xml']);
const DATETIME_TYPES = new Set(['timestamp', 'timestamptz', 'datetime']);

/** The declaration field type of a source column (`*_id` bigints are references, shown as ids). */
export function fieldTypeOf(column: SourceColumn): FieldType {
  const t = column.dataType;
  if (BIGINT_TYPES.has(t)) return /_id$/i.test(column.name) ? 'id' : 'number';
  if (INT_TYPES.has(t)) return 'int';
  if (NUMBER_TYPES.has(t)) return 'number';
  if (t === 'date') return 'date';
  if (DATETIME_TYPES.has(t)) return 'datetime';
  if (t === 'json' || t === 'jsonb') return 'json';
  if (TEXT_TYPES.has(t)) return 'text';
  if (STRING_TYPES.has(t)) return column.maxLength && column.maxLength > 500 ? 'text' : 'string';
  return 'text';
}

/** `status=yes_no`, `kind=biz:market_type` lines read into column → dictionary; a Chinese message on a bad line. */
export function parseDictFields(text: string): Map<string, { code: string; biz: boolean }> | string {
  const out = new Map<string, { code: string; biz: boolean }>();
  for (const raw of text.split(/[\n,;]/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*[=:]\s*(biz:)?([A-Za-z][A-Za-z0-9_]*)$/.exec(line);
    if (!m) return `字典字段格式不正确: ${line} (例如 status=yes_no 或 kind=biz:market_type)`;
    out.set(m[1].toLowerCase(), { code: m[3], biz: Boolean(m[2]) });
  }
  return out;
}

/** The declaration the generated schema.ts says, as data (what the test loads into a server is the file itself). */
export function declarationOf(req: GenRequest): ResourceDef | string {
  const dicts = parseDictFields(req.dictFields);
  if (typeof dicts === 'string') return dicts;
  const known = new Set(req.columns.map((c) => c.name.toLowerCase()));
  for (const column of dicts.keys()) if (!known.has(column)) return `字典字段 ${column} 不是表 ${req.tableName} 的列`;
  const fields: FieldDef[] = [];
  let searchable = false;
  for (const c of req.columns) {
    const column = c.name.toLowerCase();
    if (BASE_COLUMNS.has(column)) continue;
    const dict = dicts.get(column);
    let type = fieldTypeOf(c);
    // A dictionary's keys travel as text or numbers: a coded column keeps a scalar type.
    if (dict && type !== 'int' && type !== 'string') type = 'string';
    const label = (c.comment.replace(/[\r\n\t]+/g, ' ').trim() || c.name).slice(0, 50);
    const f: FieldDef = { name: camel(column), label, type };
    if (type === 'string') f.maxLength = c.maxLength && c.maxLength > 0 ? Math.min(c.maxLength, 500) : 255;
    if (type === 'text' && c.maxLength && c.maxLength > 0) f.maxLength = c.maxLength;
    if (dict) f.dict = dict.biz ? { code: dict.code, biz: true } : { code: dict.code };
    if (!c.nullable && !c.hasDefault)
      f.required = `${dict || type === 'date' || type === 'datetime' ? '请选择' : '请输入'}${label}`;
    if (dict) f.filter = ['equal'];
    else if (type === 'string') {
      f.filter = true;
      if (!searchable) {
        f.search = true;
        f.sortable = true;
        searchable = true;
      }
    } else if (type === 'date' || type === 'datetime') {
      f.filter = true;
      f.sortable = true;
    }
    if (type === 'text' || type === 'json') f.hideInList = true;
    fields.push(f);
  }
  if (fields.length === 0) return `表 ${req.tableName} 没有可生成的列`;
  const prefix = req.tablePrefix.trim().toLowerCase();
  const bare =
    prefix && req.tableName.toLowerCase().startsWith(prefix)
      ? req.tableName.toLowerCase().slice(prefix.length)
      : req.tableName.toLowerCase();
  const group =
    menuGroups.find((g) => g.code === req.menuGroup) ??
    menuGroups.find((g) => g.code === 'develop_group') ??
    menuGroups[0];
  const label = (req.codeName.trim() || req.tableComment.replace(/[\r\n\t]+/g, ' ').trim() || req.resourceName).slice(
    0,
    64,
  );
  return {
    name: req.resourceName,
    label,
    en: `${req.resourceName} |||| ${req.resourceName}`,
    table: req.tableName.toLowerCase(),
    base: req.apiPath,
    domain: req.domain,
    tenantScoped: true,
    listShape: 'page',
    defaultSort: { field: 'createTime', order: 'DESC' },
    menu: {
      group: group.code,
      path: `${group.path}/${bare.replace(/_/g, '-') || req.resourceName}`,
      icon: 'TableChart',
    },
    fields,
  };
}

/** Text inside a generated block comment: it cannot end the comment or break the line. */
const inComment = (s: string) => s.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ');

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function fieldSource(f: FieldDef): string {
  const parts = [`name: ${q(f.name)}`, `label: ${q(f.label)}`, `type: ${q(f.type)}`];
  if (f.maxLength !== undefined) parts.push(`maxLength: ${f.maxLength}`);
  if (f.dict)
    parts.push(f.dict.biz ? `dict: { code: ${q(f.dict.code)}, biz: true }` : `dict: { code: ${q(f.dict.code)} }`);
  if (f.required) parts.push(`required: ${q(f.required)}`);
  if (f.filter === true) parts.push('filter: true');
  else if (Array.isArray(f.filter)) parts.push(`filter: [${f.filter.map(q).join(', ')}]`);
  if (f.search) parts.push('search: true');
  if (f.sortable) parts.push('sortable: true');
  if (f.hideInList) parts.push('hideInList: true');
  return `    { ${parts.join(', ')} },`;
}

/** resources/<domain>/<name>/schema.ts */
export function schemaSource(def: ResourceDef, source: string): string {
  const m = def.menu!;
  return [
    "import { defineResource } from '../../types';",
    '',
    `/** ${inComment(def.label)}: generated by the code generator from table ${def.table} of data source ${inComment(source)}. */`,
    'export default defineResource({',
    `  name: ${q(def.name)},`,
    `  label: ${q(def.label)},`,
    `  en: ${q(def.en ?? def.name)},`,
    `  table: ${q(def.table)},`,
    `  base: ${q(def.base)},`,
    `  domain: ${q(def.domain ?? 'generated')},`,
    '  tenantScoped: true,',
    "  listShape: 'page',",
    "  defaultSort: { field: 'createTime', order: 'DESC' },",
    `  menu: { group: ${q(m.group)}, path: ${q(m.path)}, icon: ${q(m.icon)} },`,
    '  fields: [',
    ...def.fields.map(fieldSource),
    '  ],',
    '});',
    '',
  ].join('\n');
}

/** resources/<domain>/<name>/index.ts: the generated screens of the declaration. */
export function screensSource(def: ResourceDef): string {
  return [
    "import TableIcon from '@mui/icons-material/TableChartOutlined';",
    "import { buildScreens } from '../../engine';",
    "import schema from './schema';",
    '',
    `/** ${inComment(def.label)}: the generated screens of the declaration are enough to start with. */`,
    'const { list, edit, create, show } = buildScreens(schema);',
    '',
    'export default { list, edit, create, show, icon: TableIcon };',
    '',
  ].join('\n');
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The menu and button rows (blade_menu) as this server's seed migration writes them for the declaration
 * (server/db/business-menus.ts), for a database this server does not seed: ids from the sequence-free
 * random id expression, parents looked up by code; idempotent (`where not exists`).
 */
export function menuSql(def: ResourceDef): string {
  const [menu] = businessMenus([def]);
  const lines = [
    `-- ${def.label}: menu and buttons (generated). This server writes the same rows itself from the declaration's`,
    '-- `menu` at its next start (server/db/seed-steps.ts); run this only on a database it does not seed.',
  ];
  const row = (
    code: string,
    parent: string,
    name: string,
    alias: string,
    path: string,
    source: string,
    sort: number,
    category: number,
    action: number,
  ) =>
    lines.push(
      'insert into blade_menu (id, parent_id, code, name, alias, path, source, sort, category, action, is_open, status, is_deleted)',
      `select (floor(random() * 9e15) + 1e15)::bigint, p.id, ${sqlText(code)}, ${sqlText(name)}, ${sqlText(alias)}, ${sqlText(path)}, ${sqlText(source)}, ${sort}, ${category}, ${action}, 1, 1, 0`,
      `  from blade_menu p where p.code = ${sqlText(parent)} and p.is_deleted = 0`,
      `   and not exists (select 1 from blade_menu m where m.code = ${sqlText(code)} and m.is_deleted = 0);`,
    );
  row(menu.code, menu.group.code, menu.name, menu.code, menu.path, menu.source, menu.sort, 1, 0);
  menu.buttons.forEach((b, i) =>
    row(b.code, menu.code, b.name, b.alias, `${menu.path}/${b.alias}`, '', i + 1, 2, b.action),
  );
  return lines.join('\n') + '\n';
}

/** What to add by hand to take the generated resource in (the two lists are shared files). */
export function readmeSource(def: ResourceDef, dir: string): string {
  return [
    `# ${def.label} (${def.name})`,
    '',
    `Generated from table \`${def.table}\`. Copy \`${dir}/\` into the repository, then:`,
    '',
    `1. \`resources/declarations.ts\`: \`import ${def.name} from './${def.domain}/${def.name}/schema';\` and add \`${def.name}\` to \`allResources\`.`,
    `2. \`resources/registry.ts\`: \`${def.name}: () => import('./${def.domain}/${def.name}'),\` in \`resourceScreens\`.`,
    '3. Restart the server: it creates the table, serves the API and seeds the menu and buttons',
    `   (\`menu.sql\` holds the same rows for a database this server does not seed).`,
    '',
  ].join('\n');
}

/** Every file of one generated resource, paths relative to the repository root. */
export function generatedFiles(req: GenRequest, sourceName: string): GenFile[] | string {
  const def = declarationOf(req);
  if (typeof def === 'string') return def;
  const dir = `resources/${def.domain}/${def.name}`;
  return [
    { path: `${dir}/schema.ts`, content: schemaSource(def, sourceName) },
    { path: `${dir}/index.ts`, content: screensSource(def) },
    { path: `${dir}/menu.sql`, content: menuSql(def) },
    { path: `${dir}/README.md`, content: readmeSource(def, dir) },
  ];
}
