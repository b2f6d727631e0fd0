/**
 * What a fresh install contains. Plain data; server/db/seed.ts writes it on an empty database.
 */
/** A seeded dictionary entry: its key, its Chinese name and its English name. */
export type DictEntry = [dictKey: string, dictValue: string, enName: string];

export const PLATFORM_TENANT = '000000';
export const DEMO_TENANT = '100001';

export const tenants = [
  { tenantId: PLATFORM_TENANT, tenantName: '管理组', linkman: 'admin', domain: '', accountNumber: -1 },
  { tenantId: DEMO_TENANT, tenantName: '示范区文化市场综合执法队', linkman: '张主任', domain: '', accountNumber: -1 },
];

/** [dictKey, dictValue, enName] children per dictionary; parents carry dictKey -1. */
export const systemDicts: Record<string, DictEntry[]> = {
  sex: [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
    ['3', '未知', 'Unknown'],
  ],
  notice: [
    ['1', '发布通知', 'Announcement'],
    ['2', '批转通知', 'Approval notice'],
    ['3', '转发通知', 'Forwarded notice'],
    ['4', '指示通知', 'Instruction'],
    ['5', '任免通知', 'Appointment'],
    ['6', '事务通知', 'Affairs notice'],
  ],
  menu_category: [
    ['1', '菜单', 'Menu'],
    ['2', '按钮', 'Button'],
  ],
  button_func: [
    ['1', '工具栏', 'Toolbar'],
    ['2', '操作栏', 'Row'],
    ['3', '工具操作栏', 'Toolbar and row'],
  ],
  yes_no: [
    ['1', '否', 'No'],
    ['2', '是', 'Yes'],
  ],
  flow: [
    ['1', '请假流程', 'Leave'],
    ['2', '报销流程', 'Expense claim'],
  ],
  oss: [
    ['1', 'minio', 'MinIO'],
    ['2', '七牛云', 'Qiniu'],
    ['3', '阿里云', 'Alibaba Cloud'],
    ['4', '腾讯云', 'Tencent Cloud'],
  ],
  sms: [
    ['1', 'yunpian', 'Yunpian'],
    ['2', '七牛云', 'Qiniu'],
    ['3', '阿里云', 'Alibaba Cloud'],
    ['4', '腾讯云', 'Tencent Cloud'],
  ],
  org_category: [
    ['1', '公司', 'Company'],
    ['2', '部门', 'Department'],
    ['3', '小组', 'Team'],
  ],
  data_scope_type: [
    ['1', '全部可见', 'All'],
    ['2', '本人可见', 'Own only'],
    ['3', '所在机构可见', 'Own unit'],
    ['4', '所在机构及子级可见', 'Own unit and below'],
    ['5', '自定义', 'Custom'],
  ],
  api_scope_type: [
    ['1', '系统接口', 'System API'],
    ['2', '业务接口', 'Business API'],
  ],
  post_category: [
    ['1', '高层', 'Senior'],
    ['2', '中层', 'Middle'],
    ['3', '基层', 'Junior'],
    ['4', '其他', 'Other'],
  ],
  region: [
    ['0', '国家', 'Country'],
    ['1', '省份直辖市', 'Province or municipality'],
    ['2', '地市', 'City'],
    ['3', '区县', 'District or county'],
    ['4', '乡镇街道', 'Town or street'],
    ['5', '村委', 'Village'],
  ],
  user_type: [
    ['1', 'WEB', 'WEB'],
    ['2', 'APP', 'APP'],
    ['3', 'OTHER', 'OTHER'],
  ],
};

export const dictNames: Record<string, string> = {
  sex: '性别',
  notice: '通知类型',
  menu_category: '菜单类型',
  button_func: '按钮功能',
  yes_no: '是否',
  flow: '流程类型',
  oss: '对象存储类型',
  sms: '短信服务类型',
  org_category: '机构类型',
  data_scope_type: '数据权限',
  api_scope_type: '接口权限',
  post_category: '岗位类型',
  region: '行政区划',
  user_type: '用户平台',
  market_type: '市场类型',
  report_item_type: '上报项类型',
  business_status: '经营状态',
  biz_type: '经营类别',
  prohibit_reason: '禁播原因',
  tourism_info_type: '旅游信息类别',
  facility_type: '设施类型',
  facility_status: '设施使用状态',
  fire_equip_type: '消防器材类型',
  health_test_type: '检测类型',
  health_test_result: '检测结果',
  content_type: '发布内容类型',
  report_frequency: '上报频次',
  template_type: '模板类型',
  inspect_category: '检查类别',
  credit_change_type: '信用变更类型',
  credit_level: '信用等级',
};

