import { expect, it } from 'vitest';
import { demoChecks } from './env';
import { creditPointsOf, EVALUATION_CHANGE_TYPE } from '../../../resources/consumer/evaluation/evaluation-rules';

/**
 * Demo data of evaluations and notices (server/demo/generators/evaluation.ts, notice.ts): every good or
 * bad evaluation has its credit record of the right points, a medium one none; published notices have
 * their read rows (read + not read = targets, some of each) and a draft has none.
 */
export const describeEvaluationNoticeDemo = demoChecks('evaluation and notice demo data', ({ get, records }) => {
  it('evaluations carry their credit records; the totals count them', async () => {
    const evaluations = await records('/api/consumer/evaluation/page');
    expect(evaluations.length).toBeGreaterThan(10);
    const credits = await records('/api/subject/subjectcredit/page', { changeType: String(EVALUATION_CHANGE_TYPE) });
    const byId = new Map(credits.map((c) => [String(c.id), c]));
    for (const e of evaluations) {
      const points = creditPointsOf(Number(e.score));
      if (points === 0) expect(e.creditId ?? null).toBeNull();
      else expect(byId.get(String(e.creditId))).toMatchObject({ subjectId: e.subjectId, changeScore: points });
    }
    expect((await get('/api/consumer/evaluation/total-evaluation')).total).toBe(evaluations.length);
  });

  it('published notices have their readers, some confirmed; the draft has none', async () => {
    const notices = await records('/api/blade-desk/notice/page', { size: '100' });
    const published = notices.filter((n) => n.noticeStatus === 1);
    expect(published.length).toBeGreaterThan(2);
    expect(notices.some((n) => n.noticeStatus === 0 && n.targetCount === 0)).toBe(true);
    let read = 0;
    for (const n of published) {
      const yes = await get('/api/blade-desk/notice/getSubjectNoticeCheckList', {
        noticeId: String(n.id),
        current: '1',
        size: '1',
      });
      const no = await get('/api/blade-desk/notice/getSubjectNoticeNotCheckList', {
        noticeId: String(n.id),
        current: '1',
        size: '1',
      });
      expect(yes.total + no.total).toBe(n.targetCount);
      expect(yes.total).toBe(n.readCount);
      read += yes.total;
    }
    expect(read).toBeGreaterThan(0);
  });
});
