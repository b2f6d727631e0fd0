import { newId } from '../../core/ids';
import { pad } from '../codes';
import { madeIn } from './shared/made';
import { subjectsInTurn } from './shared/batch';
import { applyReview, drawnReview } from './shared/review';
import { mobilePhone, personName } from '../people';
import { Rng } from '../random';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { addDays, dateOf } from '../dates';
import corpus from '../corpus/employee.json';

/**
 * 从业人员 of the demo subjects: about two per subject (row i works at subject i mod n), with valid ID
 * numbers of the subject's district, posts of a venue, and a review: most passed, a few refused with
 * a cause, the newest pending; every review has its history entry.
 */
/** A GB 11643 identity number: district code, birth date, sequence (odd for men), check character. */
export function idCardOf(rng: Rng, district: string, male: boolean): string {
  const birth = addDays('1966-01-01', rng.int(0, 365 * 38));
  const seq = rng.int(0, 499) * 2 + (male ? 1 : 0);
  const first17 = `${district.slice(0, 6).padEnd(6, '0')}${birth.replace(/-/g, '')}${pad(seq, 3)}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((acc, wi, i) => acc + wi * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

export const employeeGenerator: DemoGenerator = {
  resource: 'employee',
  after: ['subject'],
  count: (scale) => scale * 2,
  prepare: (ctx: DemoContext) =>
    subjectsInTurn(ctx, 0xe317, (subjectId, { rng, history }) => {
      const d = rng.weighted(ctx.districts, (x) => x.weight);
      const male = rng.chance(0.5);
      const created = ctx.timeOf(addDays(ctx.today, -rng.int(1, 400)), rng);
      const review = drawnReview(ctx, rng, created, { pending: 0.1, refused: 0.08, days: 5, causes: corpus.noPass });
      const row: Row = {
        id: newId(),
        subjectId,
        name: personName(rng),
        idCard: idCardOf(rng, d.code, male),
        sex: male ? 1 : 2,
        phone: mobilePhone(rng),
        post: rng.pick(corpus.posts),
        certificateNo: rng.chance(0.5) ? `ZG${pad(rng.int(0, 99_999_999), 8)}` : null,
        entryDate: addDays(dateOf(created), -rng.int(0, 900)),
        photo: null,
        remark: null,
        ...madeIn(ctx, created, d),
      };
      applyReview({ ctx, resource: 'employee', row, history }, review, 'noPass');
      return row;
    }),
};
