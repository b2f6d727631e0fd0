import { catalogGenerator, keyByLabel } from './catalog';

/** 文书模板 of the demo tenant: the usual forms of a 文化市场综合执法队, each once. */
const TEMPLATES: Array<{ name: string; kind: string; market?: string; content: string }> = [
  {
    name: '现场检查笔录',
    kind: '检查记录',
    content:
      '检查时间:____年__月__日__时__分至__时__分\n检查地点:________\n被检查单位:________\n执法人员:________ 执法证号:________\n检查情况:________\n当事人签名:________',
  },
  {
    name: '娱乐场所日常检查记录表',
    kind: '检查记录',
    market: '歌舞娱乐场所',
    content: '一、证照公示情况\n二、未成年人禁入标志\n三、曲库内容\n四、消防安全\n五、从业人员登记\n检查结论:________',
  },
  {
    name: '网吧日常检查记录表',
    kind: '检查记录',
    market: '互联网上网服务营业场所',
    content: '一、实名登记系统运行情况\n二、未成年人进入情况\n三、营业时间\n四、消防通道\n检查结论:________',
  },
  {
    name: '责令改正通知书',
    kind: '执法文书',
    content:
      '________:\n经查,你(单位)存在________的行为,违反了________的规定。依据________,责令你(单位)于____年__月__日前改正。\n(印章)\n____年__月__日',
  },
  {
    name: '询问笔录',
    kind: '执法文书',
    content:
      '询问时间:________ 地点:________\n询问人:________ 记录人:________\n被询问人:________ 身份证号:________\n问:________\n答:________',
  },
  {
    name: '整改通知书',
    kind: '整改通知',
    content:
      '________:\n我队于____年__月__日对你单位进行检查,发现以下问题:\n1.________\n请于____年__月__日前完成整改,并将整改情况书面报送我队。',
  },
  {
    name: '整改复查意见书',
    kind: '整改通知',
    content: '复查时间:________\n原发现问题:________\n整改情况:________\n复查意见:□已整改 □未整改 □部分整改',
  },
  {
    name: '行政处罚事先告知书',
    kind: '告知书',
    content:
      '________:\n你(单位)________的行为,违反了________的规定,依据________,拟作出________的行政处罚。\n你(单位)有权进行陈述和申辩。',
  },
];

export const templateGenerator = catalogGenerator({
  resource: 'template',
  entries: TEMPLATES,
  salt: 0x7e3a,
  ageDays: [600, 720],
  columns: (ctx) => {
    const kind = keyByLabel(ctx, 'template_type');
    const market = keyByLabel(ctx, 'market_type');
    return (t, i) => {
      const marketType = t.market ? market(t.market) : null;
      return {
        templateName: t.name,
        templateType: Number(kind(t.kind) ?? 5),
        marketType: marketType === null ? null : Number(marketType),
        content: t.content,
        fileUrl: null,
        sort: i + 1,
        enabled: 1,
      };
    };
  },
});
