import { loadConfig } from './config';
import { buildApp } from './app';

const cfg = loadConfig();
const built = await buildApp(cfg);
if (built.generatedAdminPassword) {
  // Printed once, on the start that created the database; it is not stored in plain anywhere.
  console.log(
    `\n  首次启动: 管理员账号 admin (租户 000000 与 100001) 的初始密码为: ${built.generatedAdminPassword}\n  请登录后立即修改。\n`,
  );
}
await built.app.listen({ port: cfg.port, host: cfg.host });
const shutdown = async () => {
  await built.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
