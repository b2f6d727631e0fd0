import { newId } from '../../core/ids';
import { pad } from '../codes';
import { madeBy, madeFor } from './shared/made';
import { rowByRow, rowPerItem } from './shared/batch';
import { addDays, dateOf } from '../dates';
import { songKey } from '../../../resources/subject/song-key';
import { openFinding, fateOf, findingHandlers, handleThenComplete, handlerFor, courseOf } from './shared/findings';
import type { DemoContext, DemoGenerator, Row } from '../types';
import corpus from '../corpus/songs.json';

/**
 * 禁播曲目, venues' reported songs and the invalid-song findings their hits opened, as the server's
 * write hook (server/domains/subject/songs.ts) would have made them: the same normalised keys, one
 * open finding per subject and list entry, the deadline a week after it was found; some handled and
 * some complete, with their history.
 */

/**
 * The authority's list (server/demo/corpus/songs.json `list`): each entry's song, singer or '', reason
 * (its prohibit_reason dictionary key) and the document that listed it. Titles are made up.
 */
interface ListEntry {
  song: string;
  singer: string;
  reason: string;
  document: string;
}
const LIST: ListEntry[] = corpus.list;

/** Songs every KTV library has (corpus `catalogue`). */
const CATALOGUE: Array<{ song: string; singer: string }> = corpus.catalogue;

/** How a prohibited-song finding is dealt with (corpus `course`): handled some days after it is found, completed some days after that. */
const COURSE = courseOf(corpus.course);

/** Songs the KTV subjects report in a run; the findings their hits open are at most as many. */
const songReportCount = (scale: number) => Math.round(scale * 0.3);

/** The list's entries in force (enabled): what a reported song is checked against. */
const songsInForce = async (ctx: DemoContext) =>
  (await ctx.rowsOf('prohibitedsong')).filter((e) => Number(e.enabled) === 1);

export const prohibitedSongGenerator: DemoGenerator = {
  resource: 'prohibitedsong',
  // The list is the authority's, not proportional to the venues: once per tenant.
  count: () => LIST.length,
  prepare: async (ctx: DemoContext) =>
    rowByRow(
      ctx,
      0x5071,
      ({ rng, i }) => {
        const { song: songName, singer, reason, document: docNo } = LIST[i];
        const listDate = addDays(ctx.today, -rng.int(60, 900));
        const created = ctx.timeOf(listDate, rng);
        return {
          id: newId(),
          songName,
          singer: singer || null,
          album: null,
          reason: Number(reason),
          docNo,
          listDate,
          enabled: rng.chance(0.95) ? 1 : 0,
          remark: null,
          nameKey: songKey(songName),
          singerKey: songKey(singer),
          ...madeBy(ctx, created),
        };
      },
      (i) => i < LIST.length,
    ),
};

/** KTV subjects (market type 1, 歌舞娱乐场所) report a few songs each; about one report in twelve is listed. */
export const reportSongGenerator: DemoGenerator = {
  resource: 'reportsong',
  after: ['subject', 'prohibitedsong'],
  count: songReportCount,
  prepare: async (ctx: DemoContext) => {
    const ktv = (await ctx.rowsOf('subject')).filter((s) => Number(s.marketType) === 1);
    const listed = await songsInForce(ctx);
    return rowByRow(
      ctx,
      0x5072,
      ({ rng, i }) => {
        const subject = ktv[i % ktv.length];
        const hit = listed.length > 0 && rng.chance(0.08);
        const [songName, singer] = hit
          ? (() => {
              const e = rng.pick(listed);
              return [String(e.songName), String(e.singer ?? '')];
            })()
          : (() => {
              const known = rng.pick(CATALOGUE);
              return [known.song, known.singer];
            })();
        const reported = ctx.timeOf(addDays(ctx.today, -rng.int(1, 180)), rng);
        return {
          id: newId(),
          subjectId: subject.id,
          songName,
          singer: singer || null,
          songNo: `${pad(rng.int(1, 99), 2)}${pad(rng.int(0, 99999), 5)}`,
          reportTime: reported,
          nameKey: songKey(songName),
          singerKey: songKey(singer),
          ...madeFor(ctx, reported, subject),
        };
      },
      () => ktv.length > 0,
    );
  },
};

/** One finding per subject and list entry its songs hit (the hook's rule), oldest report first. */
export const invalidSongGenerator: DemoGenerator = {
  resource: 'invalidsongabnormal',
  // Handled by the demo's staff (the enforcer accounts), then completed by the admin.
  after: ['reportsong', 'user'],
  count: songReportCount,
  prepare: async (ctx: DemoContext) => {
    const entries = await songsInForce(ctx);
    const songs = (await ctx.rowsOf('reportsong')).sort((a, b) =>
      String(a.reportTime).localeCompare(String(b.reportTime)),
    );
    const subjects = new Map((await ctx.rowsOf('subject')).map((s) => [String(s.id), s]));
    const opened = new Set(
      (await ctx.rowsOf('invalidsongabnormal')).map((f) => `${f.subjectId}:${f.prohibitedsongId}`),
    );
    const handlers = await findingHandlers(ctx);
    const hits: Array<{ song: Row; entry: Row }> = [];
    for (const song of songs) {
      const entry = entries.find((e) => e.nameKey === song.nameKey && (!e.singerKey || e.singerKey === song.singerKey));
      const key = `${song.subjectId}:${entry?.id}`;
      if (!entry || opened.has(key)) continue;
      opened.add(key);
      hits.push({ song, entry });
    }
    // Batches come in order; the hits are the ones not opened yet, so the run takes them one by one.
    return rowPerItem(ctx, 0x5073, hits, ({ song, entry }, { rng, history, i }) => {
      const subject = subjects.get(String(song.subjectId));
      const found = String(song.reportTime);
      const row = openFinding(ctx, found, addDays(dateOf(found), 7), subject ?? {}, {
        subjectId: song.subjectId,
        songName: song.songName,
        singer: song.singer ?? null,
        reportsongId: song.id,
        prohibitedsongId: entry.id,
      });
      const record = { ctx, resource: 'invalidsongabnormal', row, history };
      handleThenComplete(record, rng, found, COURSE, fateOf(i), handlerFor(handlers, row.id));
      return row;
    });
  },
};
