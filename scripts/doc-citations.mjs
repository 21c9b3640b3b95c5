// Code cites documentation that is in the repository (README "Documentation"): `docs/<file>.md §N`,
// or a section's title in quotes. This finds citations of documents that are not here (the
// specification, the architecture page, an issue by number) and `docs/` citations whose file,
// section number or quoted title does not exist; and, in docs/, the README and code comments,
// repository paths that resolve to no file and `Class.member` symbols in backticks whose class or
// member is defined nowhere. `node scripts/doc-citations.mjs` prints them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the code lives; docs/ and the README are checked for their `docs/` citations only. */
export const CODE_DIRS = ['backend/src', 'backend/test', 'frontend/src', 'frontend/e2e', 'admin/src', 'scripts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|sql|css|html)$/;
/** The checker's own tests cite missing files and sections on purpose. */
const OWN_TESTS = 'scripts/doc-citations.test.mjs';

// Spelled in pieces, so this file does not cite them itself.
const ABSENT = [
  { what: 'the specification', pattern: new RegExp(['SPEC', '\\s*§\\s*\\d*'].join(''), 'g') },
  { what: 'the architecture page outside docs/', pattern: new RegExp(['ARCHITECTURE', '\\.md'].join(''), 'g') },
  { what: 'an issue by number', pattern: new RegExp(['\\bissues?', '\\s+#?\\d+'].join(''), 'gi') },
];
const DOC_CITATION = /\bdocs\/([\w.-]+\.md)/g;
/** A file named by its path or name: `room-engine/live-rooms.ts`, live-rooms.spec.ts, `App.tsx`. */
const FILE_EXTENSIONS = 'ts|tsx|mts|mjs|cjs|js|sql|md|json|ya?ml|css|html|sh';
const MEDIA_EXTENSIONS = 'cdg|mp3|m4a|mp4|webm|mkv|ogg|opus|wav|flac|lrc|txt|png|jpe?g|svg|webp';
const PATH_CITATION = new RegExp(`(?<![\\w/.@:$*<{-])((?:[\\w@.-]+/)*[\\w-][\\w.-]*\\.(?:${FILE_EXTENSIONS}))(?![\\w/*-])`, 'g');
/** A symbol in backticks: `RoomTransactions.apply`, `SessionsService.load()`, `LiveRooms`. */
const SYMBOL_CITATION = /`([A-Z][\w$]*)(?:\.([a-zA-Z_$][\w$]*))?(?:\([^`]*\))?`/g;
/** Names our own classes end with: one that exists nowhere is a citation gone stale, not a library's. */
const OUR_NAMES =
  /^[A-Z][a-z][\w$]*(?:Service|Repository|Controller|Module|Gateway|Dto|Plans?|Transactions|Rooms|Guard|Adapter|Job|Resolver|Cache|Wiring|Reads|Writes|Ending)$/;
/** Where a comment starts on a line of code (`//`, `/*`, or a JSDoc line's `*`). */
const COMMENT = /\/\/|\/\*|^\s*\*/;

/** A markdown file's sections: each heading's level, text, number (`## 6. Roles` → '6') and body up to the next heading of its level or above. */
export function sectionsOf(markdown) {
  const lines = markdown.split('\n');
  const headings = [];
  lines.forEach((line, index) => {
    const match = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (match) headings.push({ level: match[1].length, text: match[2], index, number: /^(\d+(?:\.\d+)*)\.?\s/.exec(match[2])?.[1] });
  });
  return headings.map((heading, i) => {
    const end = headings.slice(i + 1).find((next) => next.level <= heading.level)?.index ?? lines.length;
    return { ...heading, body: lines.slice(heading.index, end).join('\n') };
  });
}

/** Whether a heading says `title`, or `Parent: child` names a heading under another (`"Live rooms: words"`). */
export function hasTitle(sections, title) {
  const says = (section, text) => section.text.toLowerCase().includes(text.trim().toLowerCase());
  if (sections.some((section) => says(section, title))) return true;
  const [parent, ...rest] = title.split(': ');
  return rest.length > 0 && sections.some((section) => says(section, parent) && hasTitle(sectionsOf(section.body).slice(1), rest.join(': ')));
}

