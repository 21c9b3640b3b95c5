#!/usr/bin/env node
// `npm run soak`: the evening under faults (backend/test/support/soak.ts) at full length. Builds the
// backend when stale (as `npm start` does) and runs its build, as production does: no TypeScript
// loader in the API processes, whose memory is measured. SOAK_FROM_SOURCE=1 runs the sources
// instead, as the short soak in the backend suite does. Exits 1 when a check failed.
//   SOAK_SECONDS (120)  SOAK_ROOMS (4)  SOAK_GUESTS (6 a room)  SOAK_OUTAGE_SECONDS (3)
import path from 'node:path';
import { buildStale, ROOT, run } from './lib.mjs';

const fromSource = process.env.SOAK_FROM_SOURCE === '1';
if (!fromSource && !(await buildStale({ only: ['backend'] }))) process.exit(1);
const code = await run(process.execPath, ['--import', './test/support/ts-node/register.mjs', 'test/support/soak-main.ts'], {
  cwd: path.join(ROOT, 'backend'),
  env: { ...process.env, SOAK_BUILT: fromSource ? '0' : '1' },
});
process.exit(code);
