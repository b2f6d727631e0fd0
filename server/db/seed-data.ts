/**
 * What a fresh install contains. Plain data; server/db/seed.ts writes it on an empty database.
 */
export const PLATFORM_TENANT = '000000';
export const DEMO_TENANT = '100001';

export const tenants = [
  { tenantId: PLATFORM_TENANT, tenantName: '管理组', linkman: 'admin', domain: '', accountNumber: -1 },
  { tenantId: DEMO_TENANT, tenantName: '示范区文化市场综合执法队', linkman: '张主任', domain: '', accountNumber: -1 },
];

/** [code, dictKey, dictValue, sort] children per dictionary; parents carry dictKey -1. */
export const systemDicts: Record<string, [string, string][]> = {
  sex: [
    ['1', '男'],
    ['2', '女'],
    ['3', '未知'],
  ],
  notice: [
    ['1', '发布通知'],
    ['2', '批转通知'],
    ['3', '转发通知'],
    ['4', '指示通知'],
    ['5', '任免通知'],
    ['6', '事务通知'],
  ],
  menu_category: [
    ['1', '菜单'],
    ['2', '按钮'],
  ],
  button_func: [
    ['1', '工具栏'],
    ['2', '操作栏'],
    ['3', '工具操作栏'],
  ],
  yes_no: [
    ['1', '否'],
    ['2', '是'],
  ],
  flow: [
    ['1', '请假流程'],
    ['2', '报销流程'],
  ],
  oss: [
    ['1', 'minio'],
    ['2', '七牛云'],
    ['3', '阿里云'],
    ['4', '腾讯云'],
  ],
  sms: [
    ['1', 'yunpian'],
    ['2', '七牛云'],
    ['3', '阿里云'],
    ['4', '腾讯云'],
  ],
  org_category: [
    ['1', '公司'],
    ['2', '部门'],
    ['3', '小组'],
  ],
  data_scope_type: [
    ['1', '全部可见'],
    ['2', '本人可见'],
    ['3', '所在机构可见'],
    ['4', '所在机构及子级可见'],
    ['5', '自定义'],
  ],
  api_scope_type: [
    ['1', '系统接口'],
    ['2', '业务接口'],
  ],
  post_category: [
    ['1', '高层'],
    ['2', '中层'],
    ['3', '基层'],
    ['4', '其他'],
  ],
  region: [
    ['0', '国家'],
    ['1', '省份直辖市'],
    ['2', '地市'],
    ['3', '区县'],
    ['4', '乡镇街道'],
    ['5', '村委'],
  ],
  user_type: [
    ['1', 'WEB'],
    ['2', 'APP'],
    ['3', 'OTHER'],
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

/** Business dictionaries each tenant gets a copy of. */
export const bizDicts: Record<string, [string, string][]> = {
  market_type: [
    ['1', '歌舞娱乐场所'],
    ['2', '游艺娱乐场所'],
    ['3', '互联网上网服务营业场所'],
    ['4', '旅行社'],
    ['5', '演出场所'],
    ['6', '艺术品经营单位'],
    ['7', 'A级旅游景区'],
    ['8', '星级饭店'],
  ],
  report_item_type: [
    ['1', '文本'],
    ['2', '数字'],
    ['3', '单选'],
    ['4', '多选'],
    ['5', '图片'],
    ['6', '日期'],
  ],
  business_status: [
    ['1', '正常营业'],
    ['2', '停业整顿'],
    ['3', '歇业'],
    ['4', '已注销'],
  ],
  // 经营类别 within a market type: the key's leading digit is the market_type key (101 is under 1), so
  // checkpoints (market type + category) and a subject's category read from one dictionary.
  biz_type: [
    ['101', '量贩式KTV'],
    ['102', '歌舞厅'],
    ['103', '卡拉OK'],
    ['201', '电子游戏'],
    ['202', '游艺娱乐'],
    ['203', '动漫游戏'],
    ['301', '互联网上网服务'],
    ['302', '电竞酒店'],
    ['303', '网咖'],
    ['401', '国内旅游'],
    ['402', '入境旅游'],
    ['403', '出境旅游'],
    ['501', '剧场'],
    ['502', '音乐厅'],
    ['503', '演艺场所'],
    ['601', '艺术品销售'],
    ['602', '艺术品经纪'],
    ['603', '艺术品展览'],
    ['701', 'AAAAA级'],
    ['702', 'AAAA级'],
    ['703', 'AAA级'],
    ['704', 'AA级'],
    ['705', 'A级'],
    ['801', '五星级'],
    ['802', '四星级'],
    ['803', '三星级'],
    ['804', '二星级'],
  ],
  prohibit_reason: [
    ['1', '含有禁止内容'],
    ['2', '文化和旅游部公布的违规曲目'],
    ['3', '宣扬淫秽、赌博、暴力'],
    ['4', '危害社会公德'],
    ['5', '侵犯著作权'],
    ['6', '其他'],
  ],
  tourism_info_type: [
    ['1', '旅行社业务经营许可'],
    ['2', '导游'],
    ['3', '旅游线路'],
    ['4', '景区等级评定'],
    ['5', '旅行社分社'],
    ['6', '旅游安全检查'],
  ],
  facility_type: [
    ['1', '包厢'],
    ['2', '大厅'],
    ['3', '电脑终端'],
    ['4', '游戏机'],
    ['5', '舞台'],
    ['6', '演播厅'],
    ['7', '客房'],
    ['9', '其他'],
  ],
  facility_status: [
    ['1', '正常使用'],
    ['2', '停用'],
    ['3', '维修中'],
  ],
  fire_equip_type: [
    ['1', '灭火器'],
    ['2', '消火栓'],
    ['3', '应急照明灯'],
    ['4', '疏散指示标志'],
    ['5', '烟感报警器'],
    ['6', '自动喷淋'],
    ['7', '防烟面具'],
    ['9', '其他'],
  ],
  health_test_type: [
    ['1', '核酸检测'],
    ['2', '健康体检'],
    ['3', '抗原检测'],
  ],
  health_test_result: [
    ['1', '阴性'],
    ['2', '阳性'],
    ['3', '合格'],
    ['4', '不合格'],
  ],
  content_type: [
    ['1', '活动公告'],
    ['2', '演出节目'],
    ['3', '优惠促销'],
    ['4', '企业介绍'],
    ['5', '招聘信息'],
  ],
  report_frequency: [
    ['1', '每日'],
    ['2', '每周'],
    ['3', '每月'],
    ['4', '每季度'],
    ['5', '每年'],
  ],
  template_type: [
    ['1', '检查记录'],
    ['2', '执法文书'],
    ['3', '整改通知'],
    ['4', '告知书'],
    ['5', '其他'],
  ],
  inspect_category: [
    ['1', '证照管理'],
    ['2', '消防安全'],
    ['3', '未成年人保护'],
    ['4', '内容管理'],
    ['5', '经营管理'],
    ['6', '安全生产'],
  ],
  credit_change_type: [
    ['1', '日常检查'],
    ['2', '投诉核实'],
    ['3', '违规处罚'],
    ['4', '表彰奖励'],
    ['5', '整改完成'],
    ['6', '其他'],
    ['7', '消费者评价'],
  ],
  // A subject's credit level from its score (server/domains/subject/credit.ts): ≥90, ≥75, ≥60, below.
  credit_level: [
    ['1', '优秀'],
    ['2', '良好'],
    ['3', '一般'],
    ['4', '较差'],
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
    path: '/wel',
    source: 'Dashboard',
    children: [
      { code: 'dashboard', name: '控制台', path: '/wel/dashboard', source: 'Speed' },
      // The one map (server/domains/onemap, src/pages/onemap).
      { code: 'onemap', name: '一张图', path: '/onemap/index', source: 'Map' },
    ],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'Settings',
    children: [
      {
        code: 'user',
        name: '用户管理',
        path: '/system/user',
        source: 'Person',
        buttons: [...crud, 'role', 'reset', 'platform', 'unlock'],
      },
      { code: 'dept', name: '机构管理', path: '/system/dept', source: 'AccountTree', buttons: crud },
      { code: 'post', name: '岗位管理', path: '/system/post', source: 'Badge', buttons: crud },
      { code: 'dict', name: '系统字典', path: '/system/dict', source: 'MenuBook', buttons: crud, platformOnly: true },
      // The dictionary management pages of docs/spec.md §2 (system dictionary; rights are the dict_* buttons).
      {
        code: 'dict_horizontal',
        name: '字典管理(横)',
        path: '/dict-horizontal/index',
        source: 'MenuBook',
        platformOnly: true,
      },
      {
        code: 'dict_vertical',
        name: '字典管理(竖)',
        path: '/dict-vertical/index',
        source: 'MenuBook',
        platformOnly: true,
      },
      { code: 'dictbiz', name: '业务字典', path: '/system/dict-biz', source: 'LibraryBooks', buttons: crud },
      { code: 'menu', name: '菜单管理', path: '/system/menu', source: 'Menu', buttons: crud, platformOnly: true },
      {
        code: 'topmenu',
        name: '顶部菜单',
        path: '/system/top-menu',
        source: 'ViewQuilt',
        buttons: [...crud, 'setting'],
      },
      { code: 'param', name: '参数管理', path: '/system/param', source: 'Tune', buttons: crud },
      {
        code: 'tenant',
        name: '租户管理',
        path: '/system/tenant',
        source: 'Apartment',
        buttons: [...crud, 'setting', 'datasource'],
        platformOnly: true,
      },
      {
        code: 'tenant_package',
        name: '租户产品包',
        path: '/system/tenant-package',
        source: 'Apps',
        buttons: crud,
        platformOnly: true,
      },
      { code: 'client', name: '应用管理', path: '/system/client', source: 'Apps', buttons: crud, platformOnly: true },
      { code: 'region', name: '行政区划', path: '/system/region', source: 'Map', buttons: crud, platformOnly: true },
      { code: 'examine', name: '审核管理', path: '/system/examine', source: 'FactCheck', buttons: [...crud, 'handle'] },
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    path: '/authority',
    source: 'Security',
    children: [
      { code: 'role', name: '角色管理', path: '/authority/role', source: 'Groups', buttons: [...crud, 'permission'] },
      {
        code: 'data_scope',
        name: '数据权限',
        path: '/authority/data-scope',
        source: 'FilterAlt',
        buttons: crud,
        platformOnly: true,
      },
      {
        code: 'api_scope',
        name: '接口权限',
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
    path: '/monitor',
    source: 'Monitor',
    children: [
      {
        code: 'log',
        name: '日志管理',
        path: '/monitor/log',
        source: 'Log',
        children: [
          { code: 'log_usual', name: '通用日志', path: '/monitor/log/usual', source: 'Log', buttons: ['view'] },
          { code: 'log_api', name: '接口日志', path: '/monitor/log/api', source: 'Log', buttons: ['view'] },
          { code: 'log_error', name: '错误日志', path: '/monitor/log/error', source: 'Log', buttons: ['view'] },
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

export const topMenus = [
  { code: 'desk', name: '工作台', source: 'Dashboard', sort: 1, menus: ['desk'] },
  { code: 'system', name: '系统管理', source: 'Settings', sort: 2, menus: ['system', 'authority', 'monitor'] },
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
  alias: op,
  path: `${m.path}/${op}`,
  source: '',
  sort: index + 1,
  category: 2,
  action: op === 'add' ? 1 : 2,
});
