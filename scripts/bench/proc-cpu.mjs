// CPU time of processes and process trees from /proc (Linux), for the benchmark's CPU figures:
// the API processes, and the PostgreSQL and Redis servers they use (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * One line of /proc/<pid>/stat. The comm field (2nd) is in parentheses and may itself hold
 * spaces and parentheses (`postgres: 15/main: x (y)` is a legal thread name), so the fields after
 * it are read from the last ')'. Times are in clock ticks (USER_HZ). cutime/cstime: the CPU of
 * children this process has waited for (reaped), theirs and their own reaped children's.
 */
export function parseStat(text) {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc/<pid>/stat line: ${text.slice(0, 80)}`);
  // After ') ': state(3) ppid(4) pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime(14) stime cutime cstime
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (n) => Number(rest[n - 3]);
  return {
    pid: Number(text.slice(0, open).trim()),
    comm: text.slice(open + 1, close),
    state: rest[0],
    ppid: field(4),
    utime: field(14),
    stime: field(15),
    cutime: field(16),
    cstime: field(17),
  };
}

/** Linux's USER_HZ, the unit of the times in /proc/<pid>/stat (`getconf CLK_TCK`; 100 almost everywhere). */
export function clockTicksPerSecond() {
  try {
    const hz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(hz) && hz > 0 ? hz : 100;
  } catch {
    return 100;
  }
}

export const ticksToMs = (ticks, hz) => (ticks * 1000) / hz;

/** Every live process's stat (those that exit while being read are skipped). */
export function readAllStats(procDir = '/proc') {
  const stats = [];
  for (const name of readdirSync(procDir)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      stats.push(parseStat(readFileSync(`${procDir}/${name}/stat`, 'utf8')));
    } catch {
      // gone meanwhile
    }
  }
  return stats;
}

/**
 * The CPU ticks a process tree has used so far: for the root and each live descendant, its own
 * time plus that of the children it has reaped. A child that exits is reaped by its parent and
 * its time moves into the parent's cutime/cstime, so the sum does not drop when a PostgreSQL
 * backend ends between two samples (a backend that ends but is not yet reaped is a zombie and
 * still in the list). Null when the root is not among the stats.
 */
export function treeTicks(stats, rootPid) {
  if (!stats.some((s) => s.pid === rootPid)) return null;
  const children = new Map();
  for (const s of stats) {
    if (!children.has(s.ppid)) children.set(s.ppid, []);
    children.get(s.ppid).push(s);
  }
  let ticks = 0;
  let processes = 0;
  const seen = new Set();
  const stack = [stats.find((s) => s.pid === rootPid)];
  while (stack.length > 0) {
    const s = stack.pop();
    if (seen.has(s.pid)) continue;
    seen.add(s.pid);
    ticks += s.utime + s.stime + s.cutime + s.cstime;
    processes++;
    stack.push(...(children.get(s.pid) ?? []));
  }
  return { ticks, processes };
}

/**
 * PostgreSQL's postmaster from one of its backends' pids (`SELECT pg_backend_pid()`): the
 * backend's ancestors for as long as they are called postgres. Null when the pid is not on this
 * machine (a server elsewhere, or in another PID namespace).
 */
export function postmasterOf(backendPid, stats) {
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  let current = byPid.get(backendPid);
  if (!current || !current.comm.startsWith('postgres')) return null;
  for (let parent = byPid.get(current.ppid); parent?.comm.startsWith('postgres'); parent = byPid.get(current.ppid)) current = parent;
  return current.pid;
}

/** redis-server's pid, from INFO server (process_id), over a plain RESP connection. */
export function redisPid(redisUrl, timeoutMs = 5000) {
  const url = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    let text = '';
    const timer = setTimeout(() => socket.destroy(new Error('redis-server did not answer INFO')), timeoutMs);
    const finish = (error, value) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    socket.on('connect', () => {
      const auth = url.password ? ['AUTH', ...(url.username ? [decodeURIComponent(url.username)] : []), decodeURIComponent(url.password)] : null;
      const command = (parts) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
      socket.write((auth ? command(auth) : '') + command(['INFO', 'server']));
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (text.startsWith('-')) return finish(new Error(text.split('\r\n')[0]));
      const match = /process_id:(\d+)/.exec(text);
      if (match) finish(null, Number(match[1]));
    });
    socket.on('error', (error) => finish(error));
  });
}
