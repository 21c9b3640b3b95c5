#!/usr/bin/env node
// What a guest downloads (JS, gzip) from the invite link to the room screen, and what it is made of.
//
//   npm run size:guest                 builds the party app with source maps into a temporary
//                                      directory, prints the figure, the files and the top 10
//                                      contributors (packages; the app's own code as one line)
//   npm run size:guest -- --check      the same, and exits 1 above the limit
//   npm run size:guest -- --dist [dir] measures an existing build (frontend/dist by default)
//                                      instead; contributors only when it has source maps
//   --json                             the figures as JSON
//
// The files are read from the build manifest: the entry with everything it imports, the room route
// if it is a chunk of its own, and every chunk those load at once. Each lazily loaded module on
// that path is listed below as loaded at once by a guest (counted) or on demand (not counted); one
// not listed stops the measurement, so a new lazy import is never left out unnoticed. The browser
// journey e2e/guest-bundle.e2e.ts checks that a real guest's browser loads no JS outside this set.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The guest's budget: 150 KB until the app spoke more than English; Lingui's runtime and the texts
 * going through it measured 154.0 KB (docs/performance.md §5), and the budget may rise to 160 KB for
 * that, no more. 156 KB keeps the margin small, so growth is still noticed.
 */
export const GUEST_JS_LIMIT_KB = 156;
const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend');

/** Lazily loaded modules a guest's browser loads on the way to the room screen. */
const AT_ONCE = {
  'src/app/routes/room.tsx': 'the room screen itself',
};
/** Lazily loaded modules a guest does not load to reach the room. */
const ON_DEMAND = {
  'src/app/routes/landing.tsx': 'another screen (the home page; guests come by the invite link to /guest)',
  'src/app/routes/not-found.tsx': 'another screen (an unknown address)',
  'src/app/routes/login.tsx': 'another screen',
  'src/app/routes/register.tsx': 'another screen',
  'src/app/routes/dashboard.tsx': 'another screen',
  'src/app/routes/profile.tsx': 'another screen',
  'src/app/routes/favorites.tsx': 'another screen',
  'src/features/room/components/add-song-dialog.tsx': 'when Add Song is pressed',
  'src/features/room/components/queue-row-actions.tsx': "a queue row's buttons: the host's, or a guest's on their own songs once they have added one",
  'src/features/room/components/invite-sheet.tsx': "when Sing with me is pressed on one's own song",
  'src/features/room/components/your-turn.tsx': "when the guest's turn comes (their song is next or on)",
  'src/i18n/order-reason-words.ts': "with a catalog other than English, like the catalog itself (the queue's order reasons in the language shown)",
  'src/features/room/components/phoneless-tools.tsx': 'where the room has a singer without a phone, or for the host',
  'src/features/room/components/invite-panel.tsx': 'host only (the QR code)',
  'src/features/room/components/settings-dialog.tsx': 'host only',
  'src/features/room/components/host-header-actions.tsx': 'host only (Stage, Lock/Unlock, Room Settings in the header)',
  'src/features/room/components/room-rules.tsx': 'host only (the Room Rules card)',
  'src/features/room/components/host-room-body.tsx': "host only (the player or remote view below the room's header)",
  'src/features/room/components/queue-host-tools.tsx': "host only (the queue's Clear and fold)",
  'src/features/tiers/components/upgrade-hint.tsx': "host only (the tier-1 host's upgrade hint)",
  'src/features/room/components/removed-people.tsx': 'host only (the people removed, Let back in)',
  'src/components/confirm-dialog.tsx': 'when confirming (the host: boot, clear the queue; a guest: leave the room)',
  'src/components/text-prompt-dialog.tsx': 'when a guest changes their name',
  'src/app/routes/plans.tsx': 'another screen (the plans)',
  'src/app/routes/tv.tsx': 'another screen (a TV paired to a room, /tv)',
  'src/app/routes/room-signed-out.tsx': "a room opened signed out (a party's goodbye, a TV sent to pairing)",
  'src/features/room/components/open-on-tv-dialog.tsx': 'host only (Open on a TV)',
  'src/features/room/components/room-screens.tsx': "host only (the room's paired screens)",
  'src/features/room/components/limits-notice.tsx': "host only (the plan's limits)",
  'src/features/room/components/farewell-card.tsx': 'after a party (its goodbye)',
  'src/features/queue/api/restore-queue-item.ts': 'host only (Undo of a removal)',
  'src/features/room/lib/song-notices.ts': "when the host removed, cleared or put back the guest's songs, or answered their request",
  'src/features/room/components/sortable-queue-list.tsx': 'host only (drag and drop)',
  'src/features/room/components/video-player.tsx': "the host's player",
  'src/features/stage/stage-view.tsx': 'the TV view, for hosts',
  'src/features/push/notify-me.tsx': "once the guest has a song in the queue (Notify me when it's my turn)",
  'src/features/push/subscribe.ts': "when Notify me when it's my turn is tapped (or for a browser that already opted in)",
  'src/components/update-banner.tsx': 'when a new version of the app is deployed (its Update offer)',
  'src/features/evening/components/played-panel.tsx': "when the Played tab is opened (tonight's songs)",
  'src/features/evening/components/board-view.tsx': 'the board (?view=board), a second screen',
  'src/features/evening/components/reaction-bar.tsx': 'while a song plays (the reactions)',
  'src/features/lyrics/podium.tsx': "when Lyrics is tapped (the singer's podium: the words on the phone)",
  'src/i18n/language-menu.tsx': 'when the language menu is opened',
  'src/components/theme-menu.tsx': 'when the theme menu is opened',
  'src/i18n/compile-catalog.ts': "a language other than English (the ICU compiler, with the language's catalog)",
  'src/i18n/rtl-cache.ts': 'a right-to-left language (the mirrored styles)',
  'src/i18n/pseudo.ts': 'the test language (accented and longer texts), never in the menu',
};

