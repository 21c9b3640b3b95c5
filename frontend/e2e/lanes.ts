/**
 * How many journey files run at once (E2E_LANES, default 2): they mostly wait on the browser and
 * the real time they play through, so two share the cores well. Each lane is a worker with a
 * product server of its own (e2e/global-setup.ts), so a file never meets another's people, rooms
 * or rate limits at the same moment (the back office's tables, the jobs tab).
 */
export function e2eLanes(): number {
  const lanes = Number(process.env.E2E_LANES ?? 2);
  return Number.isInteger(lanes) && lanes >= 1 ? lanes : 2;
}
