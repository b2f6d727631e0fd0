/** Static demo items of the notice popover (docs/spec.md §2: "static demo items"). */
export interface NoticeItem {
  title: string;
  description: string;
  time: string;
}

export const noticeDemo: { mail: NoticeItem[]; message: NoticeItem[]; notice: NoticeItem[] } = {
  mail: [{ title: '系统升级通知', description: '平台将于本周六 22:00 进行例行维护', time: '今天 09:30' }],
  message: [
    { title: '张三 提交了整改报告', description: '某某KTV 消防通道整改已完成，请审核', time: '10 分钟前' },
    { title: '李四 发起了巡查任务', description: '城区网吧专项巡查任务待领取', time: '1 小时前' },
  ],
  notice: [
    { title: '关于开展文化市场专项检查的通知', description: '请各单位按要求完成自查工作', time: '昨天' },
    { title: '旅游市场秩序整治工作部署', description: '本月底前完成辖区旅行社检查', time: '3 天前' },
    { title: '网络文化经营许可年审提醒', description: '年审材料请于月底前提交', time: '1 周前' },
  ],
};
