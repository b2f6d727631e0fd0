/**
 * The business part of the menu: top menus and the menu groups under them, in the words a supervisor
 * uses. A declaration places its resource in a group (`menu.group`); server/db/seed-migrations.ts
 * writes the rows. Plain data.
 */
export interface MenuGroup {
  code: string;
  name: string;
  /** The English name (the menu row's enName). */
  en: string;
  /** Route prefix of its resources. */
  path: string;
  icon: string;
  /** Top menu code it belongs to. */
  top: string;
}

export const businessTopMenus = [
  { code: 'business', name: '业务监管', en: 'Supervision', source: 'BusinessCenter', sort: 3 },
  { code: 'statistics', name: '统计分析', en: 'Statistics', source: 'BarChart', sort: 4 },
  { code: 'platform', name: '平台服务', en: 'Platform', source: 'Widgets', sort: 5 },
];

export const menuGroups: MenuGroup[] = [
  { code: 'subject_group', name: '经营主体', en: 'Subjects', path: '/subject', icon: 'Storefront', top: 'business' },
  { code: 'report_group', name: '企业自查', en: 'Self-checks', path: '/report', icon: 'FactCheck', top: 'business' },
  { code: 'random_group', name: '双随机', en: 'Random checks', path: '/random', icon: 'Shuffle', top: 'business' },
  { code: 'enforce_group', name: '执法检查', en: 'Enforcement', path: '/enforce', icon: 'Gavel', top: 'business' },
  {
    code: 'supervise_group',
    name: '督办整改',
    en: 'Supervision',
    path: '/supervise',
    icon: 'AssignmentLate',
    top: 'business',
  },
  {
    code: 'consumer_group',
    name: '投诉评价',
    en: 'Complaints and evaluations',
    path: '/consumer',
    icon: 'Forum',
    top: 'business',
  },
  {
    code: 'camera_group',
    name: '视频监控',
    en: 'Video surveillance',
    path: '/camera',
    icon: 'Videocam',
    top: 'business',
  },
  { code: 'stats_group', name: '统计分析', en: 'Statistics', path: '/stats', icon: 'BarChart', top: 'statistics' },
  { code: 'flow_group', name: '流程管理', en: 'Workflow', path: '/flow', icon: 'AccountTree', top: 'platform' },
  { code: 'resource_group', name: '资源管理', en: 'Resources', path: '/resource', icon: 'Storage', top: 'platform' },
  // Data sources, the code generator and saved reports.
  { code: 'develop_group', name: '研发工具', en: 'Developer tools', path: '/tool', icon: 'Build', top: 'platform' },
];
