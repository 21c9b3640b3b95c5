// node --test scripts/bench/proc-cpu.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clockTicksPerSecond, parseStat, postmasterOf, readAllStats, ticksToMs, treeTicks } from './proc-cpu.mjs';

/** A /proc/<pid>/stat line as Linux writes it (52 fields), with the given times. */
function statLine({ pid, comm, state = 'S', ppid, utime, stime, cutime = 0, cstime = 0 }) {
  const before = [state, ppid, pid, pid, 0, -1, 4194560, 1234, 0, 0, 0];
  const after = [20, 0, 1, 0, 4567, 123456789, 2048, '18446744073709551615'];
  const tail = Array.from({ length: 52 - 2 - before.length - 4 - after.length }, () => 0);
  return `${pid} (${comm}) ${[...before, utime, stime, cutime, cstime, ...after, ...tail].join(' ')}\n`;
}

test('reads the times after the last parenthesis, whatever the name holds', () => {
  const stat = parseStat(statLine({ pid: 4242, comm: 'a) b (c) 9 9 9', ppid: 17, utime: 300, stime: 45, cutime: 7, cstime: 3 }));
  assert.deepEqual(stat, { pid: 4242, comm: 'a) b (c) 9 9 9', state: 'S', ppid: 17, utime: 300, stime: 45, cutime: 7, cstime: 3 });
});

test('reads a real line of this machine', () => {
  const stats = readAllStats();
  const self = stats.find((s) => s.pid === process.pid);
  assert.ok(self, 'this process is among /proc/*/stat');
  assert.equal(self.ppid, process.ppid);
  assert.ok(self.utime + self.stime >= 0);
});

test('refuses what is not a stat line', () => {
  assert.throws(() => parseStat('no parentheses here'), /not a \/proc/);
});

test('converts clock ticks to ms at the machine’s rate', () => {
  assert.equal(ticksToMs(250, 100), 2500);
  assert.equal(ticksToMs(3, 1000), 3);
  assert.equal(ticksToMs(1, 250), 4);
  const hz = clockTicksPerSecond();
  assert.ok(Number.isInteger(hz) && hz > 0, `getconf CLK_TCK gave ${hz}`);
});

// A postmaster (1000) under init, three backends, one of which ended and was reaped (its time now
// in the postmaster's cutime/cstime), beside an unrelated process (a child of init).
const cluster = (backendsAlive, reaped) => [
  { pid: 1, comm: 'systemd', ppid: 0, utime: 900, stime: 900 },
  { pid: 1000, comm: 'postgres', ppid: 1, utime: 10, stime: 5, cutime: reaped.cutime, cstime: reaped.cstime },
  ...backendsAlive,
  { pid: 5000, comm: 'node', ppid: 1, utime: 777, stime: 77 },
];

test('sums a tree: the root, its descendants and what they reaped, nothing else', () => {
  const stats = cluster(
    [
      { pid: 1001, comm: 'postgres', ppid: 1000, utime: 20, stime: 2 },
      { pid: 1002, comm: 'postgres', ppid: 1000, utime: 30, stime: 3, cutime: 4, cstime: 1 },
      { pid: 1003, comm: 'postgres: walwriter (x)', ppid: 1002, utime: 1, stime: 1 },
    ],
    { cutime: 0, cstime: 0 },
  ).map((s) => parseStat(statLine(s)));
  assert.deepEqual(treeTicks(stats, 1000), { ticks: 10 + 5 + 22 + 33 + 5 + 2, processes: 4 });
  assert.equal(treeTicks(stats, 4321), null);
});

test('a backend that ends between two samples keeps its time, through its parent', () => {
  const start = cluster(
    [
      { pid: 1001, comm: 'postgres', ppid: 1000, utime: 20, stime: 2 },
      { pid: 1002, comm: 'postgres', ppid: 1000, utime: 30, stime: 3 },
    ],
    { cutime: 100, cstime: 50 },
  );
  // 1002 used 7 + 2 more ticks and ended (reaped: 37 + 5 move into the postmaster's children's
  // time); 1001 used 5 more; 1004 started and used 8.
  const end = cluster(
    [
      { pid: 1001, comm: 'postgres', ppid: 1000, utime: 25, stime: 2 },
      { pid: 1004, comm: 'postgres', ppid: 1000, utime: 6, stime: 2 },
    ],
    { cutime: 137, cstime: 55 },
  );
  const ticks = (stats) =>
    treeTicks(
      stats.map((s) => parseStat(statLine(s))),
      1000,
    ).ticks;
  assert.equal(ticks(end) - ticks(start), 9 + 5 + 8);
  // Live processes alone would say 5 + 8 - 33: the reaped backend's whole time lost.
  const liveOnly = (stats) => stats.filter((s) => s.pid >= 1000 && s.pid < 2000).reduce((n, s) => n + s.utime + s.stime, 0);
  assert.equal(liveOnly(end) - liveOnly(start), -20);
});

test('finds the postmaster from a backend, through postgres-named parents only', () => {
  const stats = [
    { pid: 1, comm: 'systemd', ppid: 0, utime: 0, stime: 0 },
    { pid: 900, comm: 'sh', ppid: 1, utime: 0, stime: 0 },
    { pid: 1000, comm: 'postgres', ppid: 900, utime: 0, stime: 0 },
    { pid: 1001, comm: 'postgres', ppid: 1000, utime: 0, stime: 0 },
    { pid: 5000, comm: 'node', ppid: 1, utime: 0, stime: 0 },
  ].map((s) => parseStat(statLine(s)));
  assert.equal(postmasterOf(1001, stats), 1000);
  assert.equal(postmasterOf(1000, stats), 1000);
  assert.equal(postmasterOf(5000, stats), null, 'not a PostgreSQL process');
  assert.equal(postmasterOf(4242, stats), null, 'not on this machine');
});

test('reads every process of a /proc directory, skipping what is not a pid', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proc-cpu-test-'));
  try {
    for (const s of [
      { pid: 1000, comm: 'postgres', ppid: 1, utime: 10, stime: 5, cutime: 3, cstime: 2 },
      { pid: 1001, comm: 'postgres', ppid: 1000, utime: 20, stime: 2 },
    ]) {
      mkdirSync(path.join(dir, String(s.pid)));
      writeFileSync(path.join(dir, String(s.pid), 'stat'), statLine(s));
    }
    mkdirSync(path.join(dir, 'self'));
    mkdirSync(path.join(dir, '1002')); // exited while listed: no stat
    writeFileSync(path.join(dir, 'loadavg'), '0.00 0.00 0.00 1/1 1\n');
    const stats = readAllStats(dir);
    assert.deepEqual(stats.map((s) => s.pid).sort(), [1000, 1001]);
    assert.equal(ticksToMs(treeTicks(stats, 1000).ticks, 100), 420);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
