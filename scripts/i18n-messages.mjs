// The party app's messages: every English text passed to t('…') or msg('…') in frontend/src (not
// tests), found with the TypeScript parser. `npm run i18n:messages` writes them, sorted, to
// frontend/src/i18n/messages.json, the list each language's catalog translates
// (frontend/src/i18n/locales/<language>.json); the frontend's catalog test fails when the list,
// the code and the catalogs disagree (docs/product.md "Languages").
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SOURCE = path.join(ROOT, 'frontend/src');
export const MESSAGES_FILE = path.join(SOURCE, 'i18n/messages.json');
const MARKERS = new Set(['t', 'msg']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The messages of the app, and the calls whose first argument is not a literal (they cannot be
 * found, so they are reported; `t(CONSTANT)` of a msg('…') constant is the one allowed form: an
 * identifier or a property read).
 */
export function extractMessages(dir = SOURCE) {
  const messages = new Set();
  const problems = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!/\b(t|msg)\(/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && MARKERS.has(node.expression.text)) {
        const [first] = node.arguments;
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) messages.add(first.text);
        else if (!(
          first &&
          node.expression.text === 't' &&
          (ts.isIdentifier(first) || ts.isPropertyAccessExpression(first) || ts.isElementAccessExpression(first))
        )) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          problems.push(`${path.relative(ROOT, file)}:${line + 1}: ${node.expression.text}() needs a string literal`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages: [...messages].sort(), problems };
}

/** The {placeholders} of a message, sorted (a translation must keep them all, and add none). */
export function placeholdersOf(message) {
  return [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { messages, problems } = extractMessages();
  for (const problem of problems) console.error(problem);
  writeFileSync(MESSAGES_FILE, `${JSON.stringify(messages, null, 2)}\n`);
  console.log(
    `Wrote ${messages.length} messages to ${path.relative(ROOT, MESSAGES_FILE)}${problems.length ? `; ${problems.length} call(s) without a literal` : ''}`,
  );
  if (problems.length) process.exitCode = 1;
}
