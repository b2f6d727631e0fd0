import { catalogGenerator, keyByLabel } from './catalog';

/** 检查项 of the demo tenant: what enforcers check on site per market type, with the rule it rests on. */
const ITEMS: Array<{ market: string; name: string; category: string; basis: string; method: string }> = [
  {
    market: '歌舞娱乐场所',
    name: '娱乐经营许可证是否有效并公示',
    category: '证照管理',
    basis: '《娱乐场所管理条例》第九条',
    method: '查看许可证原件及公示位置',
  },
  {
    market: '歌舞娱乐场所',
    name: '是否接纳未成年人',
    category: '未成年人保护',
    basis: '《娱乐场所管理条例》第二十三条',
    method: '现场查看在场人员,抽查身份证件',
  },
  {
    market: '歌舞娱乐场所',
    name: '曲库是否含有禁止内容',
    category: '内容管理',
    basis: '《娱乐场所管理条例》第十三条',
    method: '抽查点歌系统曲目,比对禁播曲目清单',
  },
  {
    market: '游艺娱乐场所',
    name: '游戏游艺设备是否具有赌博功能',
    category: '内容管理',
    basis: '《娱乐场所管理条例》第十九条',
    method: '现场试玩,查看设备设置',
  },
  {
    market: '游艺娱乐场所',
    name: '是否在非节假日向未成年人提供设备',
    category: '未成年人保护',
    basis: '《娱乐场所管理条例》第二十三条',
    method: '现场查看在场人员',
  },
  {
    market: '互联网上网服务营业场所',
    name: '是否核对登记上网消费者身份证件',
    category: '经营管理',
    basis: '《互联网上网服务营业场所管理条例》第二十三条',
    method: '查看实名登记系统记录,抽查在场人员',
  },
  {
    market: '互联网上网服务营业场所',
    name: '是否接纳未成年人进入',
    category: '未成年人保护',
    basis: '《互联网上网服务营业场所管理条例》第二十一条',
    method: '现场查看在场人员,抽查身份证件',
  },
  {
    market: '互联网上网服务营业场所',
    name: '安全出口及疏散通道是否畅通',
    category: '消防安全',
    basis: '《中华人民共和国消防法》第二十八条',
    method: '现场查看安全出口和疏散通道',
  },
  {
    market: '旅行社',
    name: '是否超范围经营出境旅游业务',
    category: '证照管理',
    basis: '《旅行社条例》第四十六条',
    method: '查看许可证及业务合同',
  },
  {
    market: '旅行社',
    name: '是否与旅游者签订书面合同',
    category: '经营管理',
    basis: '《中华人民共和国旅游法》第五十七条',
    method: '抽查旅游合同',
  },
  {
    market: '演出场所',
    name: '演出是否经过审批',
    category: '证照管理',
    basis: '《营业性演出管理条例》第十三条',
    method: '查看审批文件,核对演出节目单',
  },
  {
    market: '演出场所',
    name: '观众人数是否超过核定容量',
    category: '安全生产',
    basis: '《营业性演出管理条例》第二十一条',
    method: '查看售票记录,现场清点',
  },
  {
    market: '艺术品经营单位',
    name: '是否经营禁止交易的艺术品',
    category: '内容管理',
    basis: '《艺术品经营管理办法》第六条',
    method: '现场查看经营品种',
  },
  {
    market: 'A级旅游景区',
    name: '是否超过最大承载量接待游客',
    category: '安全生产',
    basis: '《中华人民共和国旅游法》第四十五条',
    method: '查看预约和入园统计',
  },
  {
    market: '星级饭店',
    name: '消防设施是否完好有效',
    category: '消防安全',
    basis: '《中华人民共和国消防法》第十六条',
    method: '抽查客房及公共区域消防设施',
  },
];

export const inspectItemGenerator = catalogGenerator({
  resource: 'inspectitem',
  entries: ITEMS,
  salt: 0x1773,
  ageDays: [600, 720],
  columns: (ctx) => {
    const market = keyByLabel(ctx, 'market_type');
    const category = keyByLabel(ctx, 'inspect_category');
    return (item, i) => {
      const marketType = market(item.market);
      if (marketType === null) return null;
      const cat = category(item.category);
      return {
        itemName: item.name,
        marketType: Number(marketType),
        category: cat === null ? null : Number(cat),
        basis: item.basis,
        checkMethod: item.method,
        sort: i + 1,
        enabled: 1,
      };
    };
  },
});