/** The English names of the dictionaries (their parent rows' enName). */
export const dictNamesEn: Record<string, string> = {
  sex: 'Sex',
  notice: 'Notice type',
  menu_category: 'Menu type',
  button_func: 'Button function',
  yes_no: 'Yes or no',
  flow: 'Process type',
  oss: 'Object storage type',
  sms: 'SMS service type',
  org_category: 'Organisation type',
  data_scope_type: 'Data scope',
  api_scope_type: 'API scope',
  post_category: 'Post type',
  region: 'Region',
  user_type: 'User platform',
  market_type: 'Market type',
  report_item_type: 'Report item type',
  business_status: 'Business status',
  biz_type: 'Business category',
  prohibit_reason: 'Prohibition reason',
  tourism_info_type: 'Tourism information type',
  facility_type: 'Facility type',
  facility_status: 'Facility status',
  fire_equip_type: 'Fire equipment type',
  health_test_type: 'Test type',
  health_test_result: 'Test result',
  content_type: 'Content type',
  report_frequency: 'Report frequency',
  template_type: 'Template type',
  inspect_category: 'Inspection category',
  credit_change_type: 'Credit change type',
  credit_level: 'Credit level',
};

/** Business dictionaries each tenant gets a copy of. */
export const bizDicts: Record<string, DictEntry[]> = {
  market_type: [
    ['1', '歌舞娱乐场所', 'Karaoke and dance venue'],
    ['2', '游艺娱乐场所', 'Amusement venue'],
    ['3', '互联网上网服务营业场所', 'Internet cafe'],
    ['4', '旅行社', 'Travel agency'],
    ['5', '演出场所', 'Performance venue'],
    ['6', '艺术品经营单位', 'Art dealer'],
    ['7', 'A级旅游景区', 'A-grade scenic area'],
    ['8', '星级饭店', 'Star-rated hotel'],
  ],
  report_item_type: [
    ['1', '文本', 'Text'],
    ['2', '数字', 'Number'],
    ['3', '单选', 'Single choice'],
    ['4', '多选', 'Multiple choice'],
    ['5', '图片', 'Image'],
    ['6', '日期', 'Date'],
  ],
  business_status: [
    ['1', '正常营业', 'Open'],
    ['2', '停业整顿', 'Suspended for rectification'],
    ['3', '歇业', 'Closed'],
    ['4', '已注销', 'Deregistered'],
  ],
  // 经营类别 within a market type: the key's leading digit is the market_type key (101 is under 1), so
  // checkpoints (market type + category) and a subject's category read from one dictionary.
  biz_type: [
    ['101', '量贩式KTV', 'Self-service KTV'],
    ['102', '歌舞厅', 'Dance hall'],
    ['103', '卡拉OK', 'Karaoke'],
    ['201', '电子游戏', 'Video games'],
    ['202', '游艺娱乐', 'Amusement'],
    ['203', '动漫游戏', 'Animation games'],
    ['301', '互联网上网服务', 'Internet access'],
    ['302', '电竞酒店', 'E-sports hotel'],
    ['303', '网咖', 'Internet lounge'],
    ['401', '国内旅游', 'Domestic tours'],
    ['402', '入境旅游', 'Inbound tours'],
    ['403', '出境旅游', 'Outbound tours'],
    ['501', '剧场', 'Theatre'],
    ['502', '音乐厅', 'Concert hall'],
    ['503', '演艺场所', 'Performance hall'],
    ['601', '艺术品销售', 'Art sales'],
    ['602', '艺术品经纪', 'Art brokerage'],
    ['603', '艺术品展览', 'Art exhibition'],
    ['701', 'AAAAA级', 'AAAAA'],
    ['702', 'AAAA级', 'AAAA'],
    ['703', 'AAA级', 'AAA'],
    ['704', 'AA级', 'AA'],
    ['705', 'A级', 'A'],
    ['801', '五星级', 'Five-star'],
    ['802', '四星级', 'Four-star'],
    ['803', '三星级', 'Three-star'],
    ['804', '二星级', 'Two-star'],
  ],
  prohibit_reason: [
    ['1', '含有禁止内容', 'Prohibited content'],
    ['2', '文化和旅游部公布的违规曲目', 'Listed as non-compliant by the Ministry'],
    ['3', '宣扬淫秽、赌博、暴力', 'Obscenity, gambling or violence'],
    ['4', '危害社会公德', 'Against public morals'],
    ['5', '侵犯著作权', 'Copyright infringement'],
    ['6', '其他', 'Other'],
  ],
  tourism_info_type: [
    ['1', '旅行社业务经营许可', 'Travel agency licence'],
    ['2', '导游', 'Tour guide'],
    ['3', '旅游线路', 'Tour route'],
    ['4', '景区等级评定', 'Scenic area rating'],
    ['5', '旅行社分社', 'Travel agency branch'],
    ['6', '旅游安全检查', 'Tourism safety check'],
  ],
  facility_type: [
    ['1', '包厢', 'Private room'],
    ['2', '大厅', 'Hall'],
    ['3', '电脑终端', 'Computer terminal'],
    ['4', '游戏机', 'Game machine'],
    ['5', '舞台', 'Stage'],
    ['6', '演播厅', 'Studio'],
    ['7', '客房', 'Guest room'],
    ['9', '其他', 'Other'],
  ],
  facility_status: [
    ['1', '正常使用', 'In use'],
    ['2', '停用', 'Out of use'],
    ['3', '维修中', 'Under repair'],
  ],
  fire_equip_type: [
    ['1', '灭火器', 'Fire extinguisher'],
    ['2', '消火栓', 'Fire hydrant'],
    ['3', '应急照明灯', 'Emergency light'],
    ['4', '疏散指示标志', 'Exit sign'],
    ['5', '烟感报警器', 'Smoke detector'],
    ['6', '自动喷淋', 'Sprinkler'],
    ['7', '防烟面具', 'Smoke hood'],
    ['9', '其他', 'Other'],
  ],
  health_test_type: [
    ['1', '核酸检测', 'Nucleic acid test'],
    ['2', '健康体检', 'Health check'],
    ['3', '抗原检测', 'Antigen test'],
  ],
  health_test_result: [
    ['1', '阴性', 'Negative'],
    ['2', '阳性', 'Positive'],
    ['3', '合格', 'Passed'],
    ['4', '不合格', 'Failed'],
  ],
  content_type: [
    ['1', '活动公告', 'Event'],
    ['2', '演出节目', 'Show'],
    ['3', '优惠促销', 'Promotion'],
    ['4', '企业介绍', 'Company profile'],
    ['5', '招聘信息', 'Job posting'],
  ],
  report_frequency: [
    ['1', '每日', 'Daily'],
    ['2', '每周', 'Weekly'],
    ['3', '每月', 'Monthly'],
    ['4', '每季度', 'Quarterly'],
    ['5', '每年', 'Yearly'],
  ],
  template_type: [
    ['1', '检查记录', 'Inspection record'],
    ['2', '执法文书', 'Enforcement document'],
    ['3', '整改通知', 'Rectification notice'],
    ['4', '告知书', 'Notification'],
    ['5', '其他', 'Other'],
  ],
  inspect_category: [
    ['1', '证照管理', 'Licences'],
    ['2', '消防安全', 'Fire safety'],
    ['3', '未成年人保护', 'Protection of minors'],
    ['4', '内容管理', 'Content'],
    ['5', '经营管理', 'Business operation'],
    ['6', '安全生产', 'Work safety'],
  ],
  credit_change_type: [
    ['1', '日常检查', 'Routine inspection'],
    ['2', '投诉核实', 'Complaint verified'],
    ['3', '违规处罚', 'Penalty'],
    ['4', '表彰奖励', 'Commendation'],
    ['5', '整改完成', 'Rectified'],
    ['6', '其他', 'Other'],
    ['7', '消费者评价', 'Consumer evaluation'],
  ],
  // A subject's credit level from its score (server/domains/subject/credit.ts): ≥90, ≥75, ≥60, below.
  credit_level: [
    ['1', '优秀', 'Excellent'],
    ['2', '良好', 'Good'],
    ['3', '一般', 'Fair'],
    ['4', '较差', 'Poor'],
  ],
};

