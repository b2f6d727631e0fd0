import type { FastifyInstance } from 'fastify';
import type { ActionHook } from '../../crud/hooks';
import type { WriteScope } from '../../crud/write-scope';
import type { RequestContext } from '../../http/access';
import { todayIn } from '../../crud/no-past';
import { notFound } from '../../http/errors';
import { FINDING_FOUND } from '../../../resources/findings';
import type cameraabnormal from '../../../resources/camera/cameraabnormal/schema';
import { NOT_A_FINDING } from '../../../resources/camera/cameraabnormal/schema';
import { addDaysTo } from './wire-time';

/** Days a venue has to remedy what an approved camera event showed (the finding's deadline). */
export const CAMERA_REMEDY_DAYS = 7;

/** The records a camera makes: AI events, alarms, mask checks. */
export type CameraRecord = 'cameraabnormal' | 'cameraalarm' | 'cameraMaskCheck';

/** What `sameSubject` reads of a saved record (its wire row). */
interface SavedRecord {
  scope: WriteScope;
  ctx: RequestContext;
  row: {
    id: string;
    cameraId: string | null;
    subjectId: string | null;
    deptId: string | null;
    regionCode: string | null;
  };
}

/**
 * The review of an AI event (`cameraabnormal`): `approved` opens its finding in the approval's own
 * transaction: the row enters the shared finding life (`handleStatus` from 未确认 to 待处理) with a
 * deadline; a second approval is refused by the action's from-state (该数据已处理), so a finding opens once.
 */
export function abnormalReview(app: FastifyInstance) {
  const events = app.repo('cameraabnormal');

  const onApproved: ActionHook<typeof cameraabnormal> = async ({ trx, scope, ctx, rows }) => {
    const deadline = addDaysTo(todayIn(app.config.timeZone), CAMERA_REMEDY_DAYS);
    for (const r of rows) {
      await trx
        .updateTable(events.def.table)
        .set({ handleStatus: FINDING_FOUND, deadline })
        .where('id', '=', String(r.id))
        .where('tenantId', '=', ctx.tenantId)
        .where('handleStatus', '=', NOT_A_FINDING)
        .execute();
    }
    scope.touch(events.versionKeyFor(ctx));
  };

  return { onApproved };
}

/**
 * An event, alarm or mask check names its camera's subject (whatever the client sent), and its dept
 * and region when not given; the camera is read in the caller's scope (a camera they may not see
 * answers 摄像头不存在).
 */
export function sameSubject(app: FastifyInstance, resource: CameraRecord) {
  const cameras = app.repo('camera');
  const repo = app.repo(resource);
  return async ({ scope, ctx, row }: SavedRecord) => {
    const camera = await scope.trx
      .selectFrom(cameras.def.table)
      .select(['subjectId', 'deptId', 'regionCode'])
      .where((eb) => eb.and([cameras.scope(eb, ctx), eb('id', '=', String(row.cameraId))]))
      .executeTakeFirst();
    if (!camera) throw notFound('摄像头不存在');
    const wire = cameras.serialize(camera);
    const values = {
      subjectId: String(wire.subjectId),
      deptId: row.deptId ?? wire.deptId ?? null,
      regionCode: row.regionCode ?? wire.regionCode ?? null,
    };
    if (
      String(row.subjectId) === values.subjectId &&
      (row.deptId ?? null) === values.deptId &&
      (row.regionCode ?? null) === values.regionCode
    )
      return;
    return repo.rewriteIn(scope, ctx, String(row.id), values);
  };
}