/** Folders whose every module loads on demand: each language's catalog, for a language other than English. */
const ON_DEMAND_DIRS = ['src/i18n/locales/'];

/**
 * Lazily loaded modules a guest's browser loads once the room shows (a second wave, while the
 * guest reads the room): not counted in the budget, but reported, and the only other scripts the
 * browser journey allows (frontend/e2e/guest-bundle.e2e.ts).
 */
const AFTER_ROOM = {
  'src/features/room/components/room-timer.tsx': 'a moment after the room shows (the time left)',
  'src/features/room/components/guest-actions.tsx': 'a moment after the room shows (rename, leave)',
  'src/features/room/components/room-side.tsx': "a moment after the room shows (its side column: who is here; the host's invite, rules and limits)",
  'src/lib/service-worker.ts': "once the page has loaded (the service worker's registration)",
  'src/features/room/components/add-song-fab.tsx': 'a moment after the room shows (the floating Add button of phones; the in-flow one is there at once)',
  'src/i18n/language-button.tsx': "a moment after a screen shows (the header's language switch; its place is kept meanwhile)",
  'src/components/theme-button.tsx': "a moment after a screen shows (the header's theme switch; its place is kept meanwhile)",
};

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/** The guest's JS files of a build, with their sizes (synchronous: scripts/bench.mjs uses it too). */
export function measureGuestBundle(distDir = join(FRONTEND, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const lazy of chunk.dynamicImports ?? []) {
      if (lazy in AT_ONCE) visit(lazy);
      else if (!(lazy in ON_DEMAND) && !(lazy in AFTER_ROOM) && !ON_DEMAND_DIRS.some((dir) => lazy.startsWith(dir))) {
        throw new Error(
          `${lazy} is loaded lazily on the guest's way to the room: say in scripts/guest-bundle.mjs (AT_ONCE or ON_DEMAND) whether a guest loads it at once`,
        );
      }
    }
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('No entry in the build manifest');
  visit(entry);
  for (const key of Object.keys(AT_ONCE)) if (manifest[key]) visit(key);

  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(distDir, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  // The second wave: the AFTER_ROOM modules and what they import that the first did not bring.
  const later = new Set();
  const follow = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || later.has(chunk.file)) return;
    later.add(chunk.file);
    for (const next of chunk.imports ?? []) follow(next);
  };
  for (const key of Object.keys(AFTER_ROOM)) follow(key);
  const afterRoom = [...later].filter((file) => file.endsWith('.js')).map((file) => ({ file, gzipKb: kb(gzipSync(readFileSync(join(distDir, file))).length) }));
  const raw = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return {
    files: chunks.length,
    kb: kb(raw),
    gzipKb: kb(gzip),
    appGzipKb: kb(all),
    limitGzipKb: GUEST_JS_LIMIT_KB,
    chunks: chunks.map((chunk) => ({ file: chunk.file, kb: kb(chunk.bytes), gzipKb: kb(chunk.gzip) })),
    afterRoom,
    afterRoomGzipKb: kb(afterRoom.reduce((sum, chunk) => sum + chunk.gzipKb * 1024, 0)),
  };
}

