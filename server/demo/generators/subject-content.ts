import { newId } from '../../core/ids';
import { madeIn } from './shared/made';
import { subjectsInTurn } from './shared/batch';
import { applyReview, drawnReview } from './shared/review';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { addDays } from '../dates';
import corpus from '../corpus/subject-content.json';

/**
 * 主体发布内容 of a share of the demo subjects: notices, shows and promotions, most passed, some
 * rejected with a cause, the newest pending; every review has its history entry.
 */
const CONTENT: Array<{ key: number; titles: string[]; body: string }> = corpus.content;

export const subjectContentGenerator: DemoGenerator = {
  resource: 'subjectContent',
  after: ['subject'],
  count: (scale) => Math.ceil(scale / 2),
  // Every other subject publishes.
  prepare: (ctx: DemoContext) =>
    subjectsInTurn(
      ctx,
      0xc0de,
      (subjectId, { rng, history }) => {
        const kind = rng.pick(CONTENT);
        const d = rng.weighted(ctx.districts, (x) => x.weight);
        const created = ctx.timeOf(addDays(ctx.today, -rng.int(1, 200)), rng);
        const review = drawnReview(ctx, rng, created, { pending: 0.15, refused: 0.1, days: 3, causes: corpus.reject });
        const row: Row = {
          id: newId(),
          subjectId,
          title: rng.pick(kind.titles),
          contentType: kind.key,
          content: kind.body,
          images: null,
          publishTime: created,
          ...madeIn(ctx, created, d),
        };
        applyReview({ ctx, resource: 'subjectContent', row, history }, review, 'reject');
        return row;
      },
      2,
    ),
};
