import type { RouteOptions } from 'fastify';
import type { ActionDef, ResourceDef } from '../../resources/types';
import type { Access } from '../http/access';
import {
  fieldSchema,
  filterParams,
  idParam,
  idsParam,
  pagingParams,
  type QueryParam,
  type Schema,
} from './resource-schemas';

/**
 * What the document says of one route, from what the route already declares: its access (`x-access`,
 * the permission codes, the `security` requirement), its tag (the declared resource it serves, else the
 * first segment of its path after /api), and for the generic routes of a declared resource (whose input
 * is checked against the declaration, not a route schema) their parameters built from the declaration.
 * The route itself is never changed: this only feeds @fastify/swagger's `transform`.
 */

/** The generic operations of a declared resource, by the last segment of their path. */
const GENERIC: Record<string, string> = {
  list: '列表',
  page: '分页',
  detail: '详情',
  submit: '新增或修改',
  remove: '删除',
  export: '导出 Excel',
  options: '选择项',
  history: '操作记录',
  enable: '启用',
};

/** A route's place among the declared resources: which one, and which of its operations. */
export interface ResourceOperation {
  def: ResourceDef;
  /** `list`, `page`, ..., `action`, or `own` (a route the resource's server.ts adds). */
  kind: string;
  action?: ActionDef;
}

/** The declared resources by base path, longest first, so that a nested base wins over its parent. */
export function resourceFinder(resources: readonly ResourceDef[]) {
  const byBase = [...resources].sort((a, b) => b.base.length - a.base.length);
  return (url: string): ResourceOperation | undefined => {
    const def = byBase.find((d) => url.startsWith(`${d.base}/`) && !url.slice(d.base.length + 1).includes('/'));
    if (!def) return undefined;
    const last = url.slice(def.base.length + 1);
    const action = (def.lifecycles ?? []).flatMap((l) => l.actions).find((a) => a.name === last);
    if (action) return { def, kind: 'action', action };
    if (last in GENERIC) return { def, kind: last };
    if (def.exportAliases?.includes(last)) return { def, kind: 'export' };
    return { def, kind: 'own' };
  };
}

/** `x-access` names the kind of access; permission codes are listed in `x-permissions`. */
export function accessFacts(access: Access): Schema {
  if (access === 'public') return { 'x-access': 'public', security: [] };
  const bearer = [{ BladeAuth: [] }];
  if (access === 'authenticated') return { 'x-access': 'authenticated', security: bearer };
  if ('platformAdmin' in access) return { 'x-access': 'platformAdmin', security: bearer };
  return { 'x-access': 'permission', 'x-permissions': [access.perm].flat(), security: bearer };
}

function accessText(access: Access): string {
  if (access === 'public') return '访问: 公开 (public)';
  if (access === 'authenticated') return '访问: 登录用户 (any signed-in user)';
  if ('platformAdmin' in access) return '访问: 平台管理员 (platform administrator)';
  return `访问: 持有权限 ${[access.perm].flat().join(' 或 ')} 之一 (permission)`;
}

/** The sign-in routes, which check the client's `Authorization: Basic` header. */
const CLIENT_AUTHENTICATED = new Set(['/api/blade-auth/oauth/token', '/api/blade-auth/token']);

const queryOf = (list: QueryParam[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(list.map((p) => [p.name, { ...p.schema, description: p.description }])),
  ...(list.some((p) => p.required) ? { required: list.filter((p) => p.required).map((p) => p.name) } : {}),
});

/** The query parameters of a generic route of a declared resource. */
function declaredQuery(op: ResourceOperation): Schema | undefined {
  const { def, kind, action } = op;
  if (kind === 'list' || kind === 'page' || kind === 'export')
    return queryOf([...pagingParams(), ...filterParams(def)]);
  if (kind === 'detail' || kind === 'history' || kind === 'enable') return queryOf([idParam()]);
  if (kind === 'remove') return queryOf([idsParam()]);
  if (kind === 'options')
    return queryOf([{ ...idsParam(), required: false, description: '只取这些主键的选择项 (only these ids)' }]);
  if (kind === 'action' && action) {
    const params = (action.params ?? []).map((p): QueryParam => ({
      name: p.name,
      in: 'query',
      ...(p.required ? { required: true } : {}),
      description: `${p.label}${p.en ? ` (${p.en})` : ''}`,
      schema: fieldSchema(p as Parameters<typeof fieldSchema>[0]),
    }));
    return queryOf([action.bulk ? idsParam() : idParam(), ...params]);
  }
  return undefined;
}

/** The resource's label and what the operation does (an own route: its path's last segment). */
function summaryOf(op: ResourceOperation, url: string) {
  const what = op.kind === 'action' ? op.action?.label : (GENERIC[op.kind] ?? url.slice(op.def.base.length + 1));
  return `${op.def.label} · ${what}`;
}

/** The tag of a route that serves no declared resource: the first path segment after /api. */
const domainTag = (url: string) => url.split('/')[2] ?? 'api';

/** The tag of a declared resource: its label, and its name where two resources share a label. */
export function resourceTags(resources: readonly ResourceDef[]) {
  const count = new Map<string, number>();
  for (const d of resources) count.set(d.label, (count.get(d.label) ?? 0) + 1);
  return (def: ResourceDef) => ((count.get(def.label) ?? 0) > 1 ? `${def.label} (${def.name})` : def.label);
}

interface TransformInput {
  schema: RouteOptions['schema'];
  url: string;
  route: RouteOptions;
}

/** @fastify/swagger's `transform`: the route's own schema and what the document adds to it. */
export function operationTransform(resources: readonly ResourceDef[]) {
  const find = resourceFinder(resources);
  const tagOf = resourceTags(resources);
  return ({ schema, url, route }: TransformInput): { schema: Schema; url: string } => {
    const own = (schema ?? {}) as Schema;
    // The document is of the API: the web app's files and pages are not in it.
    if (own.hide || !url.startsWith('/api/')) return { schema: { ...own, hide: true }, url };
    const access = route.config?.access as Access;
    const op = find(url);
    const declared = op && route.config?.validatedBy === 'declaration' ? declaredQuery(op) : undefined;
    const facts = accessFacts(access);
    return {
      url,
      schema: {
        ...own,
        ...(declared && !own.querystring ? { querystring: declared } : {}),
        tags: [op ? tagOf(op.def) : domainTag(url)],
        ...(op ? { summary: summaryOf(op, url), 'x-resource': op.def.name, 'x-operation': op.kind } : {}),
        description: accessText(access),
        ...facts,
        ...(CLIENT_AUTHENTICATED.has(url) ? { security: [{ ClientBasic: [] }] } : {}),
      },
    };
  };
}
