// Code cites documentation that is in the repository (README "Documentation"): `docs/<file>.md §N`,
// or a section's title in quotes. This finds citations of documents that are not here (the
// specification, the architecture page, an issue by number) and `docs/` citations whose file,
// section number or quoted title does not exist. `node scripts/doc-citations.mjs` prints them.
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
      const last = parts.at(-1);
      if (last && last.quote === undefined) last.quote = quote[1];
      else parts.push({ quote: quote[1] });
      text = text.slice(quote[0].length);
      continue;
    }
    return parts;
  }
}

/** The problems of one file's text: `{ line, cites, problem }` each. `docs` reads a docs/ file's text, or undefined when it does not exist. */
export function problemsIn(text, docs, { code = true } = {}) {
  const problems = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
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
  const files = [
    ...CODE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
      [...sourceFiles(path.join(root, dir))].map((full) => ({ full, code: true })),
    ),
    ...['README.md', ...(existsSync(path.join(root, 'docs')) ? readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`) : [])]
      .filter((name) => name.endsWith('.md') && existsSync(path.join(root, name)))
      .map((name) => ({ full: path.join(root, name), code: false })),
  ];
  return files.flatMap(({ full, code }) =>
    problemsIn(readFileSync(full, 'utf8'), docs, { code }).map(
      ({ line, cites, problem }) => `${path.relative(root, full).split(path.sep).join('/')}:${line}: ${cites}: ${problem}`,
    ),
  );
}

if (process.argv[1] === import.meta.filename) {
  const problems = check();
  for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
