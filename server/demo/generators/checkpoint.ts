import { newId } from '../../core/ids';
import { addDays } from '../dates';
import type { DemoContext, DemoGenerator, Row } from '../types';
import { catalogGenerator, keyByLabel, madeBy } from './catalog';
import { rowByRow } from './shared/batch';
import { wireDay } from './shared/wire';

/**
 * 检查点 of the demo tenant, four per market type (what supervisors actually ask venues to check and
 * report), each assigned by its market type (the rule `marketTypeRule`), and the assignment rows that
 * rule gives every demo subject: demo subjects are written straight to their table, so the subject's
 * write hook does not run for them, and this generator does what it would have done.
 */
interface CheckpointEntry {
  market: string;
  name: string;
  content: string;
  /** report_frequency label. */
  frequency: '每日' | '每周' | '每月' | '每季度' | '每年';
  nfc: boolean;
  photo: boolean;
}

export const PER_MARKET_TYPE = 4;

const c = (
  market: string,
  name: string,
  content: string,
  frequency: CheckpointEntry['frequency'],
  nfc: boolean,
  photo = true,
): CheckpointEntry => ({ market, name, content, frequency, nfc, photo });

export const CHECKPOINTS: CheckpointEntry[] = [
  c('歌舞娱乐场所', '消防通道畅通', '安全出口、疏散通道畅通无堵塞,应急照明和疏散指示标志完好有效', '每日', true),
  c('歌舞娱乐场所', '未成年人禁入标志', '在显著位置悬挂未成年人禁入标志,入口处核验顾客年龄', '每周', true),
  c('歌舞娱乐场所', '曲库合规', '点歌系统不含文化和旅游部公布的禁播曲目,曲库更新有记录', '每月', false),
  c('歌舞娱乐场所', '包厢透明门窗', '包厢门窗使用透明材料,不得设置内锁或遮挡视线', '每周', true),
  c('游艺娱乐场所', '游戏游艺设备合规', '设备内容经过内容审核,无赌博功能或变相赌博的设置', '每周', true),
  c('游艺娱乐场所', '未成年人保护', '除法定节假日外不得向未成年人提供游戏游艺设备', '每日', false),
  c('游艺娱乐场所', '奖品兑换规范', '奖品目录公示,单件奖品价值不超过规定标准,不以现金兑奖', '每月', false),
  c('游艺娱乐场所', '消防设施完好', '灭火器、烟感报警装置在有效期内且摆放位置正确', '每月', true),
  c('互联网上网服务营业场所', '上网人员身份核验', '对上网消费者逐一核对有效身份证件并登记,实名上网', '每日', true),
  c('互联网上网服务营业场所', '未成年人禁入标志', '入口处悬挂未成年人禁入标志,不得接纳未成年人进入', '每周', true),
  c('互联网上网服务营业场所', '营业时间规范', '每日0时至8时不得营业,营业时间公示', '每日', false, false),
  c('互联网上网服务营业场所', '消防通道畅通', '安全出口、疏散通道畅通,严禁设置妨碍疏散的隔断', '每日', true),
  c('旅行社', '经营许可证公示', '旅行社业务经营许可证、营业执照在经营场所显著位置悬挂', '每季度', false),
  c('旅行社', '旅游合同签订', '与游客签订规范的书面旅游合同,合同范本报备', '每月', false),
  c('旅行社', '导游持证上岗', '委派的导游持有电子导游证,信息与旅行社备案一致', '每月', false),
  c('旅行社', '质量保证金缴纳', '按规定缴纳旅游服务质量保证金并在有效期内', '每年', false),
  c('演出场所', '演出审批文件', '营业性演出持有审批文件,演出内容与审批一致', '每周', false),
  c('演出场所', '观众容量控制', '售票和入场人数不超过核定容量,现场有人数统计', '每日', true),
  c('演出场所', '疏散通道与应急照明', '演出期间疏散通道畅通,应急照明和广播系统正常', '每日', true),
  c('演出场所', '舞台设施安全', '舞台吊挂设备、临时搭建设施经过安全检查', '每周', true),
  c('艺术品经营单位', '艺术品备案', '经营单位取得备案,经营的艺术品来源合法并有登记', '每季度', false),
  c('艺术品经营单位', '明示艺术品信息', '向买受人明示作品作者、年代、尺寸、材料及真伪状况', '每月', false),
  c('艺术品经营单位', '交易凭证留存', '保留交易合同和凭证不少于5年', '每季度', false),
  c('艺术品经营单位', '展品安全防护', '展厅安防监控正常运行,贵重展品有防护措施', '每周', true),
  c('A级旅游景区', '游客承载量控制', '实行门票预约和流量控制,不超过最大承载量', '每日', true),
  c('A级旅游景区', '安全警示标识', '危险区域设置安全警示标识和防护设施', '每周', true),
  c('A级旅游景区', '游乐设施检验', '大型游乐设施经检验合格并在有效期内', '每月', true),
  c('A级旅游景区', '投诉处理公示', '公示投诉电话,投诉有登记和处理记录', '每月', false),
  c('星级饭店', '消防设施完好', '客房和公共区域烟感、喷淋、灭火器完好有效', '每周', true),
  c('星级饭店', '住宿登记', '对住宿旅客逐一登记有效身份证件', '每日', false, false),
  c('星级饭店', '食品安全', '餐饮区域持有效许可证,食品留样记录完整', '每日', true),
  c('星级饭店', '星级标准公示', '星级标牌悬挂规范,服务项目与星级标准相符', '每季度', false),
];

