import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { holderOf, markInUse, unmark } from './data-dir-lock';

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** yyyyMMddHHmmss in local time, for file names that sort by age. */
const stamp = (d = new Date()) =>
  [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');

function refuseIfRunning(dataDir: string) {
  const holder = holderOf(dataDir);
  if (holder)
    throw new Error(
      `数据目录正被进程 ${holder} 使用, 请先停止服务 (${dataDir} is in use by process ${holder}; stop the server first)`,
    );
}

/**
 * The embedded database's data dir as one gzipped tar (PGlite's dumpDataDir), written to
 * `outFile` or `DATA_DIR/backups/backup-<yyyyMMddHHmmss>.tar.gz`. Refused while the server runs:
 * PGlite has no second connection, so a copy taken beside a running server could be torn.
 */
export async function backupDataDir(dataDir: string, outFile?: string): Promise<string> {
  if (!fs.existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'))) throw new Error(`no embedded database in ${dataDir}`);
  refuseIfRunning(dataDir);
  markInUse(dataDir);
  try {
    const lite = await PGlite.create(pgdataOf(dataDir));
    const dump = await lite.dumpDataDir('gzip');
    await lite.close();
    const file = outFile ?? path.join(dataDir, 'backups', `backup-${stamp()}.tar.gz`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return file;
  } finally {
    unmark(dataDir);
  }
}

/**
 * Replaces the data dir's database with a backup. Refused while a server has the dir open; an
 * existing database is replaced only with `force`, and is kept beside as pgdata.before-restore-<stamp>
 * until the restored one opened cleanly.
 */
export async function restoreDataDir(dataDir: string, file: string, opts: { force?: boolean } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`no such backup: ${file}`);
  refuseIfRunning(dataDir);
  const target = pgdataOf(dataDir);
  const exists = fs.existsSync(target);
  if (exists && !opts.force) throw new Error(`${target} 已存在, 覆盖请加 --force (exists; pass --force to replace it)`);
  fs.mkdirSync(dataDir, { recursive: true });
  markInUse(dataDir);
  const aside = `${target}.before-restore-${stamp()}`;
  try {
    if (exists) fs.renameSync(target, aside);
    try {
      const lite = await PGlite.create(target, { loadDataDir: new Blob([fs.readFileSync(file)]) });
      // Opened and answering: the restore is usable.
      await lite.query('select 1');
      await lite.close();
    } catch (err) {
      fs.rmSync(target, { recursive: true, force: true });
      if (exists) fs.renameSync(aside, target);
      throw err;
    }
    if (exists) fs.rmSync(aside, { recursive: true, force: true });
  } finally {
    unmark(dataDir);
  }
}
