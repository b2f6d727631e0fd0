import type { FastifyInstance } from 'fastify';
import type savedreport from '../../../resources/develop/savedreport/schema';
import type { Repository } from '../../crud/repository';
import type { SubmitCall } from '../../crud/resource-server';
import { writableValues } from '../../crud/validate';
import { badRequest } from '../../http/errors';
import { isBlank } from '../../http/request';

/** Paths that are the server's, not screens of the web app. */
const NOT_SCREENS = /^\/(api|oauth|qr)(\/|$)/i;

/**
 * Why a saved report's path is refused, or undefined: it must be a route of this web app (a path of
 * a live menu row), never another site (`//host`, `https:`), so opening a saved report stays here.
 */
export async function reportPathProblem(app: FastifyInstance, value: unknown): Promise<string | undefined> {
  const path = String(value ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\?#:]/.test(path) || NOT_SCREENS.test(path))
    return '统计页面须为本系统的页面地址,以/开头';
  const menu = await app.db
    .selectFrom('blade_menu')
    .select('id')
    .where('path', '=', path)
    .where('category', '=', 1)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return menu ? undefined : '统计页面不存在';
}

/** A filter query string without its `?`, at most 2000 characters, no fragment and no line breaks. */
export function reportQueryProblem(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const q = String(value);
  if (/[\r\n#]/.test(q) || q.startsWith('?') || q.length > 2000) return '查询条件格式不正确';
  return undefined;
}

/**
 * 报表 (blade-report report/rest)'s submit checks, before the generic submit: what a save must satisfy
 * beyond the declaration (a real screen path, a plain filter query), after the declared rules.
 */
export function savedReportSubmitCheck(app: FastifyInstance, repo: Repository<typeof savedreport>) {
  return async ({ body }: SubmitCall) => {
    // The declared rules first (required messages, formats), in the declaration's order.
    writableValues(repo.def, body, isBlank(body.id) ? 'insert' : 'update');
    if (body.path !== undefined || isBlank(body.id)) {
      const problem = isBlank(body.path) ? undefined : await reportPathProblem(app, body.path);
      if (problem) throw badRequest(problem);
    }
    const queryProblem = reportQueryProblem(body.query);
    if (queryProblem) throw badRequest(queryProblem);
  };
}