/** What follows `docs/<file>.md`: its `§N` and quoted titles, e.g. ` §3 "Tier", §9` → [{ section: '3', quote: 'Tier' }, { section: '9' }]. */
export function citedParts(rest) {
  const parts = [];
  let text = rest;
  for (;;) {
    const section = /^(?:\s*(?:,|and)?\s*)§(\d+(?:\.\d+)*)/.exec(text);
    if (section) {
      parts.push({ section: section[1] });
      text = text.slice(section[0].length);
      continue;
    }
    const quote = /^(?:,)?\s*"([^"\n]+)"/.exec(text);
    if (quote) {
      quote[1] = quote[1].replaceAll("\\'", "'"); // cited inside a quoted string: 'The party app\'s layers'
      const last = parts.at(-1);
      if (last && last.quote === undefined) last.quote = quote[1];
      else parts.push({ quote: quote[1] });
      text = text.slice(quote[0].length);
      continue;
    }
    return parts;
  }
}

/**
 * The problems of one file's text: `{ line, cites, problem }` each. `docs` reads a docs/ file's
 * text, or undefined when it does not exist; `repo` (optional: see repositoryIndex) resolves paths
 * and symbols, cited in the whole text of documentation and in the comments of code.
 */
export function problemsIn(text, docs, { code = true, repo, file = '' } = {}) {
  const problems = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (repo) {
      const start = code ? content.search(COMMENT) : 0;
      const prose = start < 0 ? '' : content.slice(start);
      for (const match of prose.matchAll(PATH_CITATION)) {
        if (!repo.resolves(match[1], file)) problems.push({ line, cites: match[1], problem: 'no file in the repository has this path' });
      }
      for (const match of prose.matchAll(SYMBOL_CITATION)) {
        const [cited, name, member] = match;
        if (member && new RegExp(`^(?:${FILE_EXTENSIONS}|${MEDIA_EXTENSIONS})$`).test(member)) continue; // a file: App.tsx, Song.mp3
        const missing = repo.symbolProblem(name, member);
        if (missing) problems.push({ line, cites: cited, problem: missing });
      }
    }
    if (code) {
      for (const { what, pattern } of ABSENT) {
        for (const match of content.matchAll(pattern)) problems.push({ line, cites: match[0], problem: `cites ${what}, which is not in the repository` });
      }
    }
    for (const match of content.matchAll(DOC_CITATION)) {
      const file = match[1];
      const markdown = docs(file);
      if (markdown === undefined) {
        problems.push({ line, cites: match[0], problem: `docs/${file} does not exist` });
        continue;
      }
      const sections = sectionsOf(markdown);
      for (const part of citedParts(content.slice(match.index + match[0].length))) {
        const cites = `docs/${file}${part.section ? ` §${part.section}` : ''}${part.quote ? ` "${part.quote}"` : ''}`;
        if (part.section) {
          const section = sections.find((s) => s.number === part.section);
          if (!section) problems.push({ line, cites, problem: `docs/${file} has no section ${part.section}` });
          else if (part.quote && !section.body.toLowerCase().includes(part.quote.toLowerCase())) {
            problems.push({ line, cites, problem: `section ${part.section} of docs/${file} does not say "${part.quote}"` });
          }
        } else if (!hasTitle(sections, part.quote)) {
          problems.push({ line, cites, problem: `docs/${file} has no section titled "${part.quote}"` });
        }
      }
    }
  });
  return problems;
}

/** Every file of the repository (not dependencies, builds or generated groups), relative, with `/`. */
function repositoryFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name === '.git' || entry.name === 'groups') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files;
}

/**
 * What the repository holds, for paths and symbols: `files` (relative paths), `texts` (a code file's
 * text), and the packages the workspaces depend on (`youtubei.js` is a package, not a file).
 */
