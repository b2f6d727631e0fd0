import type { FieldDef, ResourceDef } from '../../resources/types';
import { queryShape } from '../crud/list-params';

/** A JSON Schema (2020-12, as OpenAPI 3.1 reads it). */
export type Schema = Record<string, unknown>;

/** The name of a resource's schema under `components.schemas` (the declaration's name). */
export const schemaNameOf = (def: ResourceDef) => def.name;

export const schemaRef = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/** How a field's value travels on the wire (docs/blade-protocol.md): ids as text, dates as text. */
function wireType(f: FieldDef): Schema {
  switch (f.type) {
    case 'int':
      return { type: ['integer', 'null'] };
    case 'number':
      return { type: ['number', 'string', 'null'] };
    case 'id':
      return { type: ['string', 'null'], pattern: '^\\d{1,19}$' };
    case 'ids':
      return { type: ['string', 'null'], description: '逗号分隔的 id' };
    case 'date':
      return { type: ['string', 'null'], format: 'date' };
    case 'datetime':
      return { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
    case 'json':
      return {};
    default:
      return { type: ['string', 'null'], ...(f.maxLength ? { maxLength: f.maxLength } : {}) };
  }
}

/** The Chinese label as the title; the English label, the choices and the dictionary as the description. */
function describe(f: Pick<FieldDef, 'label' | 'en' | 'choices' | 'dict'>): Schema {
  const parts = [
    f.en ?? '',
    f.choices ? `取值: ${f.choices.map((c) => `${c.id} ${c.name}`).join(', ')}` : '',
    f.dict ? `字典: ${f.dict.code}${f.dict.biz ? ' (业务字典)' : ''}` : '',
  ].filter(Boolean);
  return { title: f.label, ...(parts.length ? { description: parts.join('; ') } : {}) };
}

export function fieldSchema(f: FieldDef): Schema {
  const wire = wireType(f);
  const own = describe(f);
  const description = [own.description, wire.description].filter(Boolean).join('; ');
  return {
    ...wire,
    ...own,
    ...(description ? { description } : {}),
    ...(f.readOnly ? { readOnly: true } : {}),
  };
}

const readOnlyText = (title: string, description: string): Schema => ({
  type: ['string', 'null'],
  title,
  description,
  readOnly: true,
});

/** The columns every row carries (docs/blade-protocol.md "Base entity"), filled by the server. */
function baseFields(def: ResourceDef): Record<string, Schema> {
  return {
    id: {
      type: ['string', 'null'],
      title: '主键',
      description: 'Id; 新增时为空 (empty on insert)',
      pattern: '^\\d{1,19}$',
    },
    ...(def.tenantScoped ? { tenantId: readOnlyText('租户', 'Tenant') } : {}),
    createUser: readOnlyText('创建人', 'Created by'),
    createDept: readOnlyText('创建部门', 'Created in dept'),
    createTime: readOnlyText('创建时间', 'Created at'),
    updateUser: readOnlyText('修改人', 'Updated by'),
    updateTime: readOnlyText('修改时间', 'Updated at'),
    status: { type: ['integer', 'null'], title: '状态', description: 'Status' },
  };
}

/**
 * A declared resource's row as the wire shows it: its fields (server-only ones never), the base
 * columns, and the labels its references are answered with (deptId → deptName).
 */
export function resourceSchema(def: ResourceDef): Schema {
  const fields = def.fields.filter((f) => !f.serverOnly);
  const properties: Record<string, Schema> = { ...baseFields(def) };
  for (const f of fields) {
    properties[f.name] = fieldSchema(f);
    if (f.reference || f.codeOf) {
      const labelAs = f.labelAs ?? `${f.name.replace(/Ids?$/, '')}Name`;
      if (!(labelAs in properties)) properties[labelAs] = readOnlyText(`${f.label}名称`, `${f.en ?? f.name} (label)`);
    }
  }
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return {
    type: 'object',
    title: def.label,
    ...(def.en ? { description: def.en.split('||||')[0].trim() } : {}),
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: true,
  };
}

/** A query parameter of a route. */
export interface QueryParam {
  name: string;
  in: 'query';
  required?: boolean;
  description?: string;
  schema: Schema;
}

const param = (name: string, schema: Schema, description: string, required = false): QueryParam => ({
  name,
  in: 'query',
  ...(required ? { required } : {}),
  description,
  schema,
});

/** Paging and ordering of `list`, `page` and `export`. */
export const pagingParams = (): QueryParam[] => [
  param('current', { type: 'integer', minimum: 1, default: 1 }, '页码 (page number)'),
  param('size', { type: 'integer', minimum: 1, maximum: 1000, default: 10 }, '每页条数 (page size)'),
  param('ascs', { type: 'string' }, '升序字段, 逗号分隔 (ascending fields)'),
  param('descs', { type: 'string' }, '降序字段, 逗号分隔 (descending fields)'),
];

/**
 * The filters a list accepts: one parameter per filterable field (the bare name), the other operators
 * as suffixes of the name (docs/blade-protocol.md "Query conventions"), named in its description.
 */
export function filterParams(def: ResourceDef): QueryParam[] {
  return [...queryShape(def).filterable].map(([name, { field, ops }]) => {
    const suffixes = ops.filter(Boolean).map((op) => `${name}_${op}`);
    const { title, description } = describe(field);
    const text = [`${String(title)}${description ? ` (${String(description)})` : ''}`];
    if (suffixes.length) text.push(`也可: ${suffixes.join(', ')}`);
    return param(name, { type: 'string' }, text.join('; '));
  });
}

export const idParam = (required = true) =>
  param('id', { type: 'string', pattern: '^\\d{1,19}$' }, '主键 (id)', required);

export const idsParam = () =>
  param('ids', { type: 'string', pattern: '^\\d{1,19}(,\\d{1,19})*$' }, '主键, 逗号分隔 (comma-joined ids)', true);
