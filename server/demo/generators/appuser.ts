import { sql } from 'kysely';
import { newId } from '../../core/ids';
import { madeBy } from './shared/made';
import { applyReview, reviewOf } from './shared/review';
import { changeState } from './shared/state-change';
import { mobilePhone, personName } from '../people';
import { rowByRow } from './shared/batch';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { addDays } from '../dates';
import { idCardOf } from './employee';
import { wireDay } from './shared/wire';
import corpus from '../corpus/appuser.json';

/**
 * APP用户 and their real-name certifications. App users: one per subject at scale, every
 * fourth the staff of a demo subject, the others consumers (some by nickname); most signed in lately, a
 * few disabled with a reason and its history. Certifications: for the first three fifths of the app
 * users, one each, in every state (pending, passed, rejected with a cause), with valid identity numbers
 * of the user's district and review history; the passed ones certify their user (settle, as the `pass`
 * action would: real name, certified flag and time). No card photos: the demo has no uploaded files.
 */

export const appUserGenerator: DemoGenerator = {
  resource: 'appuser',
  after: ['subject'],
  count: (scale) => scale,
  prepare: async (ctx: DemoContext) => {
    const subjects = await ctx.idsOf('subject');
    return rowByRow(ctx, 0xa9a1, ({ rng, i, history }) => {
      const staff = i % 4 === 3 && subjects.length > 0;
      const name = personName(rng);
      const created = ctx.timeOf(addDays(ctx.today, -rng.int(30, 500)), rng);
      const login = rng.chance(0.9) ? ctx.timeOf(addDays(ctx.today, -rng.int(0, 29)), rng) : null;
      const disabled = rng.float() < 0.05;
      const reason = disabled ? rng.pick(corpus.disable) : null;
      const disabledAt = disabled ? ctx.timeOf(addDays(ctx.today, -rng.int(0, 29)), rng) : null;
      const row: Row = {
        id: newId(),
        phone: mobilePhone(rng),
        name: staff || rng.chance(0.5) ? name : `${rng.pick(corpus.nicknames)}${rng.int(1, 999)}`,
        realName: null,
        avatar: null,
        userType: staff ? 2 : 1,
        subjectId: staff ? subjects[(i * 7) % subjects.length] : null,
        password: null,
        certified: 0,
        certifyTime: null,
        accountStatus: 1,
        disableReason: null,
        lastLoginTime: login,
        remark: null,
        ...madeBy(ctx, created),
      };
      if (disabled && reason && disabledAt)
        changeState(
          { ctx, resource: 'appuser', row, history },
          {
            action: 'disable',
            from: 1,
            to: 2,
            time: disabledAt,
            comment: reason,
            set: { accountStatus: 2, disableReason: reason },
          },
        );
      return row;
    });
  },
};

/** Review state of certification `i`: 0 pending (1 in 5), 2 rejected (3 in 20), else 1 passed. */
export const certificationState = (i: number) => (i % 20 < 4 ? 0 : i % 20 < 7 ? 2 : 1);

export const userCertificationGenerator: DemoGenerator = {
  resource: 'usercertification',
  after: ['appuser'],
  count: (scale) => Math.ceil(scale * 0.6),
  prepare: async (ctx: DemoContext) => {
    const users = await ctx.rowsOf('appuser', ['userType', 'name', 'createTime']);
    return rowByRow(
      ctx,
      0xce27,
      ({ rng, i, history }) => {
        const user = users[i % users.length];
        const d = rng.weighted(ctx.districts, (x) => x.weight);
        const male = rng.chance(0.5);
        const applyDay = addDays(wireDay(user.createTime), rng.int(0, 20));
        const applyTime = ctx.timeOf(applyDay < ctx.today ? applyDay : ctx.today, rng);
        const state = certificationState(i);
        const review = reviewOf(ctx, rng, applyTime, state, { days: 3, causes: corpus.reject });
        const row: Row = {
          id: newId(),
          appUserId: String(user.id),
          realName: Number(user.userType) === 2 ? String(user.name) : personName(rng),
          idCard: idCardOf(rng, d.code, male),
          idCardFront: null,
          idCardBack: null,
          applyTime,
          ...madeBy(ctx, applyTime),
        };
        applyReview({ ctx, resource: 'usercertification', row, history }, review, 'reject');
        return row;
      },
      () => users.length > 0,
    );
  },
  // The passed certifications certify their users, as the `pass` action does.
  settle: async (db, tenantId) => {
    await sql`update biz_app_user u set certified = 1, real_name = c.real_name, certify_time = c.review_time
      from biz_user_certification c
      where c.app_user_id = u.id and c.tenant_id = ${tenantId} and c.review_status = 1 and c.is_deleted = 0
        and u.tenant_id = ${tenantId} and u.is_deleted = 0 and u.certified = 0`.execute(db);
    return [`t:biz_app_user:${tenantId}`];
  },
};
