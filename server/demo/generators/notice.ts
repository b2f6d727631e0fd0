import { newId } from '../../core/ids';
import { addDays } from '../dates';
import { madeBy } from './shared/made';
import { rowByRow } from './shared/batch';
import { changeState } from './shared/state-change';
import type { Db } from '../../db/connection';
import type { DemoGenerator, Row } from '../types';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, SCOPE_MARKET_TYPES } from '../../../resources/desk/notice/schema';
import corpus from '../corpus/notice.json';

/**
 * 监管通知 of the demo tenant: notices to the subjects of one or two market types, most published (with
 * their publish history) and the newest a draft. Afterwards (settle) each published notice without
 * read rows gets one per live subject of its market types, as `publish` writes them, about two in
 * three confirmed some hours after publishing (chosen from the ids, so reproducible), and its counts.
 */
const TITLES: Array<{ title: string; category: number; content: string }> = corpus.titles;
const DRAFTS = 1;

export const noticeGenerator: DemoGenerator = {
  resource: 'notice',
  after: ['subject'],
  count: () => TITLES.length,
  prepare: async (ctx) => {
    const marketTypes = ctx.dict('market_type').map((item) => item.key);
    return rowByRow(ctx, 0x70c1, ({ rng, i, history }) => {
      const { title, category, content } = TITLES[i % TITLES.length];
      const types = marketTypes.length ? [...new Set([rng.pick(marketTypes), rng.pick(marketTypes)])] : ['1'];
      // The last notice of each round of titles is still a draft.
      const published = i % TITLES.length < TITLES.length - DRAFTS;
      const time = ctx.timeOf(addDays(ctx.today, -((TITLES.length - (i % TITLES.length)) * 12 + rng.int(0, 5))), rng);
      const row: Row = {
        id: newId(),
        title,
        category,
        content,
        scopeType: SCOPE_MARKET_TYPES,
        marketTypes: types.join(','),
        subjectIds: null,
        files: null,
        noticeStatus: published ? NOTICE_PUBLISHED : NOTICE_DRAFT,
        publisher: published ? ctx.adminUserId : null,
        publishTime: published ? time : null,
        targetCount: 0,
        readCount: 0,
        ...madeBy(ctx, time, null),
      };
      if (published)
        changeState(
          { ctx, resource: 'notice', row, history },
          { action: 'publish', from: NOTICE_DRAFT, to: NOTICE_PUBLISHED, time },
        );
      return row;
    });
  },
  settle: async (db: Db, tenantId: string) => {
    const notices = (await db
      .selectFrom('blade_notice')
      .select(['id', 'marketTypes', 'publishTime', 'createUser'])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('noticeStatus', '=', NOTICE_PUBLISHED)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('blade_notice_subject as r').select('r.id').whereRef('r.noticeId', '=', 'blade_notice.id'),
          ),
        ),
      )
      .orderBy('id')
      .execute()) as Row[];
    for (const n of notices) {
      const types = String(n.marketTypes ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      if (types.length === 0) continue;
      const subjects = await db
        .selectFrom('biz_subject')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('isDeleted', '=', 0)
        .where('marketType', 'in', types)
        .orderBy('id')
        .execute();
      const published = n.publishTime instanceof Date ? n.publishTime : new Date(String(n.publishTime));
      let read = 0;
      const rows = subjects.map((s) => {
        const h = Number((BigInt(String(s.id)) + BigInt(String(n.id))) % 997n);
        const confirmed = h % 3 !== 0;
        if (confirmed) read += 1;
        return {
          id: newId(),
          tenantId,
          noticeId: n.id,
          subjectId: s.id,
          readTime: confirmed ? new Date(published.getTime() + (1 + (h % 72)) * 3_600_000) : null,
          readUser: confirmed ? 'app' : null,
          createUser: n.createUser ?? null,
          createTime: published,
          updateUser: n.createUser ?? null,
          updateTime: published,
          status: 1,
          isDeleted: 0,
        };
      });
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto('blade_notice_subject')
          .values(rows.slice(i, i + 500))
          .execute();
      await db
        .updateTable('blade_notice')
        .set({ targetCount: rows.length, readCount: read })
        .where('id', '=', String(n.id))
        .execute();
    }
    return [`t:blade_notice_subject:${tenantId}`, `t:blade_notice:${tenantId}`];
  },
};
