import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../../resources/types';
import { referenceCheck } from '../../crud/references';
import type { Repository } from '../../crud/repository';
import { writableValues } from '../../crud/validate';
import type { RequestContext } from '../../http/access';

/**
 * What the generic submit does with a body once the checks passed, for a platform resource whose own
 * submit serves some bodies its own way and the others as declared (a client's secret, a new tenant):
 * the declared values (with the declaration's messages), the references checked, the row written.
 * (Platform resources only: their route is the platform administrator's, so the generic submit's
 * permission and shared-row checks always pass, and they mask no field.)
 */
export function declaredSave<D extends ResourceDef>(app: FastifyInstance, repo: Repository<D>) {
  const checkReferences = referenceCheck(app.db, app.repos);
  return async (ctx: RequestContext, body: Record<string, unknown>, id: string) => {
    const values = writableValues(repo.def, body, id ? 'update' : 'insert');
    await checkReferences(ctx, repo.def, values);
    return id ? repo.update(ctx, id, values) : repo.insert(ctx, values);
  };
}