const BASE64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The fields of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Who wrote the bytes: an npm package, the app's own code, or the bundler. */
function owner(source) {
  if (source === undefined) return '(bundler: chunk glue, runtime)';
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source);
  return pkg ? pkg[1].replace('\\', '/') : "frontend/src (the app's own code)";
}

/**
 * Each file's gzip size shared out among the packages its bytes come from (by its source map:
 * every generated column belongs to the source of the segment it falls in).
 */
export function guestContributors(distDir, chunks) {
  const withMaps = chunks.filter(({ file }) => existsSync(join(distDir, `${file}.map`)));
  if (withMaps.length === 0) return null; // a build without source maps
  const totals = new Map();
  for (const { file } of chunks) {
    const code = readFileSync(join(distDir, file), 'utf8');
    const gzip = gzipSync(code).length;
    if (!withMaps.some((chunk) => chunk.file === file)) {
      // The bundler's own runtime chunk has no map.
      totals.set(owner(undefined), (totals.get(owner(undefined)) ?? 0) + gzip);
      continue;
    }
    const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8'));
    const bytes = new Map();
    const lines = code.split('\n');
    let sourceIndex = 0;
    map.mappings.split(';').forEach((line, lineIndex) => {
      const length = lines[lineIndex]?.length ?? 0;
      let column = 0;
      let start = 0;
      let current;
      for (const segment of line ? line.split(',') : []) {
        const fields = decodeSegment(segment);
        column += fields[0];
        bytes.set(current, (bytes.get(current) ?? 0) + column - start);
        if (fields.length > 1) sourceIndex += fields[1];
        current = fields.length > 1 ? owner(map.sources[sourceIndex]) : owner(undefined);
        start = column;
      }
      bytes.set(current, (bytes.get(current) ?? 0) + length - start);
    });
    // Line breaks and anything before a line's first segment.
    const counted = code.length;
    for (const [name, count] of bytes) {
      const label = name ?? owner(undefined);
      totals.set(label, (totals.get(label) ?? 0) + (gzip * count) / counted);
    }
  }
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  return [...totals].map(([name, gzip]) => ({ name, gzipKb: kb(gzip), share: +((100 * gzip) / sum).toFixed(1) })).sort((a, b) => b.gzipKb - a.gzipKb);
}

/** A production build of the party app with hidden source maps (the same code the product serves). */
async function buildWithSourceMaps() {
  const outDir = mkdtempSync(join(tmpdir(), 'guest-bundle-'));
  const { build } = await import('vite');
  await build({ root: FRONTEND, configFile: join(FRONTEND, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
  return outDir;
}

async function main(args) {
  const distArg = args.indexOf('--dist');
  let distDir;
  let temporary = false;
  if (distArg >= 0) {
    const next = args[distArg + 1];
    distDir = next && !next.startsWith('--') ? next : join(FRONTEND, 'dist');
  } else {
    distDir = await buildWithSourceMaps();
    temporary = true;
  }
  try {
    const result = measureGuestBundle(distDir);
    result.contributors = guestContributors(distDir, result.chunks);
    if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else {
      const verdict = result.gzipKb > GUEST_JS_LIMIT_KB ? `over by ${kb((result.gzipKb - GUEST_JS_LIMIT_KB) * 1024)} KB` : 'within';
      console.log(
        `Guest JS to the room: ${result.gzipKb} KB gzip in ${result.files} file(s) (${result.kb} KB raw); limit ${GUEST_JS_LIMIT_KB} KB: ${verdict}. ` +
          `Then ${result.afterRoomGzipKb} KB once the room shows; the whole app: ${result.appGzipKb} KB gzip.`,
      );
      for (const chunk of result.chunks) console.log(`  ${chunk.file.padEnd(40)} ${String(chunk.gzipKb).padStart(6)} KB gzip`);
      if (result.contributors) {
        console.log("Top 10 contributors (each file's gzip size shared out by its source map):");
        for (const item of result.contributors.slice(0, 10))
          console.log(`  ${item.name.padEnd(40)} ${String(item.gzipKb).padStart(6)} KB  ${String(item.share).padStart(4)} %`);
      } else console.log('(no source maps in this build: run without --dist for the contributors)');
    }
    if (args.includes('--check') && result.gzipKb > GUEST_JS_LIMIT_KB) process.exitCode = 1;
  } finally {
    if (temporary) rmSync(distDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
