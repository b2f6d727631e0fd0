// npm run restore -- FILE [--force]: replaces the embedded database (DATA_DIR) with a backup; server stopped.
import { loadConfig } from '../server/config';
import { restoreDataDir } from '../server/db/backup';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('用法 (usage): npm run restore -- data/backups/backup-<yyyyMMddHHmmss>.tar.gz [--force]');
  process.exit(2);
}
const cfg = loadConfig();
try {
  await restoreDataDir(cfg.dataDir, file, { force: args.includes('--force') });
  console.log(`恢复完成 (restored) ${file} → ${cfg.dataDir}`);
} catch (err) {
  console.error(`恢复失败 (restore failed): ${(err as Error).message}`);
  process.exit(1);
}