export const checkpointGenerator = catalogGenerator({
  resource: 'checkpoint',
  entries: CHECKPOINTS,
  salt: 0xc4ec,
  ageDays: [730, 800],
  columns: (ctx) => {
    const market = keyByLabel(ctx, 'market_type');
    const frequency = keyByLabel(ctx, 'report_frequency');
    return (e, i) => {
      const marketType = market(e.market);
      if (marketType === null) return null;
      return {
        checkpointName: e.name,
        marketType: Number(marketType),
        bizType: null,
        content: e.content,
        reportFrequency: Number(frequency(e.frequency) ?? 1),
        needNfc: e.nfc ? 1 : 0,
        needPhoto: e.photo ? 1 : 0,
        sort: (i % PER_MARKET_TYPE) + 1,
        enabled: 1,
        marketTypeRule: marketType,
      };
    };
  },
});

/**
 * Row `i` is checkpoint `i % 4` of subject `i / 4` (in creation order) among the checkpoints whose
 * rule names the subject's market type; a subject whose type has fewer makes fewer rows. NFC tag codes
 * where the checkpoint needs a scan; assigned a few days after the subject was recorded.
 */
export const subjectCheckpointGenerator: DemoGenerator = {
  resource: 'subjectcheckpoint',
  after: ['subject', 'checkpoint'],
  count: (scale) => scale * PER_MARKET_TYPE,
  prepare: async (ctx: DemoContext) => {
    const subjects = await ctx.rowsOf('subject', ['marketType', 'createTime']);
    const checkpoints = await ctx.rowsOf('checkpoint', ['marketTypeRule', 'needNfc', 'sort']);
    const byType = new Map<string, Row[]>();
    for (const cp of [...checkpoints].sort((a, b) => Number(a.sort) - Number(b.sort))) {
      for (const key of String(cp.marketTypeRule ?? '')
        .split(',')
        .filter(Boolean))
        byType.set(key, [...(byType.get(key) ?? []), cp]);
    }
    return rowByRow(ctx, 0x5c9c, ({ rng, i }) => {
      const subject = subjects[Math.floor(i / PER_MARKET_TYPE)];
      const cp = subject && byType.get(String(subject.marketType))?.[i % PER_MARKET_TYPE];
      if (!subject || !cp) return null;
      const day = addDays(wireDay(subject.createTime), rng.int(1, 10));
      const time = ctx.timeOf(day < ctx.today ? day : ctx.today, rng);
      const hex = () => rng.int(0, 0xffffff).toString(16).toUpperCase().padStart(6, '0');
      return {
        id: newId(),
        subjectId: String(subject.id),
        checkpointId: String(cp.id),
        nfcCode: Number(cp.needNfc) === 1 ? `04${hex()}${hex()}` : null,
        assignWay: 1,
        assignUser: ctx.adminUserId,
        assignTime: time,
        ...madeBy(ctx, time),
      };
    });
  },
};
