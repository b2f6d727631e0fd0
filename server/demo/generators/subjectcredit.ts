import { newId } from '../../core/ids';
import { madeBy } from './catalog';
import { rowByRow } from './shared/batch';
import { addDays, dateOf } from '../dates';
import type { DemoGenerator } from '../types';
import { recomputeCredit } from '../../domains/subject/credit';

/**
 * 信用记录 of the demo tenant: a few score changes for some subjects over the last year, each with a
 * believable reason for its kind (dictionary credit_change_type, by label); afterwards the subjects'
 * scores and levels are set from them as the write hook would (settle).
 */
const KINDS: Record<string, { weight: number; points: [number, number]; causes: string[] }> = {
  日常检查: {
    weight: 30,
    points: [-5, -1],
    causes: ['日常检查发现消防器材过期', '日常检查发现未按规定悬挂许可证', '日常检查发现登记台账不全'],
  },
  投诉核实: {
    weight: 15,
    points: [-10, -5],
    causes: ['群众投诉噪音扰民,经核实属实', '消费者投诉价格不明示,经核实属实', '投诉接纳未成年人,经核实属实'],
  },
  违规处罚: {
    weight: 10,
    points: [-20, -10],
    causes: ['违规接纳未成年人,已作出行政处罚', '超时经营,已作出行政处罚', '擅自变更经营地址,已作出行政处罚'],
  },
  表彰奖励: {
    weight: 15,
    points: [3, 10],
    causes: ['获评年度诚信经营示范单位', '配合开展扫黄打非专项行动表现突出', '获评文明经营场所'],
  },
  整改完成: { weight: 30, points: [2, 5], causes: ['按期完成消防整改', '已补办相关证照并公示', '整改复查合格'] },
};

export const subjectCreditGenerator: DemoGenerator = {
  resource: 'subjectcredit',
  after: ['subject'],
  // About one record for every two subjects: some subjects have several, most none.
  count: (scale) => Math.round(scale / 2),
  prepare: async (ctx) => {
    const subjects = await ctx.idsOf('subject');
    const kinds = ctx
      .dict('credit_change_type')
      .map((item) => ({ key: Number(item.key), style: KINDS[item.value] }))
      .filter((k) => k.style);
    return rowByRow(
      ctx,
      0xc3ed,
      ({ rng }) => {
        const kind = rng.weighted(kinds, (k) => k.style.weight);
        const time = ctx.timeOf(addDays(ctx.today, -rng.int(1, 365)), rng);
        const dept = ctx.leafDepts.length ? rng.pick(ctx.leafDepts).id : null;
        return {
          id: newId(),
          subjectId: rng.pick(subjects),
          changeDate: dateOf(time),
          changeScore: rng.int(kind.style.points[0], kind.style.points[1]),
          changeType: kind.key,
          cause: rng.pick(kind.style.causes),
          recordUser: ctx.adminUserId,
          deptId: dept,
          ...madeBy(ctx, time, dept),
        };
      },
      () => subjects.length > 0 && kinds.length > 0,
    );
  },
  settle: async (db, tenantId) => {
    await recomputeCredit(db, tenantId);
    return [`t:biz_subject:${tenantId}`];
  },
};
