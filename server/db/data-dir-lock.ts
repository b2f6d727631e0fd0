import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second PGlite (a backup, a restore) opening the same files
 * while the server runs would read a torn copy or corrupt them. The server marks the data dir with
 * its pid while it has it open; the backup tools refuse to touch a marked dir whose process lives.
 */
export const lockFile = (dataDir: string) => path.join(dataDir, 'pgdata.pid');

export function markInUse(dataDir: string) {
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
}

export function unmark(dataDir: string) {
  fs.rmSync(lockFile(dataDir), { force: true });
}

/** The pid of the live process holding the data dir, if any (a stale mark of a crashed one is not). */
export function holderOf(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive, owned by someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
