import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type reportsong from '../../../resources/subject/reportsong/schema';
import type prohibitedsong from '../../../resources/subject/prohibitedsong/schema';
import { codesOf } from '../../crud/routes';
import { parseListParams } from '../../crud/list-params';
import { referenceLabels } from '../../crud/reference-labels';
import type { WriteHook } from '../../crud/hooks';
import { rowExists, type Repository } from '../../crud/repository';
import type { WriteScope } from '../../crud/write-scope';
import { todayIn } from '../../crud/no-past';
import { tenantWide, type RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { FINDING_FOUND } from '../../../resources/findings';
import { songKey } from '../../../resources/subject/song-key';
import { ctxOf } from '../../http/request';
import { envelope, pageOf, params, S } from '../../http/route-schema';

/** Days a venue has to take a prohibited song out of its library (the finding's deadline). */
export const REMOVAL_DAYS = 7;
/** A newly listed song opens findings for at most this many reported songs in one save. */
const RESCAN_LIMIT = 2000;

/** yyyy-MM-dd `days` after `day`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Does a list entry (its keys) name this reported song (its keys)? The singer counts when the entry names one. */
export const listed = (
  entry: { nameKey: unknown; singerKey: unknown },
  song: { nameKey: string; singerKey: string },
): boolean =>
  song.nameKey !== '' && entry.nameKey === song.nameKey && (!entry.singerKey || entry.singerKey === song.singerKey);

/** A reported song, as the finding it opens names it. */
interface ReportedSong {
  id: string;
  subjectId: string | null;
  songName: string | null;
  singer: string | null;
}

/**
 * 曲库 and 禁播曲目: a reported song on the prohibited list opens an invalid-song finding in the save's
 * transaction, and so does listing a song that venues already reported.
 */
export function songRules(app: FastifyInstance) {
  const songs = app.repo('reportsong');
  const banned = app.repo('prohibitedsong');
  const findings = app.repo('invalidsongabnormal');
  const subjects = app.repo('subject');

  /**
   * Opens the finding of one reported song hitting one list entry, unless the subject already has an
   * open (not yet handled) finding for that entry: the same song reported twice, or saved again, is
   * one finding. A handled finding is closed for this purpose: the venue said the song was removed, so
   * reporting it again is a new violation. Callers hold the entry's row lock, so two concurrent saves
   * of the same song cannot both open one.
   */
  async function openFinding(scope: WriteScope, ctx: RequestContext, song: ReportedSong, entryId: string) {
    const open = await rowExists(findings, scope.trx, tenantWide(ctx), (eb) => [
      eb('subjectId', '=', String(song.subjectId)),
      eb('prohibitedsongId', '=', entryId),
      eb('handleStatus', '=', FINDING_FOUND),
    ]);
    if (open) return;
    // The finding belongs where the subject does: its dept (the data scope reads create_dept) and region.
    const subject = await scope.trx
      .selectFrom(subjects.def.table)
      .select(['id', 'deptId', 'regionCode', 'createDept'])
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0)
      .where('id', '=', String(song.subjectId))
      .executeTakeFirst();
    if (!subject) return;
    const dept = String(subject.deptId ?? subject.createDept ?? '') || ctx.deptId;
    await findings.insertIn(
      scope,
      { ...ctx, deptId: dept },
      {
        subjectId: String(song.subjectId),
        songName: song.songName,
        singer: song.singer ?? null,
        reportsongId: String(song.id),
        prohibitedsongId: entryId,
        foundTime: sql<string>`now()`,
        deadline: addDays(todayIn(), REMOVAL_DAYS),
        handleStatus: FINDING_FOUND,
        deptId: subject.deptId ?? null,
        regionCode: subject.regionCode ?? null,
      },
    );
  }

  /** A reported song: keep its keys and report time, and match it against the enabled list entries. */
  const onSong: WriteHook<typeof reportsong> = async ({ scope, ctx, op, row, before }) => {
    const keys = { nameKey: songKey(row.songName), singerKey: songKey(row.singer) };
    await scope.trx
      .updateTable(songs.def.table)
      .set({
        nameKey: keys.nameKey,
        singerKey: keys.singerKey,
        reportTime: sql<string>`coalesce(report_time, now())`,
      })
      .where('id', '=', String(row.id))
      .execute();
    // Saving a song again unchanged (a corrected song number) does not open anything anew.
    const same =
      op === 'update' &&
      before &&
      before.songName === row.songName &&
      before.singer === row.singer &&
      before.subjectId === row.subjectId;
    if (same || !keys.nameKey) return;
    const entries = await scope.trx
      .selectFrom(banned.def.table)
      .select(['id', 'nameKey', 'singerKey'])
      .where((eb) => eb.and([banned.scope(eb, ctx), eb('nameKey', '=', keys.nameKey), eb('enabled', '=', 1)]))
      .orderBy('id')
      .forUpdate()
      .execute();
    // The entry naming the singer is the more precise one.
    const hits = entries.filter((e) => listed(e, keys));
    const entry = hits.find((e) => e.singerKey) ?? hits[0];
    if (entry) await openFinding(scope, ctx, row, String(entry.id));
  };

  /**
   * A list entry: keep its keys; when it is enabled and names a song it did not name before (new,
   * renamed, re-enabled), the songs venues already reported under it open their findings too.
   */
  const onEntry: WriteHook<typeof prohibitedsong> = async ({ scope, ctx, op, row, before }) => {
    const keys = { nameKey: songKey(row.songName), singerKey: songKey(row.singer) };
    const locked = await scope.trx
      .updateTable(banned.def.table)
      .set({ nameKey: keys.nameKey, singerKey: keys.singerKey })
      .where('id', '=', String(row.id))
      .returning(['id', 'nameKey', 'singerKey'])
      .executeTakeFirst();
    if (!locked || Number(row.enabled) !== 1 || !keys.nameKey) return;
    const unchanged =
      op === 'update' &&
      before &&
      Number(before.enabled) === 1 &&
      songKey(before.songName) === keys.nameKey &&
      songKey(before.singer) === keys.singerKey;
    if (unchanged) return;
    const reported = await scope.trx
      .selectFrom(songs.def.table)
      .select(['id', 'subjectId', 'songName', 'singer'])
      .where((eb) =>
        eb.and([
          eb('tenantId', '=', ctx.tenantId),
          eb('isDeleted', '=', 0),
          eb('nameKey', '=', keys.nameKey),
          ...(keys.singerKey ? [eb('singerKey', '=', keys.singerKey)] : []),
        ]),
      )
      .orderBy('id')
      .limit(RESCAN_LIMIT)
      .execute();
    for (const song of reported) await openFinding(scope, ctx, song, String(locked.id));
  };

  return { onSong, onEntry };
}

