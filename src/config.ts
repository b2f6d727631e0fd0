/** Site settings of the web app (docs/spec.md §9). One object so a deployment changes them in one place. */
export const siteConfig = {
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tokenHeader: 'Blade-Auth',
  /** Seconds a token may age before the poller refreshes it. */
  tokenTime: 3000,
  refreshPollMs: 10000,
  timeoutMs: 30000,
  tenantMode: true,
  captchaMode: true,
  /** When on, sign-in sends Dept-Id / Role-Id to pick one of several depts or roles. */
  switchMode: false,
  defaultTenant: '000000',
  storePrefix: 'saber-',
  pageSize: 10,
  pageSizes: [10, 30, 50, 100, 200],
  defaultColor: '#409EFF',
  defaultTheme: 'theme-default',
  languages: ['zh', 'en'],
  uploadMaxBytes: 10 * 1024 * 1024,
  avatarMaxBytes: 500 * 1024,
};

export type SiteConfig = typeof siteConfig;
