import { newId } from '../../core/ids';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { catalogGenerator, keyByLabel } from './catalog';
import { madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { wireDay } from './shared/wire';
import corpus from '../corpus/checkpoint.json';

/**
 * 检查点 of the demo tenant, four per market type (what supervisors actually ask venues to check and
 * report), each assigned by its market type (the rule `marketTypeRule`), and the assignment rows that
 * rule gives every demo subject: demo subjects are written straight to their table, so the subject's
 * write hook does not run for them, and this generator does what it would have done.
 */
interface CheckpointEntry {
  market: string;
  name: string;
  content: string;
  /** report_frequency label. */
  frequency: '每日' | '每周' | '每月' | '每季度' | '每年';
  /** Reported with an NFC tag scan. */
  nfc: boolean;
  /** Reported with a photo. */
  photo: boolean;
}

export const PER_MARKET_TYPE = 4;

/** The checkpoints, PER_MARKET_TYPE per market type in a row (server/demo/corpus/checkpoint.json). */
export const CHECKPOINTS = corpus.checkpoints as CheckpointEntry[];

export const checkpointGenerator = catalogGenerator({
  resource: 'checkpoint',
  entries: CHECKPOINTS,
  salt: 0xc4ec,
  ageDays: [730, 800],
  columns: (ctx) => {
    const market = keyByLabel(ctx, 'market_type');
    const frequency = keyByLabel(ctx, 'report_frequency');
    return (e, i) => {
      const marketType = market(e.market);
      if (marketType === null) return null;
      return {
        checkpointName: e.name,
        marketType: Number(marketType),
        bizType: null,
        content: e.content,
        reportFrequency: Number(frequency(e.frequency) ?? 1),
        needNfc: e.nfc ? 1 : 0,
        needPhoto: e.photo ? 1 : 0,
        sort: (i % PER_MARKET_TYPE) + 1,
        enabled: 1,
        marketTypeRule: marketType,
      };
    };
  },
});

/**
 * Row `i` is checkpoint `i % 4` of subject `i / 4` (in creation order) among the checkpoints whose
 * rule names the subject's market type; a subject whose type has fewer makes fewer rows. NFC tag codes
 * where the checkpoint needs a scan; assigned a few days after the subject was recorded.
 */
export const subjectCheckpointGenerator: DemoGenerator = {
  resource: 'subjectcheckpoint',
  after: ['subject', 'checkpoint'],
  count: (scale) => scale * PER_MARKET_TYPE,
  prepare: async (ctx: DemoContext) => {
    const subjects = await ctx.rowsOf('subject', ['marketType', 'createTime']);
    const checkpoints = await ctx.rowsOf('checkpoint', ['marketTypeRule', 'needNfc', 'sort']);
    const byType = new Map<string, Row[]>();
    for (const cp of [...checkpoints].sort((a, b) => Number(a.sort) - Number(b.sort))) {
      for (const key of String(cp.marketTypeRule ?? '')
        .split(',')
        .filter(Boolean))
        byType.set(key, [...(byType.get(key) ?? []), cp]);
    }
    return rowByRow(ctx, 0x5c9c, ({ rng, i }) => {
      const subject = subjects[Math.floor(i / PER_MARKET_TYPE)];
      const cp = subject && byType.get(String(subject.marketType))?.[i % PER_MARKET_TYPE];
      if (!subject || !cp) return null;
      const day = addDays(wireDay(subject.createTime), rng.int(1, 10));
      const time = ctx.timeOf(day < ctx.today ? day : ctx.today, rng);
      const hex = () => rng.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0');
      return {
        id: newId(),
        subjectId: String(subject.id),
        checkpointId: String(cp.id),
        nfcCode: Number(cp.needNfc) === 1 ? `04${hex()}${hex()}` : null,
        assignWay: 1,
        assignUser: ctx.adminUserId,
        assignTime: time,
        ...madeBy(ctx, time),
      };
    });
  },
};
