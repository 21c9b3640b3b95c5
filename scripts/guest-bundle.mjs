#!/usr/bin/env node
// What a guest downloads (JS, gzip) from the invite link to the room screen, read from the party
// app's build manifest (npm run build -w frontend): the entry with everything it imports, plus
// the lazily loaded room route with its static imports. Chunks the room loads on demand (the
// add-song dialog, host-only panels, drag and drop, the QR code, the video player) are not counted.
// Prints a line and, with --json, the figures; exits 1 above the limit with --check.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const GUEST_JS_LIMIT_KB = 150;
const ROUTES = ['src/app/routes/room.tsx'];

export function measureGuestBundle(distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry in the build manifest');
  visit(entry);
  for (const route of ROUTES) {
    if (!manifest[route]) throw new Error(`${route} is not a chunk of the build (is it still lazily loaded?)`);
    visit(route);
  }
  let raw = 0;
  let gzip = 0;
  const chunks = [];
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    const bytes = readFileSync(join(distDir, file));
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    chunks.push({ file, kb: +(bytes.length / 1024).toFixed(1), gzipKb: +(zipped / 1024).toFixed(1) });
  }
  chunks.sort((a, b) => b.gzipKb - a.gzipKb);
  const all = Object.values(manifest).filter((c) => c.file.endsWith('.js')).reduce((sum, c) => sum + gzipSync(readFileSync(join(distDir, c.file))).length, 0);
  return { files: chunks.length, kb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1), appGzipKb: +(all / 1024).toFixed(1), limitGzipKb: GUEST_JS_LIMIT_KB, chunks };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureGuestBundle();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(`Guest JS to the room: ${result.gzipKb} KB gzip in ${result.files} files (${result.kb} KB raw); ` +
      `the whole app: ${result.appGzipKb} KB gzip; limit ${GUEST_JS_LIMIT_KB} KB`);
    for (const chunk of result.chunks.slice(0, 8)) console.log(`  ${chunk.file.padEnd(44)} ${String(chunk.gzipKb).padStart(6)} KB gzip`);
  }
  if (process.argv.includes('--check') && result.gzipKb > GUEST_JS_LIMIT_KB) process.exit(1);
}
