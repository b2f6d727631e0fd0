import type { ResourceDef } from '../../../../resources/types';

type Row = Record<string, unknown>;

/** What a tenant reads of its own error log: when, what (the message) and the request id to report. */
const TENANT_FIELDS = new Set(['id', 'tenantId', 'createTime', 'message', 'requestId']);
/** Uploaded by the tenant's own browsers (server/auth/client-error-log.ts): their message is theirs. */
const WEB_SERVICE = 'web';
export const SERVER_ERROR_MESSAGE = '服务器内部错误,请将请求编号告知平台管理员';

/**
 * A server error's message, stack, file, class, host and address are the server's internals (database
 * text, paths, where it runs): they stay with the platform administrator and the server log. A tenant
 * sees its entries' time, message (the generic one for a server error) and request id.
 */
export function tenantErrorRow(row: Row): Row {
  const out: Row = {};
  for (const k of TENANT_FIELDS) if (k in row) out[k] = row[k];
  if (row.serviceId !== WEB_SERVICE) out.message = SERVER_ERROR_MESSAGE;
  return out;
}

/**
 * The declaration a tenant's error-log query is parsed against: filters and sort only on what it may
 * see, so no filter on the hidden columns can answer questions about them (message_like on a database
 * error, say). The request id is the one filter.
 */
export function tenantErrorDef(def: ResourceDef): ResourceDef {
  return { ...def, fields: def.fields.filter((f) => f.name === 'requestId') };
}
