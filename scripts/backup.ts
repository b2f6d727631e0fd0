// npm run backup [-- FILE]: the embedded database (DATA_DIR, default ./data) as a .tar.gz; server stopped.
import { loadConfig } from '../server/config';
import { backupDataDir } from '../server/db/backup';

const cfg = loadConfig();
try {
  const file = await backupDataDir(cfg.dataDir, process.argv[2]);
  console.log(`备份完成 (backup written): ${file}`);
} catch (err) {
  console.error(`备份失败 (backup failed): ${(err as Error).message}`);
  process.exit(1);
}
