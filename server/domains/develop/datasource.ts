import type { FastifyInstance } from 'fastify';
import type datasource from '../../../resources/develop/datasource/schema';
import type { RequestContext } from '../../http/access';
import type { Repository } from '../../crud/repository';
import type { SubmitCall } from '../../crud/resource-server';
import { writableValues } from '../../crud/validate';
import { ok, status } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { ctxOf, isBlank, paramsOf, requiredId } from '../../http/request';
import { done, envelope, noParams, params, queryIntoBody, rows, S, withMessage } from '../../http/route-schema';
import { listTables, parseAddress, reasonOf, testConnection, type SourceAddress, type SourceKind } from './remote-db';
import type { SecretBox } from '../../secrets/secret-box';

const platform = { platformAdmin: true } as const;

/** The connection parts of a stored data source row, its password opened; a Chinese message when unusable. */
export function addressOf(row: Record<string, unknown>, box: SecretBox): SourceAddress {
  const parsed = parseAddress(String(row.kind ?? ''), String(row.url ?? ''));
  if (typeof parsed === 'string') throw businessError(parsed);
  const sealed = String(row.password ?? '');
  const password = sealed ? box.open(sealed) : '';
  if (password === undefined) throw businessError('数据源密码无法解密(服务器密钥已更换),请重新输入密码');
  return { kind: row.kind as SourceKind, ...parsed, user: String(row.username ?? ''), password };
}

/** A live data source row (platform rows: the resource is not tenant scoped), or 404. */
export async function sourceRow(
  app: FastifyInstance,
  ctx: RequestContext,
  id: unknown,
): Promise<Record<string, unknown>> {
  const key = requiredId(id, '请选择数据源');
  const row = await app.repo('datasource').findRow(ctx, key);
  if (!row) throw notFound('数据源不存在');
  return row;
}

/**
 * 数据源's submit checks, before the generic submit: the declared rules first, the address (sensible for
 * its kind), and the password, write-only: its field is serverOnly, so the generic submit neither
 * answers nor writes it. A given password is sealed and answered here, to be written with the row; an
 * update without one keeps the stored password. A source may have none (trust or socket authentication).
 */
export function datasourceSubmitCheck(app: FastifyInstance, repo: Repository<typeof datasource>) {
  return async ({ ctx, body }: SubmitCall) => {
    const insert = isBlank(body.id);
    // The declared rules first (required messages, formats), in the declaration's order.
    writableValues(repo.def, body, insert ? 'insert' : 'update');
    const current = insert ? undefined : await repo.findRow(ctx, String(body.id));
    if (!insert && !current) throw notFound('数据不存在');
    // The address must make sense for its kind (a default port, no metadata host), whichever of the two changed.
    const kind = body.kind ?? current?.kind;
    const url = body.url ?? current?.url;
    if (!isBlank(kind) && !isBlank(url)) {
      const parsed = parseAddress(String(kind), String(url));
      if (typeof parsed === 'string') throw badRequest(parsed);
    }
    if (isBlank(body.password)) return;
    const password = String(body.password);
    if (password.length > 200) throw badRequest('密码长度不能超过200个字符');
    return { password: app.dataSourceSecrets.seal(password) };
  };
}

/** The data source a call names (`id`): the refusal of a missing or malformed one is the handler's own. */
const sourceId = withMessage(S.id, '请选择数据源');

/**
 * 数据源's own routes: `select` (id and name for pickers), `test` (connect and `select 1`, the driver's
 * reason on failure) and `tables` (the tables the code generator may read).
 */
export function datasourceRoutes(app: FastifyInstance, repo: Repository<typeof datasource>) {
  const { base } = repo.def;
  const box = app.dataSourceSecrets;

  app.get(
    `${base}/select`,
    { config: { access: platform }, schema: { querystring: noParams, response: envelope(rows()) } },
    async (req) => {
      const found = await repo.list(ctxOf(req), {
        filters: [],
        orders: [{ column: 'name', dir: 'asc' }],
        current: 1,
        size: 1000,
      });
      return ok(found.map((r) => ({ id: r.id, name: r.name, kind: r.kind })));
    },
  );

  app.post(
    `${base}/test`,
    {
      config: { access: platform },
      preValidation: queryIntoBody,
      schema: { body: params({ id: sourceId }), response: done },
    },
    async (req) => {
      const row = await sourceRow(app, ctxOf(req), paramsOf(req).id);
      const address = addressOf(row, box);
      try {
        await testConnection(address);
      } catch (error) {
        throw businessError(`连接失败: ${reasonOf(error, address.password)}`);
      }
      return status(true, '连接成功');
    },
  );

  app.get(
    `${base}/tables`,
    { config: { access: platform }, schema: { querystring: params({ id: sourceId }), response: envelope(rows()) } },
    async (req) => {
      const row = await sourceRow(app, ctxOf(req), paramsOf(req).id);
      const address = addressOf(row, box);
      try {
        return ok(await listTables(address));
      } catch (error) {
        throw businessError(`连接失败: ${reasonOf(error, address.password)}`);
      }
    },
  );
}
