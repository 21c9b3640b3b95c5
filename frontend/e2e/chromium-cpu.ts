import fs from 'node:fs';

/**
 * The CPU Chromium used, for `npm test`'s table. Its phase's figure comes from GNU time, which
 * counts a process only once its parent has waited for it. The test run waits for the browser's
 * own process, but the processes under it (the zygote and its renderers, the GPU and utility
 * processes) outlive it when it is closed and are never waited for, so their CPU went uncounted:
 * about two thirds of Chromium's, measured against every process's /proc times. Just before a
 * browser closes, the times of the processes under it are summed here (each with its finished
 * children's, which Linux adds to the parent that waited for them) and appended to
 * E2E_CHROMIUM_CPU_FILE, which scripts/test.mjs adds to the journeys' phase. An estimate: a GPU or
 * utility process that the browser does wait for while it shuts down is counted twice.
 */

/** Clock ticks a second in /proc's times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

function processes(): Map<number, ProcessTimes> {
  const all = new Map<number, ProcessTimes>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's name in parentheses (which may hold spaces): state, ppid, … utime is field 14.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), { parent: Number(fields[1]), ticks: fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

function childPids(): Set<number> {
  const mine = new Set<number>();
  for (const [pid, times] of processes()) if (times.parent === process.pid) mine.add(pid);
  return mine;
}

/** The CPU seconds every live process under `root` used so far (not `root` itself: GNU time counts it). */
function secondsUnder(root: number): number {
  const all = processes();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const pending = [...(children.get(root) ?? [])];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += all.get(pid)!.ticks;
    pending.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

/**
 * Launches a browser (or a browser with a profile) with `launcher` and, when E2E_CHROMIUM_CPU_FILE
 * is set, records what its processes used when it closes.
 */
export async function countingChromiumCpu<T extends { close(...args: never[]): Promise<void> }>(launcher: () => Promise<T>): Promise<T> {
  const file = process.env.E2E_CHROMIUM_CPU_FILE;
  if (!file || process.platform !== 'linux') return launcher();
  const before = childPids();
  const launched = await launcher();
  const roots = [...childPids()].filter((pid) => !before.has(pid));
  const close = launched.close.bind(launched);
  return Object.assign(launched, {
    close: async (...args: never[]) => {
      const seconds = roots.reduce((sum, root) => sum + secondsUnder(root), 0);
      fs.appendFileSync(file, `${seconds.toFixed(2)}\n`);
      return close(...args);
    },
  });
}
