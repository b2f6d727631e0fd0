/**
 * How a consumer's evaluation (评价) is read and what it does to the subject's credit (plain data, read
 * by the server's hooks, the statistics and the screens).
 *
 * - A score is 1..5. Good (好评) is 4 or 5, medium (中评) 3, bad (差评) 1 or 2.
 * - Credit: each good evaluation writes one credit record of +CREDIT_GOOD points, each bad one
 *   CREDIT_BAD points (dictionary credit_change_type key EVALUATION_CHANGE_TYPE, 消费者评价), in the
 *   evaluation's transaction; a medium one writes none. The record's id is kept on the evaluation
 *   (`creditId`): changing the score or subject replaces the record, removing the evaluation removes it,
 *   and the subject's score and level are recomputed each time (server/domains/subject/credit.ts).
 */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const GOOD_FLOOR = 4;
export const BAD_CEILING = 2;
export const CREDIT_GOOD = 1;
export const CREDIT_BAD = -2;
export const EVALUATION_CHANGE_TYPE = 7;

export const SCORE_CHOICES = [
  { id: '5', name: '5分 非常满意' },
  { id: '4', name: '4分 满意' },
  { id: '3', name: '3分 一般' },
  { id: '2', name: '2分 不满意' },
  { id: '1', name: '1分 非常不满意' },
];

export type Grade = 'good' | 'medium' | 'bad';
export const gradeOf = (score: number): Grade =>
  score >= GOOD_FLOOR ? 'good' : score <= BAD_CEILING ? 'bad' : 'medium';

/** The credit points an evaluation of this score is worth (0: no record). */
export const creditPointsOf = (score: number): number => {
  const grade = gradeOf(score);
  return grade === 'good' ? CREDIT_GOOD : grade === 'bad' ? CREDIT_BAD : 0;
};
