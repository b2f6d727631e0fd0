// npm run migrate:pg -- postgres://user@host:5432/db : copies the embedded database (DATA_DIR) into an
// empty PostgreSQL database; then start with DATABASE_URL set to it. The server must be stopped.
import { loadConfig } from '../server/config';
import { migrateToPostgres } from '../server/db/migrate-pg';
import { databaseShape } from '../server/database-shape';

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('用法 (usage): npm run migrate:pg -- postgres://user:pass@host:5432/db');
  process.exit(2);
}
const cfg = loadConfig({ ...process.env, DATABASE_URL: '' });
try {
  const copied = await migrateToPostgres(cfg.dataDir, url, databaseShape, (line) => console.log(line));
  const total = Object.values(copied).reduce((a, b) => a + b, 0);
  console.log(
    `迁移完成 (migrated): ${total} rows in ${Object.keys(copied).length} tables → ${url.replace(/:[^:@/]*@/, ':***@')}`,
  );
} catch (err) {
  console.error(`迁移失败 (migration failed): ${(err as Error).message}`);
  process.exit(1);
}
