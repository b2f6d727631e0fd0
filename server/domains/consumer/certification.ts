import { sql } from 'kysely';
import { registerActionHook, type ActionHook } from '../../crud/action-hooks';
import { serializerFor } from '../../crud/serialize';
import { registerWriteHook, type WriteHook } from '../../crud/write-hooks';
import { businessError } from '../../http/errors';
import appuser from '../../../resources/consumer/appuser/schema';
import usercertification, { CERT_MESSAGES, CERT_PENDING } from '../../../resources/consumer/usercertification/schema';

const serializeCertification = serializerFor(usercertification);

/**
 * Saves of a certification, in their transaction: a new one is stamped with its application time; a
 * reviewed one is kept as it was reviewed (a new application is a new record), so the identity a pass
 * certified cannot change under it.
 */
const onCertificationWrite: WriteHook = async ({ scope, ctx, op, row, before }) => {
  if (op === 'update') {
    if (before && Number(before.reviewStatus) !== CERT_PENDING) throw businessError(CERT_MESSAGES.reviewed);
    return;
  }
  return serializeCertification(
    await scope.trx
      .updateTable(usercertification.table)
      .set({ applyTime: sql<string>`now()` })
      .where('id', '=', String(row.id))
      .where('tenantId', '=', ctx.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
};

/**
 * A pass certifies the app user, in the action's transaction: their real name is the certified one,
 * their certified flag and time are set, and the app users' change counter moves with the action.
 */
const onPass: ActionHook = async ({ scope, ctx, rows }) => {
  for (const cert of rows) {
    const user = await scope.trx
      .updateTable(appuser.table)
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
  // The app users' table counter, as its repository names it (server/crud/repository.ts versionKey).
  scope.touch(`t:${appuser.table}:${ctx.tenantId}`);
};

/** Module-level hooks: registered once however many apps a process builds. */
export function registerCertification() {
  registerWriteHook('usercertification', onCertificationWrite);
  registerActionHook('usercertification', 'pass', onPass);
}