/**
 * 曲库's own route: `GET subjectSongs` (subjectId, current, size, the list's filters): one subject's
 * songs, paged, each with `prohibited` (an enabled list entry names it). The subject must be one the
 * caller may see (an id that names none answers 404); without subjectId it pages every song the caller
 * may see.
 */
export function reportSongRoutes(app: FastifyInstance, songs: Repository<typeof reportsong>) {
  const banned = app.repo('prohibitedsong');
  const labels = referenceLabels(app.db, app.repos);

  app.get(
    `${songs.def.base}/subjectSongs`,
    {
      config: { access: { perm: codesOf(songs.def).read } },
      schema: { querystring: params({ subjectId: S.any }), response: envelope(pageOf()) },
    },
    async (req) => {
      const ctx = ctxOf(req);
      const query = req.query as Record<string, unknown>;
      const subjectId = String(query.subjectId ?? '').trim();
      if (subjectId && (!isId(subjectId) || !(await app.repo('subject').findRow(ctx, subjectId))))
        throw notFound('经营主体不存在');
      const page = await songs.page(ctx, parseListParams(songs.def, { ...query, subjectId: subjectId || undefined }));
      const records = await labels.rows(ctx, songs.def, page.records);
      const keys = [...new Set(records.map((r) => songKey(r.songName)).filter(Boolean))];
      const entries = keys.length
        ? await app.db
            .selectFrom(banned.def.table)
            .select(['nameKey', 'singerKey'])
            .where((eb) => eb.and([banned.scope(eb, ctx), eb('enabled', '=', 1), eb('nameKey', 'in', keys)]))
            .execute()
        : [];
      const marked = records.map((r) => ({
        ...r,
        prohibited: entries.some((e) => listed(e, { nameKey: songKey(r.songName), singerKey: songKey(r.singer) })),
      }));
      return ok({ ...page, records: marked });
    },
  );
}
