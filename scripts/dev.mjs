// npm run dev: the API server (restarting on change) and Vite's dev server with its /api proxy.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { CODEGEN_WRITE_DIR: process.cwd(), ...process.env, PORT: port, WEB_ROOT: '/nonexistent' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_TARGET: `http://127.0.0.1:${port}` } }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
