/**
 * Preloaded into the API processes of the soak (node --expose-gc --import this file): on SIGUSR2
 * the process collects its garbage and prints one line with its memory, which the soak reads from
 * its output. So the figure is what the process keeps, not what it has not collected yet nor what
 * V8 holds on to for reuse:
 * - a few full collections first: V8 drops the bytecode of functions that have not run for a few
 *   of them (the start-up code), so a reading soon after start is not inflated by it;
 * - then V8's last-resort collection (what it does under memory pressure), which also gives the
 *   pages it freed back to the system and shrinks the young generation a busy spell grew; a plain
 *   gc() leaves both, and the RSS then says more about how busy the last seconds were than about
 *   what is kept.
 */
const AGEING_COLLECTIONS = 6;

process.on('SIGUSR2', () => {
  for (let i = 0; i < AGEING_COLLECTIONS; i++) globalThis.gc?.();
  globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`\n${JSON.stringify({ soakMemory: { rss, heapUsed, external, at: Date.now() } })}\n`);
});
