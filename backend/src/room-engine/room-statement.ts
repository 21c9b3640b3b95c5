/**
 * SQL with named parameters, for statements built from fragments: the rooms module's version
 * bump and each kind of row a change writes, in one statement (room-writes.ts). Each fragment
 * uses its own names (`:bump_roomId`); the names become $1, $2… here only, so no fragment counts
 * another's placeholders (docs/architecture.md, "One statement a song: SQL across modules").
 */

/** The values of a fragment's names. `undefined` counts as missing: say null for SQL NULL. */
export type SqlValues = Readonly<Record<string, unknown>>;

/** A piece of SQL whose parameters are named (`:roomId`), with the value of every name. */
export interface Sql {
  readonly text: string;
  readonly values: SqlValues;
}

/** What PostgreSQL receives: the text with $1, $2… and the values in that order (`names[i]` is $i+1). */
export interface PositionalSql {
  readonly text: string;
  readonly parameters: unknown[];
  readonly names: string[];
}

/**
 * A quoted string or identifier (skipped: a colon inside is text), a cast (`::int`, skipped), a
 * positional placeholder (refused: it would count against the others) or a name.
 */
const TOKEN = /'(?:[^']|'')*'|"(?:[^"]|"")*"|::|(\$\d)|:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The text split around its names: `pieces[i]` precedes `names[i]`, the last piece ends it. */
interface Parsed {
  pieces: string[];
  names: string[];
}

/**
 * Statements are built from a few fixed texts (one a kind of row, and their combinations): each
 * is parsed once, so numbering a statement's names is joining strings, not matching them again.
 */
const parsedTexts = new Map<string, Parsed>();
const MAX_PARSED = 1024;

function parse(text: string): Parsed {
  const known = parsedTexts.get(text);
  if (known) return known;
  const pieces: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match[1]) throw new Error(`SQL with named parameters has a positional one (${match[1]}): name it instead`);
    if (!match[2]) continue;
    pieces.push(text.slice(from, match.index));
    names.push(match[2]);
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  const parsed = { pieces, names };
  if (parsedTexts.size < MAX_PARSED) parsedTexts.set(text, parsed);
  return parsed;
}

/** A fragment: every name in `text` has a value in `values` and every value is used, or it throws. */
export function sql(text: string, values: SqlValues): Sql {
  const used = new Set(parse(text).names);
  for (const name of used) {
    if (values[name] === undefined) throw new Error(`SQL parameter :${name} has no value`);
  }
  for (const name of Object.keys(values)) {
    if (!used.has(name)) throw new Error(`SQL value "${name}" is not used by the statement`);
  }
  return { text, values };
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}

/**
 * `WITH "a" AS (…), "b" AS (…) <statement>`: the common table expressions in order, then the
 * statement. A name shared by two fragments is one parameter, so it must have one value there:
 * two different values for one name throw (two modules meant two things by it).
 */
export function withCtes(ctes: readonly (readonly [name: string, body: Sql])[], statement: Sql): Sql {
  const values: Record<string, unknown> = { ...statement.values };
  for (const [, body] of ctes) {
    for (const [name, value] of Object.entries(body.values)) {
      if (name in values && !sameValue(values[name], value)) throw new Error(`SQL parameter :${name} has two different values`);
      values[name] = value;
    }
  }
  const text = `WITH ${ctes.map(([name, body]) => `"${name}" AS (\n${lines(body.text, '  ')})`).join(',\n')}\n${lines(statement.text, '')}`;
  return { text, values };
}

/** A fragment's lines at one indentation, whatever the indentation of the source they were written in. */
function lines(text: string, indent: string): string {
  const key = `${indent}\n${text}`;
  const known = indentedTexts.get(key);
  if (known !== undefined) return known;
  const indented = text
    .trim()
    .split('\n')
    .map((line) => indent + line.trim())
    .join('\n');
  if (indentedTexts.size < MAX_PARSED) indentedTexts.set(key, indented);
  return indented;
}
const indentedTexts = new Map<string, string>();

/** Numbers the names in order of first appearance; a name used again keeps its number. */
export function positional(statement: Sql): PositionalSql {
  const { pieces, names } = parse(statement.text);
  const numbers = new Map<string, number>();
  const parameters: unknown[] = [];
  const order: string[] = [];
  let text = pieces[0];
  names.forEach((name, i) => {
    let n = numbers.get(name);
    if (n === undefined) {
      if (statement.values[name] === undefined) throw new Error(`SQL parameter :${name} has no value`);
      parameters.push(statement.values[name]);
      order.push(name);
      n = parameters.length;
      numbers.set(name, n);
    }
    text += `$${n}${pieces[i + 1]}`;
  });
  for (const name of Object.keys(statement.values)) {
    if (!numbers.has(name)) throw new Error(`SQL value "${name}" is not used by the statement`);
  }
  return { text, parameters, names: order };
}
