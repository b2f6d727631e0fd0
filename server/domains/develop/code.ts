import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import type code from '../../../resources/develop/code/schema';
import type { RequestContext } from '../../http/access';
import type { Repository } from '../../crud/repository';
import { ok } from '../../http/envelope';
import { badRequest, businessError, notFound } from '../../http/errors';
import { ctxOf, idList, paramsOf, requiredId } from '../../http/request';
import { envelope, file, params, queryIntoBody, rows, S, withMessage } from '../../http/route-schema';
import { generatedFiles, type GenFile } from './codegen';
import { addressOf, sourceRow } from './datasource';
import { readTable, reasonOf } from './remote-db';
import { writeGenerated } from './write-generated';

const platform = { platformAdmin: true } as const;

/** The systems gen-code writes for: `saber`, our react-admin web app (docs/spec.md §9). */
const SYSTEMS = new Set(['saber']);

/** Copied rows keep everything but their id and audit columns. */
const COPIED = [
  'codeName',
  'datasourceId',
  'tableName',
  'tablePrefix',
  'resourceName',
  'domain',
  'apiPath',
  'menuGroup',
  'dictFields',
  'remark',
] as const;

/**
 * 代码生成's own routes: `gen-code (ids, system)` answers a zip of the generated resources (files shown
 * by `preview (id)` too), `copy (id)` duplicates a row. The table is read through its data source at
 * generation time, so the files follow the table as it is now.
 */
export function codeRoutes(app: FastifyInstance, repo: Repository<typeof code>) {
  const { base } = repo.def;
  const box = app.dataSourceSecrets;

  /** The files of one code row: its table read through its data source. */
  async function filesOf(ctx: RequestContext, id: string): Promise<GenFile[]> {
    const row = await repo.findRow(ctx, id);
    if (!row) throw notFound('数据不存在');
    const resourceName = String(row.resourceName ?? '');
    if (app.repos.has(resourceName)) throw businessError(`资源名 ${resourceName} 已被系统使用,请换一个`);
    const source = await sourceRow(app, ctx, row.datasourceId);
    const address = addressOf(source, box);
    let table;
    try {
      table = await readTable(address, String(row.tableName ?? ''));
    } catch (error) {
      throw businessError(`读取数据源失败: ${reasonOf(error, address.password)}`);
    }
    if (!table) throw businessError(`数据源 ${String(source.name)} 中不存在表 ${String(row.tableName)}`);
    const files = generatedFiles(
      {
        codeName: String(row.codeName ?? ''),
        tableName: String(row.tableName ?? ''),
        tablePrefix: String(row.tablePrefix ?? ''),
        resourceName,
        domain: String(row.domain ?? 'generated'),
        apiPath: String(row.apiPath ?? ''),
        menuGroup: String(row.menuGroup ?? ''),
        dictFields: String(row.dictFields ?? ''),
        tableComment: table.comment,
        columns: table.columns,
      },
      String(source.name ?? ''),
    );
    if (typeof files === 'string') throw businessError(files);
    return files;
  }

  // The ids may come as a comma list or an array (idList); the system is checked by the handler.
  app.post(
    `${base}/gen-code`,
    {
      config: { access: platform },
      preValidation: queryIntoBody,
      schema: { body: params({ ids: S.any, system: S.any }), response: file },
    },
    async (req, reply) => {
      const p = paramsOf(req);
      const ids = idList(p.ids, 'ids');
      if (ids.length === 0) throw badRequest('请选择至少一条数据');
      if (ids.length > 20) throw badRequest('一次最多生成20个资源');
      const system = String(p.system ?? 'saber').trim() || 'saber';
      if (!SYSTEMS.has(system)) throw badRequest(`不支持的系统: ${system.slice(0, 20)} (支持 saber)`);
      const ctx = ctxOf(req);
      const zip = new JSZip();
      const names = new Set<string>();
      const all: GenFile[] = [];
      for (const id of ids) {
        const files = await filesOf(ctx, id);
        const dir = files[0].path.split('/').slice(0, 3).join('/');
        if (names.has(dir)) throw businessError(`所选的代码生成配置生成了同一个目录 ${dir}`);
        names.add(dir);
        for (const f of files) zip.file(f.path, f.content);
        all.push(...files);
      }
      // In development the files also land in the working tree (CODEGEN_WRITE_DIR); the zip is answered either way.
      if (app.config.codegenWriteDir) {
        const written = writeGenerated(app.config.codegenWriteDir, all);
        if (typeof written === 'string') throw businessError(written);
        req.log.info({ written }, 'code generator wrote files');
      }
      const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      return reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="${ids.length === 1 ? [...names][0].split('/')[2] : `${system}-code`}.zip"`,
        )
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  app.get(
    `${base}/preview`,
    {
      config: { access: platform },
      schema: {
        querystring: params({ id: withMessage(S.id, '请选择代码生成配置') }),
        response: envelope(rows()),
      },
    },
    async (req) => {
      const id = requiredId(paramsOf(req).id, '请选择代码生成配置');
      return ok(await filesOf(ctxOf(req), id));
    },
  );

  app.post(
    `${base}/copy`,
    {
      config: { access: platform },
      preValidation: queryIntoBody,
      schema: { body: params({ id: withMessage(S.id, '请选择要复制的数据') }), response: envelope(S.record) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const id = requiredId(paramsOf(req).id, '请选择要复制的数据');
      const row = await repo.findRow(ctx, id);
      if (!row) throw notFound('数据不存在');
      const values: Record<string, unknown> = {};
      for (const c of COPIED) values[c] = row[c];
      values.codeName = `${String(row.codeName ?? '')}-副本`.slice(0, 64);
      return ok(await repo.insert(ctx, values));
    },
  );
}
