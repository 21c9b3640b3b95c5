// Reads an npm lockfile (v2/v3, the `packages` map npm writes since npm 7) into the installed
// packages, each with the workspaces that use it and whether it reaches production there.
//
// "Production" follows npm's own rule (`npm ci --omit=dev`): a package is production when some
// workspace (or the root) reaches it through `dependencies`, `optionalDependencies` or
// `peerDependencies`; it is dev-only when only `devDependencies` of a workspace lead to it.
// The walk resolves each dependency the way Node does, from the dependent's folder up through
// the enclosing node_modules folders, so a nested copy of a package is judged on its own.

/** The package name of a lockfile location: the part after its last `node_modules/`. */
export function nameOfLocation(location) {
  const index = location.lastIndexOf('node_modules/');
  return index === -1 ? location : location.slice(index + 'node_modules/'.length);
}

/** The folder a location's own node_modules hangs from, one level up (`''` is the root). */
function parentOf(location) {
  const index = location.lastIndexOf('/node_modules/');
  return index === -1 ? '' : location.slice(0, index);
}

/**
 * @param {object} lock a parsed package-lock.json
 * @returns {{ packages: Array<{ location: string, name: string, version: string,
 *   production: boolean, workspaces: Array<{ workspace: string, production: boolean }> }>,
 *   workspaces: string[] }}
 */
export function readLockfile(lock) {
  if (!lock || typeof lock !== 'object' || !lock.packages || typeof lock.packages !== 'object') {
    throw new Error('This lockfile has no "packages" map: it was written by npm 6 or older (lockfileVersion 1). Run `npm install` with npm 7+ to upgrade it.');
  }
  const entries = lock.packages;
  const root = entries[''] ?? {};

  // Follows `link: true` entries (workspaces appear as node_modules/<name> -> <folder>).
  const target = (location) => {
    const entry = entries[location];
    if (entry?.link && typeof entry.resolved === 'string') return entry.resolved;
    return location;
  };

  const resolve = (from, name) => {
    let folder = from;
    for (;;) {
      const candidate = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
      if (entries[candidate]) return target(candidate);
      if (folder === '') return null;
      folder = parentOf(folder);
    }
  };

  const prodEdges = (entry) => [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}),
  ];

  // Everything reachable from the given start names, resolved from `from`.
  const reach = (from, names) => {
    const seen = new Set();
    const queue = [];
    for (const name of names) {
      const location = resolve(from, name);
      if (location !== null && !seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
    }
    while (queue.length > 0) {
      const location = queue.shift();
      for (const name of prodEdges(entries[location] ?? {})) {
        const next = resolve(location, name);
        if (next !== null && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  };

  // The root and every workspace folder that the lockfile lists as an entry of its own.
  const workspaceFolders = Object.keys(entries).filter((location) => !location.includes('node_modules/'));
  const usage = new Map(); // location -> Map(workspace -> production?)
  for (const folder of workspaceFolders) {
    const entry = entries[folder];
    const label = folder === '' ? '(root)' : folder;
    const prod = reach(folder, prodEdges(entry));
    // A dev dependency's own dependencies are dev too, unless production reaches them as well.
    const dev = reach(folder, Object.keys(entry.devDependencies ?? {}));
    for (const [locations, production] of [
      [dev, false],
      [prod, true],
    ]) {
      for (const location of locations) {
        if (!location.includes('node_modules/')) continue; // a workspace itself is not a dependency
        const byWorkspace = usage.get(location) ?? new Map();
        byWorkspace.set(label, (byWorkspace.get(label) ?? false) || production);
        usage.set(location, byWorkspace);
      }
    }
  }

  const packages = [];
  for (const [location, entry] of Object.entries(entries)) {
    if (!location.includes('node_modules/') || entry.link || typeof entry.version !== 'string') continue;
    const byWorkspace = usage.get(location);
    // Not reached from any workspace (an extraneous entry): judge it by npm's own flags.
    const workspaces = byWorkspace
      ? [...byWorkspace].map(([workspace, production]) => ({ workspace, production })).sort((a, b) => a.workspace.localeCompare(b.workspace))
      : [];
    const production = byWorkspace ? workspaces.some((w) => w.production) : !entry.dev;
    packages.push({ location, name: entry.name ?? nameOfLocation(location), version: entry.version, production, workspaces });
  }
  return { packages, workspaces: workspaceFolders.map((folder) => (folder === '' ? '(root)' : folder)), rootName: root.name };
}
