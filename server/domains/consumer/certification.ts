import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ActionHook, WriteHook } from '../../crud/hooks';
import { businessError } from '../../http/errors';
import type usercertification from '../../../resources/consumer/usercertification/schema';
import { CERT_MESSAGES, CERT_PENDING } from '../../../resources/consumer/usercertification/schema';

/**
 * The rules of a real-name certification, in the transactions of its saves and of its `pass`:
 * - a new one is stamped with its application time; a reviewed one is kept as it was reviewed (a new
 *   application is a new record), so the identity a pass certified cannot change under it;
 * - a pass certifies the app user: their real name is the certified one, their certified flag and
 *   time are set, and the app users' change counter moves with the action.
 */
export function certificationRules(app: FastifyInstance) {
  const certifications = app.repo('usercertification');
  const appUsers = app.repo('appuser');

  const onCertification: WriteHook<typeof usercertification> = async ({ scope, ctx, op, row, before }) => {
    if (op === 'update') {
      if (before && Number(before.reviewStatus) !== CERT_PENDING) throw businessError(CERT_MESSAGES.reviewed);
      return;
    }
    return certifications.rewriteIn(scope, ctx, String(row.id), { applyTime: sql<string>`now()` });
  };

  const onPass: ActionHook<typeof usercertification> = async ({ scope, ctx, rows }) => {
    for (const cert of rows) {
      const user = await scope.trx
        .updateTable(appUsers.def.table)
        .set({
          certified: 1,
          realName: String(cert.realName),
          certifyTime: sql<string>`now()`,
          updateUser: ctx.userId || null,
          updateTime: sql<string>`now()`,
        })
        .where('id', '=', String(cert.appUserId))
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .returning('id')
        .executeTakeFirst();
      if (!user) throw businessError(CERT_MESSAGES.noUser);
    }
    scope.touch(appUsers.versionKeyFor(ctx));
  };

  return { onCertification, onPass };
}
