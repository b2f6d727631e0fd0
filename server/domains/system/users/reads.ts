import type { FastifyInstance } from 'fastify';
import type { R, Page } from '../../../http/envelope';
import { aroundGeneric } from '../../extend-generic';
import { withUserExtras } from './names';

type Row = Record<string, unknown>;

/**
 * The generic page, list and detail of users, answered with the names Blade's UserVO carries: the
 * engine already adds roleName, deptName and postName (declared references), this adds the rest.
 * Wrapped, not replaced, so filters, data scope and the page cache stay the engine's.
 */
export function registerUserReads(app: FastifyInstance) {
  const base = app.repo('user').def.base;

  aroundGeneric(app, 'GET', `${base}/page`, async (_req, next) => {
    const answer = (await next()) as R<Page<Row>>;
    if (!answer?.data) return answer;
    return { ...answer, data: { ...answer.data, records: await withUserExtras(app, answer.data.records) } };
  });

  aroundGeneric(app, 'GET', `${base}/list`, async (_req, next) => {
    const answer = (await next()) as R<Row[]>;
    if (!Array.isArray(answer?.data)) return answer;
    return { ...answer, data: await withUserExtras(app, answer.data) };
  });

  aroundGeneric(app, 'GET', `${base}/detail`, async (_req, next) => {
    const answer = (await next()) as R<Row | null>;
    if (!answer?.data) return answer;
    const [row] = await withUserExtras(app, [answer.data]);
    return { ...answer, data: row };
  });
}
