import { S, type JsonSchema } from '../../http/route-schema';

/**
 * Ids as the administration routes read them (server/http/request.ts idList): a comma list (`1,2`), or
 * in a JSON body a list of ids. A malformed one answers `参数格式错误: <name>`, as the handlers did.
 */
export const idsOrList = { anyOf: [S.ids, { type: 'array', items: S.id }] };

/**
 * The fields of a JSON body read as it came (not merged with the query string): named for the contract,
 * checked by the handler against the declaration. Anything else passes: the handler answers a body that
 * is no object (or none) itself, with the message it always gave.
 */
export const bodyFields = (properties: Record<string, JsonSchema>): JsonSchema => ({
  anyOf: [{ type: 'object', properties, additionalProperties: true }, { not: { type: 'object' } }],
});
