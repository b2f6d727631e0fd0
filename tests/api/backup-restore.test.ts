import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { backupDataDir, restoreDataDir } from '../../server/db/backup';
import { ADMIN_PASSWORD } from './harness';

// The embedded database on disk (this test is about PGlite's files, so it ignores DATABASE_URL).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
const cfg = loadConfig(
  { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent' } as NodeJS.ProcessEnv,
  { databaseUrl: '' },
);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withServer<T>(fn: (db: Awaited<ReturnType<typeof buildApp>>['app']['db']) => Promise<T>): Promise<T> {
  const built = await buildApp(cfg);
  try {
    return await fn(built.app.db);
  } finally {
    await built.close();
  }
}

const valueOf = (db: Parameters<Parameters<typeof withServer>[0]>[0]) =>
  db
    .selectFrom('blade_param')
    .select('paramValue')
    .where('paramKey', '=', 'backup.k')
    .executeTakeFirst()
    .then((r) => r?.paramValue);

it('backs up the data dir, and a restore brings the backed-up row back', { timeout: 180_000 }, async () => {
  await withServer((db) =>
    db
      .insertInto('blade_param')
      .values({
        id: '1900000000000000001',
        tenantId: '000000',
        paramName: 'b',
        paramKey: 'backup.k',
        paramValue: 'before',
        isDeleted: 0,
        status: 1,
      })
      .execute(),
  );
  const file = await backupDataDir(dataDir);
  expect(path.basename(file)).toMatch(/^backup-\d{14}\.tar\.gz$/);

  await withServer((db) =>
    db.updateTable('blade_param').set({ paramValue: 'after' }).where('paramKey', '=', 'backup.k').execute(),
  );
  await expect(restoreDataDir(dataDir, file)).rejects.toThrow(/--force/);
  await restoreDataDir(dataDir, file, { force: true });
  expect(await withServer(valueOf)).toBe('before');
});

it('refuses to back up or restore while a server has the data dir open', async () => {
  const built = await buildApp(cfg);
  try {
    // The server is this process, so mark the dir as another live process's (our parent's).
    fs.writeFileSync(path.join(dataDir, 'pgdata.pid'), String(process.ppid));
    await expect(backupDataDir(dataDir)).rejects.toThrow(/in use/);
    await expect(restoreDataDir(dataDir, path.join(dataDir, 'nothing.tar.gz'), { force: true })).rejects.toThrow(
      /no such backup/,
    );
    const any = fs.readdirSync(path.join(dataDir, 'backups'))[0];
    await expect(restoreDataDir(dataDir, path.join(dataDir, 'backups', any), { force: true })).rejects.toThrow(
      /in use/,
    );
  } finally {
    fs.writeFileSync(path.join(dataDir, 'pgdata.pid'), String(process.pid));
    await built.close();
  }
  expect(fs.existsSync(path.join(dataDir, 'pgdata.pid'))).toBe(false);
});
