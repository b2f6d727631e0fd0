/**
 * Several instances behind a real load balancer on one machine (docs/operations.md): HAProxy (Debian's
 * package), N server processes on one scratch PostgreSQL database, and a local S3 server (s3rver) for a
 * tenant's object storage. `npm run cluster -- --instances 3` starts it and prints the addresses; the
 * cluster test (tests/cluster) starts it, kills and restarts instances under load.
 *
 * The balancer sends each request to the next instance that reads READY (`GET /api/ready`, every 500 ms),
 * takes an instance out after two failed checks or at once when it stops accepting connections, and
 * keeps a camera's live streams on one instance (hash of the `cameraId` parameter).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { databaseShape } from '../server/database-shape';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { prepareDatabase } from '../server/db/setup';
import { freePort, startChildServer, type ChildServer } from './child-server';
import { createScratchDatabase, dropScratchDatabase } from './scratch-database';

const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
const BUCKET = 'cluster';

export interface Cluster {
  /** The balancer's address: what clients use. */
  base: string;
  /** The admin password of the scratch database. */
  password: string;
  /** The scratch database the instances share. */
  databaseUrl: string;
  /** The local S3 server, for a tenant's 对象存储 (access key and secret `S3RVER`, bucket `cluster`). */
  s3Endpoint: string;
  /** The instances' own addresses, in order. */
  instanceBases(): string[];
  /** SIGKILL of instance `i`: no shutdown code runs. */
  kill9(i: number): Promise<void>;
  /** SIGTERM of instance `i` (graceful), waiting until it has exited. */
  stop(i: number): Promise<void>;
  /** Starts instance `i` again on its port; resolves once it reads READY. */
  start(i: number): Promise<void>;
  /** Stops the balancer, the instances and S3, and drops the scratch database. */
  close(): Promise<void>;
}

/** HAProxy's configuration: round robin over READY instances, camera streams sticky by camera. */
export function haproxyConfig(port: number, instancePorts: number[]): string {
  const servers = (prefix: string) =>
    instancePorts.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} check inter 500 fall 2 rise 1`).join('\n');
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request that could not reach an instance (refused, reset before an answer, or answered 503 by one
  # shutting down) is sent to another one; a write carries its Idempotency-Key, so it is done once.
  option http-buffer-request
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
frontend app
  bind 127.0.0.1:${port}
  acl camera path_beg /api/openapi/live /api/camera-media
  use_backend cameras if camera
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
${servers('app')}
backend cameras
  balance url_param cameraId
  hash-type consistent
  option httpchk GET /api/ready
  http-check expect status 200
${servers('cam')}
`;
}

const waitReady = async (base: string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/api/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} never read READY`);
};

/**
 * Starts the balancer, `instances` servers on a scratch database made from `databaseUrl`, and s3rver.
 * The database is prepared once before the instances start, so they do not race to create it.
 */
export async function startCluster({
  instances = 3,
  databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  quiet = true,
}: { instances?: number; databaseUrl?: string; quiet?: boolean } = {}): Promise<Cluster> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`no HAProxy at ${HAPROXY}: apt-get install -y haproxy`);
  const password = `Cluster@${crypto.randomBytes(6).toString('hex')}`;
  const database = await createScratchDatabase(databaseUrl, 'cluster');
  const env: Record<string, string> = {
    DATABASE_URL: database.databaseUrl,
    ADMIN_PASSWORD: password,
    TOKEN_SIGN_KEY: crypto.randomBytes(48).toString('base64'),
    SECRETS_KEY: crypto.randomBytes(32).toString('base64'),
    TRUST_PROXY: '1',
  };
  const cfg = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const prepared = await openDatabase(cfg);
  try {
    await prepareDatabase(prepared.db, databaseShape, password);
  } finally {
    await prepared.close();
  }

  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();

  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const servers: Array<ChildServer | undefined> = [];
  const start = async (i: number) => {
    servers[i] = await startChildServer({ ...env, WORKER_ID: String(i + 1) }, { port: ports[i], quiet });
    await waitReady(servers[i]!.base);
  };
  // One at a time: each start runs the migrations' check and the seed's, which take a lock anyway.
  for (let i = 0; i < instances; i++) await start(i);

  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-haproxy-'));
  const cfgFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfgFile, haproxyConfig(port, ports));
  const balancer: ChildProcess = spawn(HAPROXY, ['-db', '-f', cfgFile], {
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, 15_000);

  return {
    base,
    password,
    databaseUrl: database.databaseUrl,
    s3Endpoint: `http://127.0.0.1:${s3Port}`,
    instanceBases: () => ports.map((p) => `http://127.0.0.1:${p}`),
    kill9: async (i) => servers[i]?.kill9(),
    stop: async (i) => servers[i]?.stop(),
    start,
    async close() {
      balancer.kill('SIGTERM');
      await Promise.all(servers.map((s) => s?.stop()));
      await s3.close();
      await dropScratchDatabase(databaseUrl, database.dbName);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(s3dir, { recursive: true, force: true });
    },
  };
}

// npm run cluster [-- --instances 3]: starts it and keeps it until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' } } });
  const cluster = await startCluster({ instances: Number(values.instances), quiet: false });
  console.log(`\n  balancer:  ${cluster.base}  (admin password ${cluster.password}, tenant 000000)`);
  cluster.instanceBases().forEach((b, i) => console.log(`  instance ${i + 1}: ${b}`));
  console.log(
    `  S3:        ${cluster.s3Endpoint}  (bucket ${BUCKET}, key and secret S3RVER)\n  Ctrl-C stops it all.\n`,
  );
  const stop = async () => {
    await cluster.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
