/**
 * The business part of the menu: top menus and the menu groups under them, in the words a supervisor
 * uses. A declaration places its resource in a group (`menu.group`); server/db/seed-migrations.ts
 * writes the rows. Plain data.
 */
export interface MenuGroup {
  code: string;
  name: string;
  /** Route prefix of its resources. */
  path: string;
  icon: string;
  /** Top menu code it belongs to. */
  top: string;
}

export const businessTopMenus = [
  { code: 'business', name: '业务监管', source: 'BusinessCenter', sort: 3 },
  { code: 'statistics', name: '统计分析', source: 'BarChart', sort: 4 },
  { code: 'platform', name: '平台服务', source: 'Widgets', sort: 5 },
];

export const menuGroups: MenuGroup[] = [
  { code: 'subject_group', name: '经营主体', path: '/subject', icon: 'Storefront', top: 'business' },
  { code: 'report_group', name: '企业自查', path: '/report', icon: 'FactCheck', top: 'business' },
  { code: 'random_group', name: '双随机', path: '/random', icon: 'Shuffle', top: 'business' },
  { code: 'enforce_group', name: '执法检查', path: '/enforce', icon: 'Gavel', top: 'business' },
  { code: 'supervise_group', name: '督办整改', path: '/supervise', icon: 'AssignmentLate', top: 'business' },
  { code: 'consumer_group', name: '投诉评价', path: '/consumer', icon: 'Forum', top: 'business' },
  { code: 'camera_group', name: '视频监控', path: '/camera', icon: 'Videocam', top: 'business' },
  { code: 'stats_group', name: '统计分析', path: '/stats', icon: 'BarChart', top: 'statistics' },
  { code: 'flow_group', name: '流程管理', path: '/flow', icon: 'AccountTree', top: 'platform' },
  { code: 'resource_group', name: '资源管理', path: '/resource', icon: 'Storage', top: 'platform' },
  // Data sources, the code generator and saved reports.
  { code: 'develop_group', name: '研发工具', path: '/tool', icon: 'Build', top: 'platform' },
];
