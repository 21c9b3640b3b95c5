import { formatReport, runSoak, soakOptionsFromEnv, verdicts } from './soak.js';

/**
 * The evening under faults (soak.ts) at full length, with its figures printed and exit code 1 when
 * a check failed; started by `npm run soak` (scripts/soak.mjs, which builds the backend first and
 * sets SOAK_BUILT=1). The instances run on their own PostgreSQL cluster and redis-server on free
 * loopback ports; the machine's own are never touched.
 *   SOAK_SECONDS (120)  SOAK_ROOMS (4)  SOAK_GUESTS (6 a room)  SOAK_OUTAGE_SECONDS (3)
 */
const options = soakOptionsFromEnv(process.env, { seconds: 120, rooms: 4, guests: 6, outageSeconds: 3 });
const report = await runSoak({ ...options, built: process.env.SOAK_BUILT === '1', log: (line) => console.log(line) });
console.log(`\n${formatReport(report)}\n`);
const problems = verdicts(report);
if (problems.length > 0) {
  console.log(`The soak FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('The soak passed: every phone came back within 5 s of each fault, no acknowledged add was lost or doubled, queues stayed 1..n, RSS within 10 %.');
process.exit(0);
