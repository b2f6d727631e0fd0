import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { parseListParams } from '../../crud/list-params';
import { referenceLabels } from '../../crud/reference-labels';
import { registerWriteHook, type WriteHookArgs } from '../../crud/write-hooks';
import type { WriteScope } from '../../crud/write-scope';
import { todayIn } from '../../crud/no-past';
import type { RequestContext } from '../../http/access';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { FINDING_FOUND } from '../../../resources/findings';
import { songKey } from '../../../resources/subject/song-key';
import { ctxOf } from '../../http/request';

type Row = Record<string, unknown>;

/** Days a venue has to take a prohibited song out of its library (the finding's deadline). */
export const REMOVAL_DAYS = 7;
/** A newly listed song opens findings for at most this many reported songs in one save. */
const RESCAN_LIMIT = 2000;

const SONGS = 'biz_report_song';
const BANNED = 'biz_prohibited_song';
const FINDINGS = 'biz_invalid_song_abnormal';

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

/**
 * 曲库 and 禁播曲目 (issue 9): a reported song on the prohibited list opens an invalid-song finding in
 * the save's transaction, and so does listing a song that venues already reported; `GET
 * reportsong/subjectSongs` pages one subject's songs. The hooks are this app's and leave with it.
 */
export function registerSongs(app: FastifyInstance) {
  const songs = app.repo('reportsong');
  const banned = app.repo('prohibitedsong');
  const findings = app.repo('invalidsongabnormal');
  const labels = referenceLabels(app.db, app.repos);

  /**
   * Opens the finding of one reported song hitting one list entry, unless the subject already has an
   * open (not yet handled) finding for that entry: the same song reported twice, or saved again, is
   * one finding. A handled finding is closed for this purpose: the venue said the song was removed, so
   * reporting it again is a new violation. Callers hold the entry's row lock, so two concurrent saves
   * of the same song cannot both open one.
   */
  async function openFinding(scope: WriteScope, ctx: RequestContext, song: Row, entry: Row): Promise<void> {
    const open = await scope.trx
      .selectFrom(FINDINGS)
      .select('id')
      .where((eb) =>
        eb.and([
          eb(eb.ref('tenant_id'), '=', ctx.tenantId),
          eb(eb.ref('is_deleted'), '=', 0),
          eb(eb.ref('subject_id'), '=', String(song.subjectId)),
          eb(eb.ref('prohibitedsong_id'), '=', String(entry.id)),
          eb(eb.ref('handle_status'), '=', FINDING_FOUND),
        ]),
      )
      .executeTakeFirst();
    if (open) return;
    // The finding belongs where the subject does: its dept (the data scope reads create_dept) and region.
    const subject = (await scope.trx
      .selectFrom('biz_subject')
      .select(['id', 'dept_id', 'region_code', 'create_dept'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('is_deleted', '=', 0)
      .where('id', '=', String(song.subjectId))
      .executeTakeFirst()) as Row | undefined;
    if (!subject) return;
    const dept = String(subject.deptId ?? subject.createDept ?? '') || ctx.deptId;
    await findings.insertIn(
      scope,
      { ...ctx, deptId: dept },
      {
        subject_id: String(song.subjectId),
        song_name: song.songName,
        singer: song.singer ?? null,
        reportsong_id: String(song.id),
        prohibitedsong_id: String(entry.id),
        found_time: sql<string>`now()`,
        deadline: addDays(todayIn(), REMOVAL_DAYS),
        handle_status: FINDING_FOUND,
        dept_id: subject.deptId ?? null,
        region_code: subject.regionCode ?? null,
      },
    );
  }

  /** A reported song: keep its keys and report time, and match it against the enabled list entries. */
  async function onSong({ scope, ctx, op, row, before }: WriteHookArgs) {
    const keys = { nameKey: songKey(row.songName), singerKey: songKey(row.singer) };
    await scope.trx
      .updateTable(SONGS)
      .set({ name_key: keys.nameKey, singer_key: keys.singerKey, report_time: sql`coalesce(report_time, now())` })
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
    const entries = (await scope.trx
      .selectFrom(BANNED)
      .select(['id', 'name_key', 'singer_key'])
      .where((eb) =>
        eb.and([banned.scope(eb, ctx), eb(eb.ref('name_key'), '=', keys.nameKey), eb(eb.ref('enabled'), '=', 1)]),
      )
      .orderBy('id')
      .forUpdate()
      .execute()) as Row[];
    // The entry naming the singer is the more precise one.
    const hits = entries.filter((e) => listed(e as { nameKey: unknown; singerKey: unknown }, keys));
    const entry = hits.find((e) => e.singerKey) ?? hits[0];
    if (entry) await openFinding(scope, ctx, row, entry);
  }

  /**
   * A list entry: keep its keys; when it is enabled and names a song it did not name before (new,
   * renamed, re-enabled), the songs venues already reported under it open their findings too.
   */
  async function onEntry({ scope, ctx, op, row, before }: WriteHookArgs) {
    const keys = { nameKey: songKey(row.songName), singerKey: songKey(row.singer) };
    const locked = (await scope.trx
      .updateTable(BANNED)
      .set({ name_key: keys.nameKey, singer_key: keys.singerKey })
      .where('id', '=', String(row.id))
      .returning(['id', 'name_key', 'singer_key'])
      .executeTakeFirst()) as Row | undefined;
    if (!locked || Number(row.enabled) !== 1 || !keys.nameKey) return;
    const unchanged =
      op === 'update' &&
      before &&
      Number(before.enabled) === 1 &&
      songKey(before.songName) === keys.nameKey &&
      songKey(before.singer) === keys.singerKey;
    if (unchanged) return;
    const reported = (await scope.trx
      .selectFrom(SONGS)
      .select(['id', 'subject_id', 'song_name', 'singer'])
      .where((eb) =>
        eb.and([
          eb(eb.ref('tenant_id'), '=', ctx.tenantId),
          eb(eb.ref('is_deleted'), '=', 0),
          eb(eb.ref('name_key'), '=', keys.nameKey),
          ...(keys.singerKey ? [eb(eb.ref('singer_key'), '=', keys.singerKey)] : []),
        ]),
      )
      .orderBy('id')
      .limit(RESCAN_LIMIT)
      .execute()) as Row[];
    for (const song of reported) await openFinding(scope, ctx, song, locked);
  }

  const offSong = registerWriteHook('reportsong', onSong);
  const offEntry = registerWriteHook('prohibitedsong', onEntry);
  app.addHook('onClose', async () => {
    offSong();
    offEntry();
  });

  /**
   * GET reportsong/subjectSongs (subjectId, current, size, the list's filters): one subject's songs,
   * paged, each with `prohibited` (an enabled list entry names it). The subject must be one the
   * caller may see; without subjectId it pages every song the caller may see.
   */
  app.get(`${songs.def.base}/subjectSongs`, { config: { access: { perm: codesOf(songs.def).read } } }, async (req) => {
    const ctx = ctxOf(req);
    const query = req.query as Row;
    const subjectId = String(query.subjectId ?? '').trim();
    if (subjectId && (!isId(subjectId) || !(await app.repo('subject').findRow(ctx, subjectId))))
      throw notFound('经营主体不存在');
    const page = await songs.page(ctx, parseListParams(songs.def, { ...query, subjectId: subjectId || undefined }));
    const records = await labels.rows(ctx, songs.def, page.records);
    const keys = [...new Set(records.map((r) => songKey(r.songName)).filter(Boolean))];
    const entries = keys.length
      ? ((await app.db
          .selectFrom(BANNED)
          .select(['name_key', 'singer_key'])
          .where((eb) =>
            eb.and([banned.scope(eb, ctx), eb(eb.ref('enabled'), '=', 1), eb(eb.ref('name_key'), 'in', keys)]),
          )
          .execute()) as unknown as Array<{ nameKey: unknown; singerKey: unknown }>)
      : [];
    const marked = records.map((r) => ({
      ...r,
      prohibited: entries.some((e) => listed(e, { nameKey: songKey(r.songName), singerKey: songKey(r.singer) })),
    }));
    return ok({ ...page, records: marked });
  });
}
