#!/usr/bin/env node
// `npm run dev`: the backend rebuilt and restarted on change (port 3000), the party app's Vite
// dev server on 5173 and the back office's on 5174; both proxy /api and /socket.io to 3000.
import { spawn } from 'node:child_process';
import { buildStale, loadDotEnv, ROOT } from './lib.mjs';

loadDotEnv();
if (!(await buildStale())) process.exit(1);

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: `${ROOT}/backend`, stdio: 'inherit' }),
  // Coloured, one-line logs in development (pino-pretty) unless LOG_FORMAT says otherwise.
  spawn(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { LOG_FORMAT: 'pretty', ...process.env },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: `${ROOT}/frontend`, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5174', '--strictPort'], { cwd: `${ROOT}/admin`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev: API http://localhost:3000/api/docs · party app http://localhost:5173 · back office http://localhost:5174/admin/');
