import path from 'node:path';

/** Every setting of the server, read once from the environment. The README's table lists them. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database, the generated signing key and uploaded files. */
  dataDir: string;
  /** postgres://... selects a PostgreSQL server; empty = embedded PGlite in dataDir. */
  databaseUrl: string;
  /** ':memory:' keeps PGlite in memory (tests). */
  pgliteInMemory: boolean;
  /** HMAC key for tokens; empty = generated into dataDir on first start. */
  tokenSignKey: string;
  /** First admin password; empty = generated and printed once. */
  adminPassword: string;
  /** Time zone of the wire dates (yyyy-MM-dd HH:mm:ss). */
  timeZone: string;
  /** Serves the captcha code through GET /api/blade-auth/oauth/captcha-peek (browser tests only). */
  testSeams: boolean;
  /** Captcha lifetime (single use). */
  captchaTtlSeconds: number;
  /**
   * Captcha mode (spec §9 "captcha on"): the web client `saber` is seeded without the password grant,
   * so every sign-in with a password goes through the captcha grant. Off seeds it with the password
   * grant too. Only a fresh database is seeded: on an existing one the client row's grant types decide.
   */
  captchaMode: boolean;
  /** Login throttle: failures allowed per account+address before the lock, and its minutes. */
  loginLockMinutes: number;
  /** Number of trusted proxies in front of us; X-Forwarded-For is honoured only that deep. */
  trustProxy: number;
  /** zzd (浙政钉-style) code login endpoint; empty disables the provider. */
  zzdEndpoint: string;
  /** Directory of the built web app; served with SPA fallback when it exists. */
  webRoot: string;
  logLevel: string;
  /** Which calls the API log records: 'writes' (non-GET calls and every failed call), 'all', or 'off'. */
  apiLog: 'writes' | 'all' | 'off';
  /** Largest accepted video upload (mp4), in bytes; images, avatars and documents have fixed limits. */
  uploadVideoMaxBytes: number;
  /**
   * DEMO_DATA: on the first start that finds the demo tenant (100001) without subjects, fill it with
   * generated demo data (server/demo/). On by default; turn it off for a production database.
   */
  demoData: boolean;
  /** Excel export: the most rows one export may hold (more is refused), and rows read per query. */
  exportMaxRows: number;
  exportBatchRows: number;
  /**
   * QRCODE_BASE_URL: where a subject's QR code points (its content is this base plus `/qr/` and the
   * code's random token); empty = the server's own origin (publicBaseOf).
   */
  qrcodeBaseUrl: string;
  /**
   * WARN_SWEEP_MINUTES: how often the server writes missing-report warnings for periods that closed
   * (server/modules/report/warn-sweep.ts); 0 = never on its own. WARN_SWEEP_LOOKBACK_DAYS: periods that
   * ended that many days back are still swept (a server that was down catches up).
   */
  warnSweepMinutes: number;
  warnSweepLookBackDays: number;
  /**
   * The one map's tiles (server/modules/onemap/tiles.ts). MAP_TILE_URL: a tile URL template with {z}, {x},
   * {y} (and {s} for MAP_TILE_SUBDOMAINS, {tk} for MAP_TILE_KEY), or `tianditu` for 天地图's vector map
   * and its labels with the key MAP_TILE_KEY; empty = no tiles (subjects and region outlines on a plain
   * background). The tile hosts are added to the CSP's img-src, nothing else.
   */
  mapTileUrl: string;
  mapTileKey: string;
  mapTileSubdomains: string;
  mapTileAttribution: string;
}

/** The public origin QR codes point at: QRCODE_BASE_URL, else this server's own address. */
export function publicBaseOf(cfg: Pick<Config, 'qrcodeBaseUrl' | 'host' | 'port'>): string {
  if (cfg.qrcodeBaseUrl) return cfg.qrcodeBaseUrl.replace(/\/+$/, '');
  const host = cfg.host === '0.0.0.0' || cfg.host === '::' || !cfg.host ? 'localhost' : cfg.host;
  return `http://${host}:${cfg.port}`;
}

const int = (v: string | undefined, d: number): number => {
  if (v === undefined || v === '') return d;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid integer setting: ${v}`);
  return n;
};

function onOff(v: string | undefined, d: boolean): boolean {
  if (!v) return d;
  if (v === 'on' || v === '1' || v === 'true') return true;
  if (v === 'off' || v === '0' || v === 'false') return false;
  throw new Error(`invalid on/off setting: ${v}`);
}

function apiLogMode(v: string | undefined): Config['apiLog'] {
  if (!v) return 'writes';
  if (v === 'writes' || v === 'all' || v === 'off') return v;
  throw new Error(`API_LOG must be writes, all or off, not ${v}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const cfg: Config = {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    pgliteInMemory: env.DATA_DIR === ':memory:',
    tokenSignKey: env.TOKEN_SIGN_KEY || '',
    adminPassword: env.ADMIN_PASSWORD || '',
    timeZone: env.APP_TIME_ZONE || 'Asia/Shanghai',
    testSeams: env.TEST_SEAMS === '1' && env.NODE_ENV !== 'production',
    captchaTtlSeconds: int(env.CAPTCHA_TTL_SECONDS, 300),
    captchaMode: onOff(env.CAPTCHA_MODE, true),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    trustProxy: int(env.TRUST_PROXY, 0),
    zzdEndpoint: env.ZZD_ENDPOINT || '',
    webRoot: path.resolve(env.WEB_ROOT || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    apiLog: apiLogMode(env.API_LOG),
    uploadVideoMaxBytes: int(env.UPLOAD_VIDEO_MAX_MB, 200) * 1024 * 1024,
    demoData: onOff(env.DEMO_DATA, true),
    exportMaxRows: int(env.EXPORT_MAX_ROWS, 1_000_000),
    exportBatchRows: Math.max(1, int(env.EXPORT_BATCH_ROWS, 1000)),
    qrcodeBaseUrl: env.QRCODE_BASE_URL || '',
    warnSweepMinutes: int(env.WARN_SWEEP_MINUTES, 60),
    warnSweepLookBackDays: Math.max(1, int(env.WARN_SWEEP_LOOKBACK_DAYS, 45)),
    mapTileUrl: (env.MAP_TILE_URL || '').trim(),
    mapTileKey: (env.MAP_TILE_KEY || '').trim(),
    mapTileSubdomains: (env.MAP_TILE_SUBDOMAINS || '').trim(),
    mapTileAttribution: (env.MAP_TILE_ATTRIBUTION || '').trim(),
    ...overrides,
  };
  if (cfg.qrcodeBaseUrl && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(cfg.qrcodeBaseUrl)) {
    throw new Error('QRCODE_BASE_URL must be an http(s) URL without query or fragment');
  }
  if (cfg.tokenSignKey && Buffer.byteLength(cfg.tokenSignKey) < 32) {
    throw new Error('TOKEN_SIGN_KEY must be at least 32 bytes');
  }
  return cfg;
}
