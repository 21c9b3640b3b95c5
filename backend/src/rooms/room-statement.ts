/**
 * SQL with named parameters, for statements that modules build together: the rooms module's
 * version bump and the queue's or the stage's work in one statement (RoomTransactions.changeAt).
 * Each module writes its fragment with its own names (`:roomId`); the names become $1, $2…
 * here only, so no module counts another's placeholders (docs/architecture.md, "Live rooms").
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

/** Statements are built from a few fixed texts per request: each is parsed once. */
const parsedTexts = new Map<string, Parsed>();
const MAX_PARSED = 256;

function parse(text: string, keep = true): Parsed {
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
  if (keep && parsedTexts.size < MAX_PARSED) parsedTexts.set(text, parsed);
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
  return text
    .trim()
    .split('\n')
    .map((line) => indent + line.trim())
    .join('\n');
}

/**
 * Numbers the names in order of first appearance; a name used again keeps its number. `once`:
 * a text not seen again (a group of several changes), so its parse is not kept.
 */
export function positional(statement: Sql, { once = false } = {}): PositionalSql {
  const { pieces, names } = parse(statement.text, !once);
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

/** Common table expressions and the statement after them, as a module writes its work (RoomStatement). */
export interface Composed {
  readonly ctes?: readonly (readonly [name: string, body: Sql])[];
  readonly statement: Sql;
}

const PREFIX = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NONE: ReadonlySet<string> = new Set();

/**
 * The fragment with its names moved under `prefix`: every parameter (`:roomId` → `:m3_roomId`,
 * its value with it) and every quoted identifier named in `ctes` (`"bumped"` → `"m3_bumped"`).
 * So a common table expression's name is never a table's or a column's, and is always quoted
 * where it is used (an unquoted one stays as written, and PostgreSQL refuses the missing relation).
 * The names in `shared` keep theirs: fragments of one change that mean the same value (`:roomId`).
 */
export function prefixed(fragment: Sql, prefix: string, ctes: ReadonlySet<string>, shared: ReadonlySet<string> = NONE): Sql {
  if (!PREFIX.test(prefix)) throw new Error(`SQL prefix "${prefix}" is not a plain name`);
  const text = fragment.text.replace(TOKEN, (token, positional: string | undefined, name: string | undefined) => {
    if (positional) throw new Error(`SQL with named parameters has a positional one (${positional}): name it instead`);
    if (name) return shared.has(name) ? token : `:${prefix}${name}`;
    if (token.startsWith('"') && ctes.has(token.slice(1, -1).replaceAll('""', '"'))) return `"${prefix}${token.slice(1, -1)}"`;
    return token;
  });
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fragment.values)) values[shared.has(name) ? name : prefix + name] = value;
  return { text, values };
}

/** The name member `k` of a group answers under, and the prefix of its own names. */
const memberName = (k: number) => `m${k}`;

/**
 * Several statements as one (the rooms' write groups, docs/architecture.md "Writes committed in
 * groups"): member k's common table expressions and its statement, which must RETURN its rows,
 * become CTEs under the prefix `m<k>_` (its statement is "m<k>"), and one SELECT hands back every
 * member's rows as (`member`, `row`): k and the row as JSON (numbers, strings, booleans; dates as
 * text). PostgreSQL runs every data-modifying CTE exactly once, all on one snapshot, in one
 * implicit transaction; the members must write disjoint rows (one room each), because two
 * changes of one row in one statement are not defined (PostgreSQL manual, "Data-Modifying
 * Statements in WITH").
 */
export function grouped(members: readonly Composed[]): Sql {
  if (members.length === 0) throw new Error('A group of statements needs at least one');
  const ctes: (readonly [string, Sql])[] = [];
  const selects: string[] = [];
  members.forEach((member, k) => {
    const own = new Set((member.ctes ?? []).map(([name]) => name));
    const prefix = `${memberName(k)}_`;
    for (const [name, body] of member.ctes ?? []) ctes.push([prefix + name, prefixed(body, prefix, own)]);
    ctes.push([memberName(k), prefixed(member.statement, prefix, own)]);
    selects.push(`SELECT ${k} AS "member", row_to_json(r) AS "row" FROM "${memberName(k)}" r`);
  });
  return withCtes(ctes, { text: selects.join('\nUNION ALL '), values: {} });
}
