import type { FastifyRequest } from 'fastify';

/**
 * The contract of a hand-written route, as Fastify wants it (`schema`: querystring, body, response):
 * input is validated by Ajv before the handler runs, refused the same way everywhere (the error handler
 * turns a failure into `参数格式错误: <name>` or `缺少必要的请求参数: <name>`, or the property's own
 * `x-message`), and the answer is serialized from its schema. The generic routes of the declared
 * resources validate from their declarations instead (route config `validatedBy: 'declaration'`).
 */

export type JsonSchema = Record<string, unknown>;

/**
 * The message a failure of this property answers instead of the generic one (a spec's message); kept
 * on every branch of an `anyOf`, where Ajv reports the branch that failed.
 */
export function withMessage(schema: JsonSchema, message: string): JsonSchema {
  const branches = Array.isArray(schema.anyOf)
    ? { anyOf: (schema.anyOf as JsonSchema[]).map((b) => withMessage(b, message)) }
    : {};
  return { ...schema, ...branches, 'x-message': message };
}

/** Blank (empty or white space): Blade clients send unused parameters that way, and it means absent. */
const blank = { pattern: '^\\s*$' };

/** Property schemas of the wire's values. Every one also accepts what a query string carries (text). */
export const S = {
  /** A row id (snowflake, int8): digits, as text; blank is absent. */
  id: { type: 'string', pattern: '^\\s*(\\d{1,19})?\\s*$' },
  /** Row ids, comma-joined (`1,2,3`); blank is none. */
  ids: { type: 'string', pattern: '^\\s*(\\d{1,19}(\\s*,\\s*\\d{1,19})*\\s*,?)?\\s*$' },
  /** Free text, at most `max` characters. */
  text: (max = 255): JsonSchema => ({ type: 'string', maxLength: max }),
  /** A whole number (a query string's text is converted); blank is absent. */
  int: (min?: number, max?: number): JsonSchema => ({
    anyOf: [
      { type: 'string', ...blank },
      {
        type: 'integer',
        ...(min === undefined ? {} : { minimum: min }),
        ...(max === undefined ? {} : { maximum: max }),
      },
    ],
  }),
  /** One of the given codes. */
  oneOf: (...values: Array<string | number>): JsonSchema => ({ enum: values }),
  /** A day of the calendar: yyyy-MM-dd; blank is absent. */
  date: { type: 'string', anyOf: [blank, { format: 'date' }] },
  /** A moment: yyyy-MM-dd HH:mm:ss, or a day (its first second); blank is absent. */
  datetime: { type: 'string', anyOf: [blank, { pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$' }] },
  /** A month: yyyy-MM; blank is absent. */
  month: { type: 'string', anyOf: [blank, { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }] },
  /** 0 or 1 (Blade's flags). */
  flag: { type: 'integer', enum: [0, 1] },
  /** A page number and size, as `/page` reads them. */
  current: { type: 'integer', minimum: 1 },
  size: { type: 'integer', minimum: 1, maximum: 1000 },
  /** Anything (a value the handler checks itself, or an answer's free structure). */
  any: {},
  /** An object with any properties (a row as the wire shows it). */
  record: { type: 'object', additionalProperties: true },
} as const;

/**
 * The parameters of a route: the declared ones checked, `required` ones present; others a Blade client
 * adds (a cache-busting `_t`) pass untouched.
 */
export function params(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: true };
}

/** A route that takes no parameters. */
export const noParams: JsonSchema = params({});

/** Rows as the wire shows them. */
export const rows = (row: JsonSchema = S.record): JsonSchema => ({ type: 'array', items: row });

/** A Blade page of rows (`{records, total, size, current, pages}`). */
export const pageOf = (row: JsonSchema = S.record): JsonSchema => ({
  type: 'object',
  properties: {
    records: rows(row),
    total: { type: 'integer' },
    size: { type: 'integer' },
    current: { type: 'integer' },
    pages: { type: 'integer' },
    orders: { type: 'array' },
    searchCount: { type: 'boolean' },
  },
  additionalProperties: true,
});

/**
 * `data` may also be null: an empty answer (`ok(null)`) and a business refusal (HTTP 200, Blade's
 * R.fail, `data: null`) go through the same serializer, which would otherwise write `{}`, `[]` or `false`.
 */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type))
    return schema.type.includes('null') ? schema : { ...schema, type: [...schema.type, 'null'] };
  return Object.keys(schema).length === 0 ? schema : { anyOf: [schema, { type: 'null' }] };
}

/** Blade's answer envelope `{code, success, data, msg}` around `data` (or null). */
export function envelope(data: JsonSchema = S.any): Record<number, JsonSchema> {
  return {
    200: {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        success: { type: 'boolean' },
        data: orNull(data),
        msg: { type: 'string' },
      },
      required: ['code', 'success', 'msg'],
    },
  };
}

/** The answer of a route that only says it was done (`data: true`). */
export const done = envelope({ type: 'boolean' });

/**
 * A file download (a stream or a buffer, never serialized), or the envelope of a business refusal
 * (HTTP 200 too), which must be written as the object it is.
 */
export const file: Record<number, JsonSchema> = {
  200: { description: 'a file', anyOf: [{ type: 'string', format: 'binary' }, envelope()[200]] },
};

/**
 * For routes whose parameters Blade clients send in the query string (older Saber) or in a JSON body
 * (newer): the two are merged into the body before validation (the body winning), so one `body`
 * schema checks them wherever they came from. `paramsOf(req)` reads the same merge.
 */
export async function queryIntoBody(req: FastifyRequest) {
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  req.body = { ...(req.query as Record<string, unknown>), ...body };
}

/**
 * Ajv as the routes' contracts need it: errors that carry the failing schema (for `x-message`), and
 * `x-message` known as a keyword that checks nothing.
 */
const xMessage = <A extends { addKeyword(def: { keyword: 'x-message'; schemaType: 'string' }): A }>(ajv: A): A =>
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });

export const ajvOptions = { customOptions: { verbose: true }, plugins: [xMessage] };

interface ValidationFailure {
  keyword: string;
  instancePath: string;
  params: { missingProperty?: string };
  parentSchema?: { 'x-message'?: string; properties?: Record<string, { 'x-message'?: string }> };
}

/** The answer to input its schema refused: the property's own message, or the generic one naming it. */
export function validationMessage(failures: ValidationFailure[]): string {
  const first = failures[0];
  if (!first) return '请求参数格式错误';
  if (first.keyword === 'required') {
    const name = first.params.missingProperty ?? '';
    return first.parentSchema?.properties?.[name]?.['x-message'] ?? `缺少必要的请求参数: ${name}`;
  }
  const name = first.instancePath.split('/').filter(Boolean)[0] ?? '';
  return first.parentSchema?.['x-message'] ?? (name ? `参数格式错误: ${name}` : '请求参数格式错误');
}

/**
 * The options of a route open to holders of `perm` whose parameters Blade clients send in the query or
 * the body (merged by `queryIntoBody`), checked by `body`.
 */
export const paramsRoute = (perm: string | string[], body: JsonSchema, response: Record<number, JsonSchema>) => ({
  config: { access: { perm } },
  preValidation: queryIntoBody,
  schema: { body, response },
});
