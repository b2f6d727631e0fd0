import { expect, it } from 'vitest';
import { formatProblem, isIdCard } from '../../../resources/formats';
import { demoChecks } from './env';

/**
 * Demo data of app users and their certifications (server/demo/generators/appuser.ts): consumers and
 * staff of demo subjects with valid mobile numbers, certifications in every state with their history
 * and valid identity numbers (masked in the page, whole in the detail for the admin), and the users of
 * passed certifications certified under the certified name.
 */
export const describeAppUserDemo = demoChecks('app user demo data', ({ get, records }) => {
  it('consumers and staff of subjects; certifications in every state; passed ones certify their user', async () => {
    const users = await records('/api/system/appuser/page');
    expect(users.length).toBeGreaterThan(100);
    expect(new Set(users.map((u) => u.userType))).toEqual(new Set([1, 2]));
    expect(users.filter((u) => u.userType === 2).every((u) => u.subjectId && u.subjectName)).toBe(true);
    expect(users.filter((u) => u.userType === 1).every((u) => !u.subjectId)).toBe(true);
    expect(users.map((u) => formatProblem('phone', String(u.phone))).filter(Boolean)).toEqual([]);
    expect(users.every((u) => !('password' in u))).toBe(true);
    expect(new Set(users.map((u) => u.accountStatus))).toEqual(new Set([1, 2]));

    const certs = await records('/api/consumer/usercertification/page');
    expect(certs.length).toBeGreaterThan(50);
    expect(new Set(certs.map((c) => c.reviewStatus))).toEqual(new Set([0, 1, 2]));
    expect(certs.every((c) => /^\d{6}\*{8}\d{3}[\dX]$/.test(c.idCard) && c.appUserName)).toBe(true);
    expect(certs.filter((c) => c.reviewStatus === 2).every((c) => c.cause)).toBe(true);
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const c of certs) {
      const user = byId.get(c.appUserId)!;
      if (c.reviewStatus === 1) expect(user).toMatchObject({ certified: 1, realName: c.realName });
      else expect(user.certified).toBe(0);
    }
    const rejected = certs.find((c) => c.reviewStatus === 2)!;
    const whole = await get('/api/consumer/usercertification/detail', { id: String(rejected.id) });
    expect(isIdCard(whole.idCard)).toBe(true);
    const h = await get('/api/consumer/usercertification/history', { id: String(rejected.id) });
    expect(h).toEqual([expect.objectContaining({ action: 'reject', toState: 2, comment: rejected.cause })]);
  });
});
