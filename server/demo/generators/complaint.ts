import { newId } from '../../core/ids';
import { aboutRandomSubject, rowByRow } from './shared/batch';
import { addDays } from '../dates';
import { mobilePhone, personName } from '../people';
import { madeBy, madeFor } from './catalog';
import { FINDING_FOUND, FINDING_HANDLED } from '../../../resources/findings';
import { OPEN_FINDING, completeLater, fateOf, findingHandlers, handlerFor, stepTime } from './shared/findings';
import { changeState } from './shared/state-change';
import { demoNumber, wireTime, referencedIds } from './shared/wire';
import { COMPLAINT_CATEGORY_CHOICES, COMPLAINT_REJECTED } from '../../../resources/consumer/complaint/schema';
import type { DemoGenerator, Row } from '../types';

/**
 * 消费者投诉 of the demo tenant as the server's save (server/domains/consumer/complaint-rules.ts) would
 * have made them: complaints about the demo subjects over the last six months, from the app, the 12345
 * hotline or letters, in every state with their history: the older ones mostly handled (what was done
 * and the answer told to the consumer) and many of those complete, some declined (不予受理) with the
 * reason. Evidence rows (`complaintimg`, `complaintvideo`) name their complaint and its subject but
 * carry no file: the demo has no uploaded media, so their link is empty (the show page counts them).
 */

const DAYS_BACK = 180;
const CHANNELS = [1, 1, 1, 2, 2, 3, 4];

/** What consumers complain of, by category key. */
const TEXTS: Record<string, string[]> = {
  1: ['服务员态度恶劣,多次呼叫无人应答', '包厢设备故障,要求更换遭拒', '预订的包厢被临时取消,未说明原因'],
  2: ['酒水价格与价目表不符,结账时多收费用', '未明码标价,结账金额远高于口头报价', '强制收取最低消费,事先未告知'],
  3: [
    '深夜发现多名未成年人在场内消费,未核验身份证',
    '网吧允许未成年人上网,未登记身份',
    '场所门口未悬挂未成年人禁入标志',
  ],
  4: ['营业至凌晨,音响声音过大影响周边居民休息', '门口招揽客人喧哗,夜间噪音扰民'],
  5: ['安全出口被杂物堵塞,疏散通道不畅', '场所内灭火器过期,应急照明不亮', '包厢内吸烟无人制止,存在火灾隐患'],
  6: ['超出许可范围经营,擅自增设游艺设备', '无证照开展营业性演出'],
  9: ['会员卡余额无法退还', '商家拒绝开具发票'],
};
const HANDLE_RESULTS = [
  '已到场核实,责令经营者立即整改,复查整改到位',
  '已约谈经营者,退还多收费用并书面致歉',
  '已现场检查并责令整改,经营者已落实整改措施',
  '已调取监控核实情况,对经营者予以警告',
];
const REPLIES = [
  '您反映的问题经核实属实,已责令经营者整改,感谢您的监督',
  '经调解,商家已退还多收费用,请注意查收',
  '已对该场所进行检查并督促整改,如仍有问题请再次反映',
];
const DECLINES = [
  '经核实,所反映问题不属于文化市场综合执法管辖范围,已告知向市场监管部门反映',
  '投诉内容缺少必要事实依据,经联系投诉人无法补充,不予受理',
];
const OPINIONS = ['整改到位,同意办结', '经回访投诉人满意,予以办结'];

export const complaintGenerator: DemoGenerator = {
  resource: 'complaint',
  after: ['subject', 'user'],
  count: (scale) => Math.max(40, Math.round(scale * 0.4)),
  prepare: async (ctx) => {
    const handlers = await findingHandlers(ctx);
    return aboutRandomSubject(ctx, 0xc071, (subject, { rng, i, history }) => {
      const day = addDays(ctx.today, -rng.int(0, DAYS_BACK));
      const found = ctx.timeOf(day, rng);
      const category = rng.pick(COMPLAINT_CATEGORY_CHOICES).id;
      const row: Row = {
        id: newId(),
        complaintNo: demoNumber('TS', day, i),
        subjectId: String(subject.id),
        category: Number(category),
        channel: rng.pick(CHANNELS),
        description: rng.pick(TEXTS[category] ?? TEXTS[9]),
        consumerId: null,
        consumerName: personName(rng),
        consumerPhone: mobilePhone(rng),
        foundTime: found,
        deadline: addDays(day, 15),
        ...OPEN_FINDING,
        replyContent: null,
        replyTime: null,
        ...madeFor(ctx, found, subject),
      };
      // A complaint is handled (or declined) some days after it came in, never after the run's moment.
      const fate = fateOf(i);
      const record = { ctx, resource: 'complaint', row, history };
      if (fate === 'found') return row;
      const time = stepTime(record, rng, found, [1, 10]);
      if (fate === 'closed' && rng.chance(0.12)) {
        const reason = rng.pick(DECLINES);
        changeState(record, {
          action: 'reject',
          from: FINDING_FOUND,
          to: COMPLAINT_REJECTED,
          time,
          comment: reason,
          set: {
            handleStatus: COMPLAINT_REJECTED,
            handleUser: ctx.adminUserId,
            handleTime: time,
            replyContent: reason,
            replyTime: time,
          },
        });
        return row;
      }
      const handler = handlerFor(handlers, row.id) ?? ctx.adminUserId;
      const handleResult = rng.pick(HANDLE_RESULTS);
      const replyContent = rng.pick(REPLIES);
      changeState(record, {
        action: 'handle',
        from: FINDING_FOUND,
        to: FINDING_HANDLED,
        time,
        by: handler,
        comment: handleResult,
        set: {
          handleStatus: FINDING_HANDLED,
          handleResult,
          replyContent,
          replyTime: time,
          handleUser: handler,
          handleTime: time,
        },
      });
      if (fate === 'closed') completeLater(record, rng, time, { days: [1, 7], texts: OPINIONS });
      return row;
    });
  },
};

/** Evidence rows of about one complaint in two (photos) or five (videos), with no file (see above). */
const evidenceGenerator = (
  resource: 'complaintimg' | 'complaintvideo',
  salt: number,
  every: number,
): DemoGenerator => ({
  resource,
  after: ['complaint'],
  count: (scale) => Math.max(10, Math.round((scale * 0.4) / every)),
  prepare: async (ctx) => {
    const have = await referencedIds(ctx, resource, 'complaintId');
    const complaints = (await ctx.rowsOf('complaint', ['subjectId', 'foundTime', 'deptId'])).filter(
      (c) => !have.has(String(c.id)),
    );
    return rowByRow(ctx, salt, ({ rng, i }) => {
      const complaint = complaints[(i * every) % Math.max(1, complaints.length)];
      if (!complaint || have.has(String(complaint.id))) return null;
      have.add(String(complaint.id));
      const time = wireTime(complaint.foundTime) || ctx.now;
      return {
        id: newId(),
        complaintId: String(complaint.id),
        subjectId: complaint.subjectId,
        [resource === 'complaintimg' ? 'imageUrl' : 'videoUrl']: null,
        sort: rng.int(1, 3),
        remark: '演示数据,未附文件',
        ...madeBy(ctx, time, complaint.deptId ?? null),
      };
    });
  },
});

export const complaintImgGenerator = evidenceGenerator('complaintimg', 0xc072, 2);
export const complaintVideoGenerator = evidenceGenerator('complaintvideo', 0xc073, 5);
