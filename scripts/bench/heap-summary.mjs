#!/usr/bin/env node
// What a V8 heap snapshot holds, by kind of object: `node scripts/bench/heap-summary.mjs FILE [N]`
// prints the snapshot's live size and its N largest groups (type and constructor name; strings and
// code each as one), with their size and count. For the benchmark's snapshots (README, bench:
// BENCH_HEAP_SNAPSHOT); large snapshots need `node --max-old-space-size=8000`.
import { readFileSync } from 'node:fs';

const [file, top = '40'] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node scripts/bench/heap-summary.mjs FILE.heapsnapshot [N]');
  process.exit(2);
}
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
const width = fields.length;
const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
const STRINGS = new Set(['string', 'concatenated string', 'sliced string']);
const groups = new Map();
let total = 0;
for (let i = 0; i < snapshot.nodes.length; i += width) {
  const type = nodeTypes[0][snapshot.nodes[i + typeAt]];
  const name = STRINGS.has(type) ? '(strings)' : type === 'code' ? '(code)' : snapshot.strings[snapshot.nodes[i + nameAt]];
  const key = `${type} ${name}`.slice(0, 100);
  const size = snapshot.nodes[i + sizeAt];
  total += size;
  const group = groups.get(key) ?? { size: 0, count: 0 };
  group.size += size;
  group.count += 1;
  groups.set(key, group);
}
const mb = (bytes) => (bytes / 1048576).toFixed(2);
console.log(`live heap ${mb(total)} MB`);
console.log(`${'MB'.padStart(8)}  ${'count'.padStart(8)}  type and name`);
for (const [key, { size, count }] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, Number(top))) {
  console.log(`${mb(size).padStart(8)}  ${String(count).padStart(8)}  ${key}`);
}