export const params = [
  { paramName: '是否开启注册功能', paramKey: 'account.registerUser', paramValue: 'true', remark: '开启注册' },
  { paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: '123456', remark: '初始密码' },
  { paramName: '账号错误锁定次数', paramKey: 'account.failCount', paramValue: '5', remark: '锁定次数' },
  {
    paramName: '租户默认管理密码',
    paramKey: 'tenant.default.password',
    paramValue: 'admin',
    remark: '租户默认管理密码',
  },
];

/** Roles per tenant: [alias, name, sort]. `administrator` exists only in the platform tenant. */
export const platformRoles: [string, string, number][] = [
  ['administrator', '超级管理员', 1],
  ['admin', '管理员', 2],
  ['inspector', '检查员', 3],
  ['enforcer', '执法人员', 4],
  ['staff', '工作人员', 5],
  // The supervision approval roles (resources/supervise/supervise/schema.ts APPROVAL_STEPS), in order.
  ['section_chief', '科长', 6],
  ['director', '局长', 7],
];

/** Roles a version added after the first: the seed steps give every tenant lacking them (by alias) one. */
export const addedRoles: [string, string, number][] = [
  ['section_chief', '科长', 4],
  ['director', '局长', 5],
];
/** The roles of every other tenant: the first version's and those added since. */
export const tenantRoles: [string, string, number][] = [
  ['admin', '管理员', 1],
  ['inspector', '检查员', 2],
  ['enforcer', '执法人员', 3],
  ...addedRoles,
];