export function repositoryIndex(files, texts, packages = new Set()) {
  const all = new Set(files);
  const names = new Set(files.map((file) => file.split('/').at(-1)));
  const definitions = new Map();
  const external = new Set();
  for (const [file, text] of texts) {
    for (const match of text.matchAll(/\b(?:class|function\*?|const|let|var|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g)) {
      if (!definitions.has(match[1])) definitions.set(match[1], []);
      definitions.get(match[1]).push(file);
    }
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^.'][^']*)'/g)) {
      for (const part of match[1].split(','))
        external.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
        );
    }
  }
  const declares = (text, member) =>
    new RegExp(
      `^\\s*(?:(?:export|public|private|protected|static|async|readonly|get|set|override|abstract|declare)\\s+)*['"]?${member}['"]?\\s*(?:[(<]|[?!]?\\s*[:=])`,
      'm',
    ).test(text);
  return {
    resolves(cited, from) {
      if (packages.has(cited) || /(^|\/)dist\//.test(cited)) return true;
      // Node.js, Chart.js: a name, not a file of ours.
      if (!cited.includes('/') && /^[A-Z]\w*\.js$/.test(cited)) return true;
      const spellings = [cited, cited.replace(/\.js$/, '.ts'), cited.replace(/\.js$/, '.tsx'), cited.replace(/\.mjs$/, '.mts')];
      return spellings.some((spelled) => {
        if (!spelled.includes('/')) return names.has(spelled);
        const here = path.posix.normalize(path.posix.join(path.posix.dirname(from), spelled));
        // An import's spelling in an example (`../room-engine/room-plan.js`): the folders it names.
        const named = spelled.replace(/^(?:\.\.?\/)+/, '');
        return all.has(spelled) || all.has(here) || files.some((file) => file.endsWith(`/${named}`));
      });
    },
    symbolProblem(name, member) {
      const where = definitions.get(name);
      if (!where) return !external.has(name) && OUR_NAMES.test(name) ? `${name} is defined nowhere in the repository` : undefined;
      if (member && !where.some((file) => declares(texts.get(file), member))) return `${name} has no member ${member}`;
      return undefined;
    },
  };
}

/** The packages the workspaces name in their package.json files. */
function packagesOf(root) {
  const packages = new Set();
  for (const dir of ['.', 'backend', 'frontend', 'admin']) {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of ['dependencies', 'devDependencies', 'optionalDependencies']) for (const name of Object.keys(json[key] ?? {})) packages.add(name);
  }
  return packages;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE_FILE.test(entry.name) && !full.endsWith(path.join(...OWN_TESTS.split('/')))) yield full;
  }
}

/** Every problem in the repository at `root`, as `file:line: cites …: problem` lines. */
export function check(root = ROOT) {
  const cache = new Map();
  const docs = (file) => {
    if (!cache.has(file)) {
      const full = path.join(root, 'docs', file);
      cache.set(file, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return cache.get(file);
  };
  const everything = repositoryFiles(root);
  const code = everything.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
  const texts = new Map(code.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const repo = repositoryIndex(everything, texts, packagesOf(root));
  const files = [
    ...CODE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
      [...sourceFiles(path.join(root, dir))].map((full) => ({ full, code: true })),
    ),
    // The workspaces' own configuration (jest.config.js, vite.config.ts…).
    ...['.', 'backend', 'frontend', 'admin'].flatMap((dir) =>
      existsSync(path.join(root, dir))
        ? readdirSync(path.join(root, dir), { withFileTypes: true })
            .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
            .map((entry) => ({ full: path.join(root, dir, entry.name), code: true }))
        : [],
    ),
    ...['README.md', ...(existsSync(path.join(root, 'docs')) ? readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`) : [])]
      .filter((name) => name.endsWith('.md') && existsSync(path.join(root, name)))
      .map((name) => ({ full: path.join(root, name), code: false })),
  ];
  return files.flatMap(({ full, code }) =>
    problemsIn(readFileSync(full, 'utf8'), docs, { code, repo, file: path.relative(root, full).split(path.sep).join('/') }).map(
      ({ line, cites, problem }) => `${path.relative(root, full).split(path.sep).join('/')}:${line}: ${cites}: ${problem}`,
    ),
  );
}

if (process.argv[1] === import.meta.filename) {
  const problems = check();
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
