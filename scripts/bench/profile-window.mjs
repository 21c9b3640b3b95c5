#!/usr/bin/env node
// Where an API process spent one window of a benchmark (docs/performance.md §7): reads a V8 CPU
// profile (`BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR --cpu-prof-interval=100"`) and keeps
// the samples between two monotonic times in µs, as `npm run bench` prints them ("Burst window"),
// the same clock as the profile's. Prints the busy time, then the functions by self time and by
// total time (a function counted once a sample however deep it recurs).
//
//   node scripts/bench/profile-window.mjs DIR/CPU.*.cpuprofile FROM_US TO_US [LINES]
import { readFileSync } from 'node:fs';

const [file, from, to, lines = '30'] = process.argv.slice(2);
if (!file || !from || !to) {
  console.error('usage: profile-window.mjs PROFILE FROM_US TO_US [LINES]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const label = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;

const self = new Map();
const total = new Map();
let busy = 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  if (at < Number(from) || at > Number(to)) continue;
  // A sample lasts until the next one.
  const lasted = profile.timeDeltas[i + 1] ?? 0;
  const leaf = nodes.get(profile.samples[i]);
  if (leaf.callFrame.functionName === '(idle)') continue;
  busy += lasted;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + lasted);
  const counted = new Set();
  for (let id = leaf.id; id !== undefined; id = parents.get(id)) {
    const name = label(nodes.get(id));
    if (counted.has(name)) continue;
    counted.add(name);
    total.set(name, (total.get(name) ?? 0) + lasted);
  }
}
const ms = (us) => (us / 1000).toFixed(1).padStart(7);
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(lines));
console.log(`busy ${ms(busy).trim()} ms of ${((Number(to) - Number(from)) / 1000).toFixed(1)} ms`);
console.log('\nself (ms)');
for (const [name, us] of top(self)) console.log(`${ms(us)}  ${name}`);
console.log('\ntotal (ms)');
for (const [name, us] of top(total)) console.log(`${ms(us)}  ${name}`);
