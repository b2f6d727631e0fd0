import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import type { R, Page } from '../../http/envelope';
import { aroundGeneric } from '../extend-generic';
import { withUserExtras } from './names';

type Row = Record<string, unknown>;

/**
 * The generic page, list and detail of users, answered with the names Blade's UserVO carries: the
 * engine already adds roleName, deptName and postName (declared references), this adds the rest.
 * Wrapped, not replaced, so filters, data scope and the page cache stay the engine's.
 */
export function registerUserReads(app: FastifyInstance, deps: AppDeps) {
  const base = deps.repo('user').def.base;

  aroundGeneric(app, 'GET', `${base}/page`, async (_req, next) => {
    const answer = (await next()) as R<Page<Row>>;
    if (!answer?.data) return answer;
    return { ...answer, data: { ...answer.data, records: await withUserExtras(deps, answer.data.records) } };
  });

  aroundGeneric(app, 'GET', `${base}/list`, async (_req, next) => {
    const answer = (await next()) as R<Row[]>;
    if (!Array.isArray(answer?.data)) return answer;
    return { ...answer, data: await withUserExtras(deps, answer.data) };
  });

  aroundGeneric(app, 'GET', `${base}/detail`, async (_req, next) => {
    const answer = (await next()) as R<Row | null>;
    if (!answer?.data) return answer;
    const [row] = await withUserExtras(deps, [answer.data]);
    return { ...answer, data: row };
  });
}
