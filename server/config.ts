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
  /**
   * With the test seams, count each request's SQL statements (X-Query-Count). It runs every request in
   * an AsyncLocalStorage context, which costs throughput: QUERY_COUNT_SEAM=0 leaves it out (`npm run
   * bench` does, to measure what production runs; it still needs the captcha seam to sign in).
   */
  queryCountSeam: boolean;
  /** Captcha lifetime (single use). */
  captchaTtlSeconds: number;
  /**
   * Captcha mode (docs/spec.md §9 "captcha on"): the web client `saber` is seeded without the password grant,
   * so every sign-in with a password goes through the captcha grant. Off seeds it with the password
   * grant too. Only a fresh database is seeded: on an existing one the client row's grant types decide.
   */
  captchaMode: boolean;
  /** Login throttle: failures allowed per account+address before the lock, and its minutes. */
  loginLockMinutes: number;
  /**
   * Number of trusted proxies in front of us; X-Forwarded-For is honoured only that deep, and an
   * incoming X-Request-Id only when it is more than 0.
   */
  trustProxy: number;
  /**
   * METRICS_TOKEN: the bearer token `/metrics` asks of a scraper. Empty = no metrics: `/metrics`
   * answers 404 and nothing is counted.
   */
  metricsToken: string;
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
   * (server/domains/report/warn-sweep.ts); 0 = never on its own. WARN_SWEEP_LOOKBACK_DAYS: periods that
   * ended that many days back are still swept (a server that was down catches up).
   */
  warnSweepMinutes: number;
  warnSweepLookBackDays: number;
  /**
   * CODEGEN_WRITE_DIR: in development (`npm run dev` sets it to the repository), the code generator's
   * gen-code also writes the generated files under this folder (never over an existing file); empty =
   * off, and always off with NODE_ENV=production.
   */
  codegenWriteDir: string;
  /**
   * SECRETS_KEY: the AES-256-GCM key that seals provider secrets at rest (SMS secret keys); any text of
   * at least 32 bytes, hashed to 32 bytes. Empty = a random key generated once into dataDir
   * (secrets.key). Several instances on one database must share it.
   */
  secretsKey: string;
  /** SMS outbox: how often the worker looks for due messages (ms; 0 = no worker). */
  smsWorkerMs: number;
  /** Attempts of one message before it is given up, and the first retry's delay (doubled each time). */
  smsMaxAttempts: number;
  smsRetryBaseMs: number;
  /** Messages accepted per phone number, and per tenant, in any rolling hour (counted in the database). */
  smsPhoneLimitPerHour: number;
  smsTenantLimitPerHour: number;
  /**
   * Cameras (server/domains/camera/gateway/). FFMPEG_PATH: the ffmpeg the built-in gateway
   * runs (Debian's package). CAMERA_MEDIA_DIR: where live playlists and recorded segments are written
   * (default DATA_DIR/camera, or a temporary folder when the database is in memory).
   */
  ffmpegPath: string;
  cameraMediaDir: string;
  /** CAMERA_MAX_STREAMS: live streams the gateway runs at once (a viewer more of a running one costs nothing). */
  cameraMaxStreams: number;
  /** CAMERA_IDLE_SECONDS: a stream nobody fetched for this long is stopped (a closed tab never says stop). */
  cameraIdleSeconds: number;
  /** CAMERA_START_SECONDS: how long a start waits for the first playable playlist before giving up. */
  cameraStartSeconds: number;
  /** CAMERA_SEGMENT_SECONDS: HLS segment length; every segment is also kept as the recording. */
  cameraSegmentSeconds: number;
  /** CAMERA_RECORD_DAYS: recorded segments older than this are deleted (0 = nothing kept after a stream stops). */
  cameraRecordDays: number;
  /** CAMERA_TOKEN_SECONDS: lifetime of an open-API access token (getAccessToken) and of signed media links. */
  cameraTokenSeconds: number;
  /**
   * The one map's tiles (server/domains/onemap/tiles.ts). MAP_TILE_URL: a tile URL template with {z}, {x},
   * {y} (and {s} for MAP_TILE_SUBDOMAINS, {tk} for MAP_TILE_KEY), or `tianditu` for 天地图's vector map
   * and its labels with the key MAP_TILE_KEY; empty = no tiles (subjects and region outlines on a plain
   * background). The tile hosts are added to the CSP's img-src, nothing else.
   */
  mapTileUrl: string;
  mapTileKey: string;
  mapTileSubdomains: string;
  mapTileAttribution: string;
  /**
   * NODE_ENV=production: the API document (server/openapi/) is for platform administrators only;
   * elsewhere any signed-in user may read it.
   */
  production: boolean;
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
    queryCountSeam: env.TEST_SEAMS === '1' && env.NODE_ENV !== 'production' && env.QUERY_COUNT_SEAM !== '0',
    captchaTtlSeconds: int(env.CAPTCHA_TTL_SECONDS, 300),
    captchaMode: onOff(env.CAPTCHA_MODE, true),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    trustProxy: int(env.TRUST_PROXY, 0),
    metricsToken: env.METRICS_TOKEN || '',
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
    codegenWriteDir: env.CODEGEN_WRITE_DIR && env.NODE_ENV !== 'production' ? path.resolve(env.CODEGEN_WRITE_DIR) : '',
    secretsKey: env.SECRETS_KEY || '',
    smsWorkerMs: int(env.SMS_WORKER_MS, 2000),
    smsMaxAttempts: Math.max(1, int(env.SMS_MAX_ATTEMPTS, 5)),
    smsRetryBaseMs: int(env.SMS_RETRY_BASE_MS, 30_000),
    smsPhoneLimitPerHour: int(env.SMS_PHONE_LIMIT_PER_HOUR, 10),
    smsTenantLimitPerHour: int(env.SMS_TENANT_LIMIT_PER_HOUR, 1000),
    ffmpegPath: env.FFMPEG_PATH || '/usr/bin/ffmpeg',
    cameraMediaDir: env.CAMERA_MEDIA_DIR
      ? path.resolve(env.CAMERA_MEDIA_DIR)
      : env.DATA_DIR === ':memory:'
        ? ''
        : path.join(dataDir, 'camera'),
    cameraMaxStreams: Math.max(1, int(env.CAMERA_MAX_STREAMS, 8)),
    cameraIdleSeconds: Math.max(5, int(env.CAMERA_IDLE_SECONDS, 60)),
    cameraStartSeconds: Math.max(2, int(env.CAMERA_START_SECONDS, 20)),
    cameraSegmentSeconds: Math.max(1, int(env.CAMERA_SEGMENT_SECONDS, 2)),
    cameraRecordDays: int(env.CAMERA_RECORD_DAYS, 7),
    cameraTokenSeconds: Math.max(5, int(env.CAMERA_TOKEN_SECONDS, 7200)),
    mapTileUrl: (env.MAP_TILE_URL || '').trim(),
    mapTileKey: (env.MAP_TILE_KEY || '').trim(),
    mapTileSubdomains: (env.MAP_TILE_SUBDOMAINS || '').trim(),
    mapTileAttribution: (env.MAP_TILE_ATTRIBUTION || '').trim(),
    production: env.NODE_ENV === 'production',
    ...overrides,
  };
  if (cfg.qrcodeBaseUrl && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(cfg.qrcodeBaseUrl)) {
    throw new Error('QRCODE_BASE_URL must be an http(s) URL without query or fragment');
  }
  if (cfg.secretsKey && Buffer.byteLength(cfg.secretsKey) < 32) {
    throw new Error('SECRETS_KEY must be at least 32 bytes');
  }
  if (cfg.metricsToken && Buffer.byteLength(cfg.metricsToken) < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 bytes');
  }
  if (cfg.tokenSignKey && Buffer.byteLength(cfg.tokenSignKey) < 32) {
    throw new Error('TOKEN_SIGN_KEY must be at least 32 bytes');
  }
  return cfg;
}
