import { describe, expect, it } from 'vitest';
import { creditPointsOf, gradeOf, SCORE_CHOICES } from '../../resources/consumer/evaluation/evaluation-rules';

/** What a consumer's score (1..5) is called and what it does to the subject's credit. */
describe('an evaluation and credit', () => {
  it('grades 4 and 5 good, 3 medium, 1 and 2 bad', () => {
    expect([1, 2, 3, 4, 5].map(gradeOf)).toEqual(['bad', 'bad', 'medium', 'good', 'good']);
  });

  it('adds one point for a good one, takes two for a bad one, nothing for a medium one', () => {
    expect([1, 2, 3, 4, 5].map(creditPointsOf)).toEqual([-2, -2, 0, 1, 1]);
  });

  it('offers the scores with the words a consumer reads, best first', () => {
    expect(SCORE_CHOICES.map((c) => `${c.id} ${c.name}`)).toEqual([
      '5 5分 非常满意',
      '4 4分 满意',
      '3 3分 一般',
      '2 2分 不满意',
      '1 1分 非常不满意',
    ]);
  });
});
