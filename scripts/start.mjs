#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale (backend, party app, back office), then serves
// the whole product from one process on PORT (default 3000). `npm run worker` (--worker) starts a
// job worker instead (needs REDIS_URL). Reads ./.env when present.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale, loadDotEnv, ROOT, SERVER_NODE_ARGS } from './lib.mjs';

const worker = process.argv.includes('--worker');
loadDotEnv();

if (!(await buildStale())) process.exit(1);

const entry = path.join(ROOT, 'backend', 'dist', worker ? 'worker.js' : 'main.js');
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, entry], { cwd: ROOT, stdio: 'inherit', env: process.env });
// Forward stop signals so the server drains and closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
