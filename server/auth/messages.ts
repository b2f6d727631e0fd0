/** The token endpoint's refusals, worded as Blade words them (clients show them as they are). */
export const MSG = {
  tenantNotFound: '租户ID未找到',
  badCredentials: '用户名或密码错误',
  badCaptcha: '验证码不正确',
  tooManyFailures: '登录错误次数过多,请稍后再试',
  tenantExpired: '租户授权已过期,请联系管理员',
  noRole: '未获得用户的角色信息',
  noDept: '未获得用户的部门信息',
  pendingApproval: '账号未审核,请联系管理员',
  disabled: '账号已被禁用,请联系管理员',
  tokenInvalid: '令牌已失效',
  unsupportedGrant: '不支持的授权类型',
  grantNotAllowed: '客户端未获授权使用该授权类型',
  unknownSocialSource: '不支持的第三方登录来源',
  socialFailed: '第三方登录失败',
} as const;
