import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { call, login, useServer } from './harness';

const server = useServer();
let token: string;

beforeAll(async () => {
  token = (await login(server)).access_token;
});

const fields = [
  'paramName',
  'paramKey',
  'paramValue',
  'remark',
  'createTime',
  'id',
  'status',
  'tenantId',
  'isDeleted',
  'param_name',
  'x',
  '',
];
const suffixes = [
  '',
  '_equal',
  '_notequal',
  '_like',
  '_likeleft',
  '_likeright',
  '_notlike',
  '_ge',
  '_le',
  '_gt',
  '_lt',
  '_datege',
  '_dategt',
  '_dateequal',
  '_datele',
  '_datelt',
  '_null',
  '_notnull',
  '_ignore',
  '_in',
  '_',
];
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "'",
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '2026-01-01',
    '2026-13-45 25:61:61',
    '-1',
    '0',
    '9223372036854775808',
    '1e400',
    'NaN',
    'null',
    '"; drop table blade_param; --',
    '\u0000',
    'param_name desc',
    'id,param_key',
    '',
    ' ',
    '1.5',
    '-99999999999999999999',
    '2147483648',
    '-2147483649',
    '0000-00-00',
    '2024-02-30',
    '2024-02-29 23:59:59',
    '2024-01-01T10:00',
    '1,2',
    '１',
  ),
  fc.integer().map(String),
);
const SQL_TEXT = /(syntax|relation|column|select |insert |update |delete |postgres|pglite|sqlstate|stack|at \w+ \()/i;

it('list parameters never cause a 500 or leak database text', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc.oneof(
          fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...suffixes)).map(([f, s]) => f + s),
          fc.constantFrom('current', 'size', 'ascs', 'descs'),
        ),
        nasty,
        { maxKeys: 4 },
      ),
      fc.constantFrom('page', 'list'),
      async (query, op) => {
        const r = await call(server, `/api/blade-system/param/${op}`, { token, query });
        expect([200, 400]).toContain(r.status);
        expect(typeof r.body).toBe('object');
        expect(r.body.code).toBe(r.status);
        if (r.status === 400) expect(r.body.msg).not.toMatch(SQL_TEXT);
      },
    ),
    { numRuns: 300 },
  );
});

it('user page parameters of the stock client never cause a 500', async () => {
  const userFields = [
    'deptId',
    'roleId',
    'userType',
    'account',
    'realName',
    'sex',
    'birthday',
    'status',
    'password',
    'postId',
    'code',
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc
          .tuple(fc.constantFrom(...userFields), fc.constantFrom('', '_equal', '_like', '_ge', '_datege', '_null'))
          .map(([f, x]) => f + x),
        nasty,
        { maxKeys: 4 },
      ),
      async (query) => {
        const r = await call(server, '/api/blade-user/page', { token, query: { current: 1, size: 10, ...query } });
        expect([200, 400]).toContain(r.status);
        expect(r.body.code).toBe(r.status);
        if (r.status === 400) expect(r.body.msg).not.toMatch(SQL_TEXT);
      },
    ),
    { numRuns: 150 },
  );
});

it('blank values, unknown parameters and unknown sort fields are no condition', async () => {
  const all = (await call(server, '/api/blade-system/param/page', { token })).body.data.total;
  const known = ['paramName', 'paramKey', 'paramValue', 'remark', 'createTime', 'id', 'status'];
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc.oneof(
          // A known field with any suffix but a blank value, or a name that is no field at all.
          fc
            .tuple(
              fc.constantFrom(...known),
              fc.constantFrom(...suffixes.filter((x) => x !== '_null' && x !== '_notnull')),
            )
            .map(([f, x]) => `${f}${x}`),
          fc
            .string({ minLength: 1 })
            .filter(
              (k) =>
                !known.some((f) => k === f || k.startsWith(`${f}_`)) &&
                !['current', 'size', 'ascs', 'descs'].includes(k),
            ),
        ),
        fc.constantFrom('', ' ', '  '),
        { maxKeys: 4 },
      ),
      fc.string(),
      async (query, sort) => {
        const unknownSort = sort
          .split(',')
          .every(
            (x) =>
              !known.includes(x.trim()) &&
              !['param_name', 'param_key', 'create_time', 'update_time', 'updateTime'].includes(x.trim()),
          );
        const r = await call(server, '/api/blade-system/param/page', {
          token,
          query: { ...query, ...(unknownSort ? { descs: sort } : {}) },
        });
        expect(r.status).toBe(200);
        expect(r.body.data.total).toBe(all);
      },
    ),
    { numRuns: 150 },
  );
});

it('detail and remove ids never cause a 500', async () => {
  await fc.assert(
    fc.asyncProperty(nasty, async (id) => {
      const d = await call(server, '/api/blade-system/param/detail', { token, query: { id } });
      expect(d.status).toBeLessThan(500);
      const r = await call(server, '/api/blade-system/param/remove', { token, method: 'POST', query: { ids: id } });
      expect(r.status).toBeLessThan(500);
      expect(String(r.body.msg)).not.toMatch(SQL_TEXT);
    }),
    { numRuns: 100 },
  );
});

it('submit bodies of any shape never cause a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          paramName: fc.oneof(nasty, fc.anything()),
          paramKey: fc.oneof(nasty, fc.anything()),
          paramValue: fc.oneof(nasty, fc.anything()),
          id: fc.oneof(fc.constant(undefined), nasty),
        },
        { requiredKeys: [] },
      ),
      async (body) => {
        const r = await call(server, '/api/blade-system/param/submit', { token, body });
        expect(r.status).toBeLessThan(500);
        expect(String(r.body.msg)).not.toMatch(SQL_TEXT);
      },
    ),
    { numRuns: 150 },
  );
});
