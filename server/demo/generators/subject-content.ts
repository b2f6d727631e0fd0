import { newId } from '../../core/ids';
import { madeIn } from './catalog';
import { subjectsInTurn } from './shared/batch';
import { applyReview, drawnReview } from './shared/review';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { addDays } from '../dates';

/**
 * 主体发布内容 of a share of the demo subjects: notices, shows and promotions, most passed, some
 * rejected with a cause, the newest pending; every review has its history entry.
 */
const CONTENT: Array<{ key: number; titles: string[]; body: string }> = [
  {
    key: 1,
    titles: ['端午节营业时间调整公告', '消防演练通知', '暑期未成年人保护提示'],
    body: '本店严格落实未成年人保护规定,节假日期间营业时间调整如下,敬请周知。',
  },
  {
    key: 2,
    titles: ['周末原创音乐专场', '经典老歌演唱会', '民乐演奏之夜'],
    body: '本周末晚八点举办专场演出,欢迎市民朋友前来观看。',
  },
  {
    key: 3,
    titles: ['学生凭证八折优惠', '会员日充值赠送', '工作日下午场特惠'],
    body: '活动期间凭有效证件享受优惠,详情咨询前台。',
  },
  { key: 4, titles: ['门店升级改造完成', '新增无障碍设施'], body: '门店已完成改造并通过消防验收,欢迎光临。' },
];
const REJECT = ['含夸大宣传用语', '未注明未成年人限制', '演出内容未备案', '图片含不当内容'];

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
        const review = drawnReview(ctx, rng, created, { pending: 0.15, refused: 0.1, days: 3, causes: REJECT });
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