/** Department tree per tenant: [key, parentKey, name, category, sort]. */
export const depts = (rootName: string): [string, string, string, number, number][] => [
  ['root', '', rootName, 1, 1],
  ['enforce', 'root', '综合执法队', 2, 1],
  ['enforce1', 'enforce', '执法一中队', 3, 1],
  ['enforce2', 'enforce', '执法二中队', 3, 2],
  ['market', 'root', '市场管理科', 2, 2],
  ['tech', 'root', '技术保障科', 2, 3],
];

export const posts: [string, string, number, number][] = [
  ['director', '局长', 1, 1],
  ['captain', '队长', 2, 2],
  ['inspector', '检查员', 3, 3],
  ['staff', '普通员工', 4, 4],
];

type MenuSeed = {
  code: string;
  name: string;
  /** The English name (blade_menu.en_name), shown in English mode. */
  en: string;
  path: string;
  source: string;
  children?: MenuSeed[];
  buttons?: string[];
  platformOnly?: boolean;
};

const crud = ['add', 'edit', 'delete', 'view'];

/** The menu tree of a fresh install (category 1 menus; `buttons` become category 2 rows `<code>_<op>`). */
export const menus: MenuSeed[] = [
  {
    code: 'desk',
    name: '工作台',
    en: 'Workbench',
    path: '/wel',
    source: 'Dashboard',
    children: [
      { code: 'dashboard', name: '控制台', en: 'Dashboard', path: '/wel/dashboard', source: 'Speed' },
      // The one map (server/domains/onemap, src/pages/onemap).
      { code: 'onemap', name: '一张图', en: 'One map', path: '/onemap/index', source: 'Map' },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    path: '/system',
    source: 'Settings',
    children: [
      {
        code: 'user',
        name: '用户管理',
        en: 'Users',
        path: '/system/user',
        source: 'Person',
        buttons: [...crud, 'role', 'reset', 'platform', 'unlock'],
      },
      { code: 'dept', name: '机构管理', en: 'Departments', path: '/system/dept', source: 'AccountTree', buttons: crud },
      { code: 'post', name: '岗位管理', en: 'Posts', path: '/system/post', source: 'Badge', buttons: crud },
      {
        code: 'dict',
        name: '系统字典',
        en: 'System dictionary',
        path: '/system/dict',
        source: 'MenuBook',
        buttons: crud,
        platformOnly: true,
      },
      // The dictionary management pages of docs/spec.md §2 (system dictionary; rights are the dict_* buttons).
      {
        code: 'dict_horizontal',
        name: '字典管理(横)',
        en: 'Dictionaries (side by side)',
        path: '/dict-horizontal/index',
        source: 'MenuBook',
        platformOnly: true,
      },
      {
        code: 'dict_vertical',
        name: '字典管理(竖)',
        en: 'Dictionaries (stacked)',
        path: '/dict-vertical/index',
        source: 'MenuBook',
        platformOnly: true,
      },
      {
        code: 'dictbiz',
        name: '业务字典',
        en: 'Business dictionary',
        path: '/system/dict-biz',
        source: 'LibraryBooks',
        buttons: crud,
      },
      {
        code: 'menu',
        name: '菜单管理',
        en: 'Menus',
        path: '/system/menu',
        source: 'Menu',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'topmenu',
        name: '顶部菜单',
        en: 'Top menus',
        path: '/system/top-menu',
        source: 'ViewQuilt',
        buttons: [...crud, 'setting'],
      },
      { code: 'param', name: '参数管理', en: 'Parameters', path: '/system/param', source: 'Tune', buttons: crud },
      {
        code: 'tenant',
        name: '租户管理',
        en: 'Tenants',
        path: '/system/tenant',
        source: 'Apartment',
        buttons: [...crud, 'setting', 'datasource'],
        platformOnly: true,
      },
      {
        code: 'tenant_package',
        name: '租户产品包',
        en: 'Tenant packages',
        path: '/system/tenant-package',
        source: 'Apps',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'client',
        name: '应用管理',
        en: 'Clients',
        path: '/system/client',
        source: 'Apps',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'region',
        name: '行政区划',
        en: 'Regions',
        path: '/system/region',
        source: 'Map',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'examine',
        name: '审核管理',
        en: 'Reviews',
        path: '/system/examine',
        source: 'FactCheck',
        buttons: [...crud, 'handle'],
      },
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    en: 'Authority',
    path: '/authority',
    source: 'Security',
    children: [
      {
        code: 'role',
        name: '角色管理',
        en: 'Roles',
        path: '/authority/role',
        source: 'Groups',
        buttons: [...crud, 'permission'],
      },
      {
        code: 'data_scope',
        name: '数据权限',
        en: 'Data scopes',
        path: '/authority/data-scope',
        source: 'FilterAlt',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'api_scope',
        name: '接口权限',
        en: 'API scopes',
        path: '/authority/api-scope',
        source: 'Api',
        buttons: crud,
        platformOnly: true,
      },
    ],
  },
  {
    code: 'monitor',
    name: '系统监控',
    en: 'Monitoring',
    path: '/monitor',
    source: 'Monitor',
    children: [
      {
        code: 'log',
        name: '日志管理',
        en: 'Logs',
        path: '/monitor/log',
        source: 'Log',
        children: [
          {
            code: 'log_usual',
            name: '通用日志',
            en: 'General logs',
            path: '/monitor/log/usual',
            source: 'Log',
            buttons: ['view'],
          },
          {
            code: 'log_api',
            name: '接口日志',
            en: 'API logs',
            path: '/monitor/log/api',
            source: 'Log',
            buttons: ['view'],
          },
          {
            code: 'log_error',
            name: '错误日志',
            en: 'Error logs',
            path: '/monitor/log/error',
            source: 'Log',
            buttons: ['view'],
          },
        ],
      },
    ],
  },
];

export const buttonNames: Record<string, string> = {
  add: '新增',
  edit: '修改',
  delete: '删除',
  view: '查看',
  role: '角色配置',
  reset: '密码重置',
  platform: '平台配置',
  permission: '权限设置',
  setting: '配置',
  handle: '审核',
  datasource: '数据源',
  unlock: '账号解锁',
  export: '导出',
};

export const buttonNamesEn: Record<string, string> = {
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  view: 'View',
  role: 'Roles',
  reset: 'Reset password',
  platform: 'Platform settings',
  permission: 'Permissions',
  setting: 'Settings',
  handle: 'Review',
  datasource: 'Data source',
  unlock: 'Unlock account',
  export: 'Export',
};

export const topMenus = [
  { code: 'desk', name: '工作台', en: 'Workbench', source: 'Dashboard', sort: 1, menus: ['desk'] },
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    source: 'Settings',
    sort: 2,
    menus: ['system', 'authority', 'monitor'],
  },
];

/*
 * A database seeded by an earlier version gets what this file adds since (menus, buttons, dictionaries,
 * params; saber without `password` in captcha mode) from the seed steps at start
 * (server/db/seed-steps.ts): add a menu, button, dictionary or param here and both fresh and old
 * databases get it. Business menus come from the declarations (`def.menu`), not from here.
 */
/** The web client's grant types with captcha mode off (CAPTCHA_MODE=off). */
export const passwordModeGrantTypes = 'captcha,password,refresh_token,social';

export const client = {
  clientId: 'saber',
  clientSecret: 'saber_secret',
  scope: 'all',
  // Captcha mode (the default): no password grant, so a password sign-in cannot skip the captcha.
  authorizedGrantTypes: 'captcha,refresh_token,social',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
};

/** The columns of a menu or button row (blade_menu) that say what it is, besides its place in the tree. */
export interface MenuColumns {
  code: string;
  name: string;
  /** The English name; null where none is known (English mode then shows the Chinese one). */
  enName: string | null;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
}

/** The row of a seeded menu, `index` its position among its siblings. */
export const seededMenuRow = (m: MenuSeed, index: number): MenuColumns => ({
  code: m.code,
  name: m.name,
  enName: m.en,
  alias: m.code,
  path: m.path,
  source: m.source,
  sort: index + 1,
  category: 1,
  action: 0,
});

/** The row of a seeded menu's button `op` (`<menu code>_<op>`), `index` its position among the buttons. */
export const seededButtonRow = (m: MenuSeed, op: string, index: number): MenuColumns => ({
  code: `${m.code}_${op}`,
  name: buttonNames[op] ?? op,
  enName: buttonNamesEn[op] ?? null,
  alias: op,
  path: `${m.path}/${op}`,
  source: '',
  sort: index + 1,
  category: 2,
  action: op === 'add' ? 1 : 2,
});
