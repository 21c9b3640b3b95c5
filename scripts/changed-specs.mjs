// Which backend specs `npm test -- --changed` runs for the changed files (scripts/test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/** The backend's spec files (not the generated groups), relative to the root. */
export function backendSpecFiles() {
  return ['backend/src', 'backend/test'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.spec.ts'))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('backend/test/groups/')),
  );
}

/**
 * The specs of changed backend files, for the quick loop: a changed spec itself; the spec beside a
 * changed file (`queue-plans.ts` → `queue-plans.spec.ts`); its module's API spec (`src/queue/…` →
 * `test/queue.spec.ts`); and every spec that imports a changed file directly. The full run
 * (`npm test`) still runs every spec.
 */
export function backendSpecsFor(changed, specs = backendSpecFiles(), read = (file) => readFileSync(path.join(ROOT, file), 'utf8')) {
  const wanted = new Set();
  const targets = new Set(changed.map((file) => file.replace(/\.(?:js|mjs)$/, '.ts')));
  for (const file of changed) {
    if (file.endsWith('.spec.ts')) wanted.add(file);
    const beside = file.replace(/\.ts$/, '.spec.ts');
    if (beside !== file && specs.includes(beside)) wanted.add(beside);
    const module = /^backend\/src\/([^/]+)\//.exec(file)?.[1];
    if (module && specs.includes(`backend/test/${module}.spec.ts`)) wanted.add(`backend/test/${module}.spec.ts`);
  }
  for (const spec of specs) {
    for (const match of read(spec).matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const imported = path.posix.normalize(path.posix.join(path.posix.dirname(spec), match[1])).replace(/\.js$/, '.ts');
      if (targets.has(imported)) wanted.add(spec);
    }
  }
  return [...wanted].sort();
}
