import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_FIELDS, TOO_DEEP, TOO_MANY_FIELDS, TOO_MANY_PARAMETERS } from '../src/common/http/request-shape.js';
import { type Actor, joinAsGuest, registerUser, signIn, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * A property-based walk over EVERY operation of openapi/openapi.json. Each run
 * sends one piece of bad input (wrong types, missing and extra fields, huge strings, unicode and
 * control characters, negative/NaN/huge numbers, bad path ids and room codes, bodies that are not
 * objects, bodies with thousands of fields or thousands of levels) as a signed-out visitor, a
 * guest, an account or an admin. Whatever arrives, the answer is never a 5xx; a 4xx is JSON
 * {statusCode, message, error} whose message is one short sentence; and a refused request
 * changes no row (table counts and a digest of the rows that matter are compared before and
 * after every request). Then every operation is sent wide and deep bodies and a wide query, and
 * must refuse each with the sentence of request-shape.ts, before validation.
 *
 * FUZZ_SEED (default 1212) and FUZZ_RUNS (runs per operation, default 25) make it reproducible
 * and tunable: `FUZZ_SEED=$RANDOM FUZZ_RUNS=100 npm test -w backend -- test/fuzz-every-route.spec.ts`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface Schema {
  type?: string;
  $ref?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  example?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  format?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

const document = JSON.parse(fs.readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

const operations: Operation[] = Object.entries(
  document.paths as Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: op.parameters ?? [],
    body: resolve(op.requestBody?.content?.['application/json']?.schema),
  })),
);

// ── generators of bad input ────────────────────────────────────────────────────

const CONTROL_AND_UNICODE = [
  '\u0000',
  '\u0000abc',
  'a\u0007b\u001b[31m',
  '\u202Eevil\u202C',
  '\uD800',
  '💥🎤'.repeat(50),
  'e\u0301\u0301\u0301',
  '\r\n\t',
  '\uFEFF',
  'ｆｕｌｌ',
];
const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '\\',
  'null',
  'undefined',
  '[object Object]',
  '',
];
const HUGE_STRINGS = ['x'.repeat(10_001), 'é'.repeat(70_000), 'A'.repeat(300_000)];
const BAD_NUMBERS: unknown[] = [-1, 0, -0, 1.5, 2_147_483_648, 1e20, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 'NaN', 'Infinity', '-1', '1e3', '0x10'];
const WRONG_TYPES: unknown[] = [null, true, false, 42, -7.25, 'a string', [], [1, 2], {}, { nested: { deeper: [null] } }];

const badString = fc.oneof(
  fc.constantFrom(...CONTROL_AND_UNICODE, ...HOSTILE_STRINGS, ...HUGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WRONG_TYPES, ...BAD_NUMBERS),
  badString,
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
);

/** A bad path id: out of range, signed, decimal, not a number, encoded junk, very long. */
const badNumericId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '2147483648',
    '4294967296',
    '9007199254740993',
    'abc',
    '1e3',
    '0x10',
    ' 1',
    '1 ',
    '+1',
    '%00',
    '%F0%9F%8E%A4',
    "'%20OR%201=1",
    'NaN',
    'Infinity',
    'null',
    'x'.repeat(3000),
  ),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 30n }).map(String),
  fc.integer({ max: 0 }).map(String),
);
/** A bad room id or code: wrong length, wrong alphabet, case, encoded junk. */
const badRoomRef = fc.oneof(
  fc.constantFrom(
    'nope',
    'AAAAAA',
    'ABC12',
    'ABCDEFG',
    '000000',
    'OOOOII',
    'abc_def-ghij_',
    'abc_def-ghi',
    "'%20OR%20'1'='1",
    '%00%00%00%00%00%00',
    '%E2%80%AE%E2%80%AE',
    'x'.repeat(3000),
    '..%2F..%2Fetc',
    '%3Cscript%3E',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
const badAnything = fc.oneof(badNumericId, badRoomRef);

/** `count` fields of the same kind, as raw JSON: `{"f0":"x","f1":"x",…}`. */
const wideJson = (count: number): string => `{${Array.from({ length: count }, (_, i) => `"f${i}":"x"`).join(',')}}`;
/** Bodies whose cost to walk used to grow with their width or depth (README "Security and reliability"). */
const SHAPES = {
  /** Fits the size limit: refused by its field count. */
  wide: wideJson(MAX_FIELDS + 50),
  /** 90,000 fields, 978 KB: over every route's size limit. */
  flood: wideJson(90_000),
  /** Fits the size limit: refused by its depth. */
  deep: `${'['.repeat(900)}${']'.repeat(900)}`,
  /** 5,000 levels of objects: over every route's size limit (it overflowed class-transformer's stack). */
  abyss: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
};
const shapeAbuse = fc.constantFrom<BodyMutation>(
  ...Object.values(SHAPES).map((text): BodyMutation => ({ kind: 'raw', contentType: 'application/json', text })),
);

function plausible(schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(schema);
  if (!s || depth > 3) return 'x';
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(s.items, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    default:
      return s.format === 'date-time' ? new Date().toISOString() : 'Plausible';
  }
}

type BodyMutation = { kind: 'raw'; contentType: string; text: string } | { kind: 'json'; value: unknown };

function bodyMutation(schema: Schema | undefined): fc.Arbitrary<BodyMutation> {
  const s = resolve(schema);
  const properties = Object.keys(s?.properties ?? {});
  const required = s?.required ?? [];
  const base = (plausible(s) ?? {}) as Record<string, unknown>;
  const notAnObject = fc.constantFrom<BodyMutation>(
    { kind: 'json', value: [] },
    { kind: 'json', value: 'text' },
    { kind: 'json', value: 12 },
    { kind: 'json', value: null },
    { kind: 'raw', contentType: 'application/json', text: '{"unterminated": ' },
    { kind: 'raw', contentType: 'application/json', text: '{"a":1,"a":{"__proto__":{"polluted":true}}}' },
    { kind: 'raw', contentType: 'text/plain', text: 'hello' },
    { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  );
  const extraField = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'userId', 'extra', ''), badValue)
    .map<BodyMutation>(([key, value]) => {
      const body = { ...base };
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return { kind: 'json', value: body };
    });
  const variants: fc.Arbitrary<BodyMutation>[] = [notAnObject, extraField, shapeAbuse];
  if (properties.length) {
    variants.push(
      fc.tuple(fc.constantFrom(...properties), badValue).map(([key, value]) => ({ kind: 'json', value: { ...base, [key]: value } })),
      fc.tuple(fc.constantFrom(...properties), badString).map(([key, value]) => ({ kind: 'json', value: { ...base, [key]: value } })),
      fc.tuple(fc.constantFrom(...properties), fc.constantFrom(...BAD_NUMBERS)).map(([key, value]) => ({ kind: 'json', value: { ...base, [key]: value } })),
    );
  }
  if (required.length) {
    variants.push(
      fc
        .subarray(required, { minLength: 1 })
        .map((drop) => ({ kind: 'json', value: Object.fromEntries(Object.entries(base).filter(([k]) => !drop.includes(k))) })),
    );
  }
  return fc.oneof(...variants);
}

// ── the world the requests are sent into ───────────────────────────────────────

type ActorName = 'signed-out' | 'guest' | 'user' | 'admin';

interface World {
  actors: Record<Exclude<ActorName, 'signed-out'>, Actor>;
  /** Valid values for path parameters, so that bodies and queries get past the path. */
  valid: Record<string, string>;
}

/**
 * Table counts plus a digest of the rows a refused request must never change, read in one
 * statement (built once per app: the tables do not change while it runs), since the walk reads it
 * twice around each of its thousands of requests.
 */
const snapshotStatements = new WeakMap<TestApp, string>();

async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const db = t.app.get(DataSource);
  let sql = snapshotStatements.get(t);
  if (!sql) {
    const tables: { tablename: string }[] = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
    // Sessions slide and activity timestamps move on any request, and call logs / usage events are
    // records of the attempt itself: their counts still must not change on a refusal, except the
    // records the app keeps about every request.
    const recordsOfAttempts = new Set(['feature_events', 'youtube_api_calls', 'usage_samples', 'job_ticks', 'migrations']);
    const columns = tables
      .filter(({ tablename }) => !recordsOfAttempts.has(tablename))
      .map(({ tablename }) => `(SELECT count(*)::text FROM "${tablename}") AS "count:${tablename}"`);
    const digests: Record<string, string> = {
      rooms: `SELECT md5(coalesce(string_agg(concat_ws(',', "roomId", code, name, "ownerId", version, settings::text, "endedAt"),
             '|' ORDER BY "roomId"), '')) FROM rooms`,
      users: `SELECT md5(coalesce(string_agg(concat_ws(',', "userId", username, "displayName", role, "subscriptionTier", password, "roomId", "isOwner"),
             '|' ORDER BY "userId"), '')) FROM users`,
      queue: `SELECT md5(coalesce(string_agg(concat_ws(',', "queueItemId", "roomId", position, "videoId", title),
             '|' ORDER BY "queueItemId"), '')) FROM queue_items`,
      favorites: `SELECT md5(coalesce(string_agg(concat_ws(',', "userId", "videoId"), '|' ORDER BY "userId", "videoId"), '')) FROM favorites`,
    };
    for (const [name, digest] of Object.entries(digests)) {
      try {
        await db.query(digest);
      } catch (error) {
        throw new Error(`The fuzz snapshot query for ${name} no longer matches the schema: ${(error as Error).message}`);
      }
      columns.push(`(${digest}) AS "rows:${name}"`);
    }
    sql = `SELECT ${columns.join(', ')}`;
    snapshotStatements.set(t, sql);
  }
  const [row]: Record<string, string>[] = await db.query(sql);
  return row;
}

/** The largest error answer: {statusCode, message, error} with one sentence. */
const MAX_ERROR_BYTES = 600;

function isSentence(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  return (
    text.length >= 8 &&
    /\s/.test(text) &&
    /^[A-Za-z"'“(]/.test(text) &&
    !/\b(undefined|\[object Object\]|QueryFailedError|TypeError|at \S+ \(|SQLSTATE|syntax error at)\b/.test(text)
  );
}

describe('every documented operation survives bad input (fast-check)', () => {
  let t: TestApp;
  let world: World;
  const statusSeen = new Map<string, Set<number>>();

  beforeAll(async () => {
    t = await startTestApp();
    const user = await registerUser(t, { tier: 3 });
    const admin = await signInAdmin(t);
    const room = (await user.agent.post('/api/rooms').send({ name: 'Fuzz room' }).expect(201)).body as { roomId: string; code: string };
    const guest = await joinAsGuest(t, room.code, 'Fuzz guest');
    const item = (
      await guest.agent
        .post(`/api/rooms/${room.roomId}/queue`)
        .send({ videoId: 'fuzzvideo01', title: 'Fuzz song', thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg', duration: '3:30' })
        .expect(201)
    ).body as { queueItemId: number };
    world = {
      actors: { guest, user, admin },
      valid: {
        roomId: room.roomId,
        code: room.code,
        userId: String(user.user.userId),
        queueItemId: String(item.queueItemId),
        videoId: 'fuzzvideo01',
        tier: '1',
      },
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every operation in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  /** Whoever the request is sent as; an actor whose session a request ended is signed in again. */
  async function send(
    actor: ActorName,
    method: string,
    url: string,
    body: BodyMutation | undefined,
    query: Record<string, unknown>,
  ): Promise<request.Response> {
    const agent = actor === 'signed-out' ? request(t.server) : world.actors[actor].agent;
    let req = (agent as request.Agent)[method.toLowerCase() as 'get'](url).set('Accept', 'application/json');
    if (Object.keys(query).length) req = req.query(query as Record<string, string>);
    if (body?.kind === 'raw') req = req.set('Content-Type', body.contentType).send(body.text);
    else if (body?.kind === 'json') req = req.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
    return req;
  }

  for (const op of operations) {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    // Bodyless operations with only valid ids would act for real (delete, kick…): their ids are always bad.
    const mustBreakPath = pathParams.length > 0 && !op.body && queryParams.length === 0;

    it(`${op.method} ${op.path}`, async () => {
      const scenario = fc.record({
        actor: fc.constantFrom<ActorName>('signed-out', 'guest', 'user', 'admin'),
        // Per path parameter: a bad value, or (when something else is bad) the valid one.
        path: fc.tuple(...pathParams.map(() => fc.option(badAnything, { freq: mustBreakPath ? 1_000_000 : 2, nil: undefined }))),
        breakOne: fc.nat(),
        body: op.body ? fc.option(bodyMutation(op.body), { freq: 5, nil: undefined }) : fc.constant(undefined),
        query: queryParams.length
          ? fc.dictionary(
              fc.constantFrom(...queryParams.map((p) => p.name), 'unknownParam'),
              fc.oneof(badString, fc.constantFrom(...BAD_NUMBERS).map(String), fc.array(fc.constantFrom('a', '1', ''), { minLength: 2, maxLength: 3 })),
              { maxKeys: 3 },
            )
          : fc.constant({}),
      });

      await fc.assert(
        fc.asyncProperty(scenario, async ({ actor, path, breakOne, body, query }) => {
          const values = pathParams.map((p, i) => path[i] ?? world.valid[p.name] ?? 'x');
          const nothingBad = path.every((v) => v === undefined) && body === undefined && Object.keys(query).length === 0;
          if (pathParams.length && (mustBreakPath || nothingBad)) {
            // At least one path value is bad, so no real action is taken.
            const i = breakOne % pathParams.length;
            if (path[i] === undefined) values[i] = pathParams[i].name === 'roomId' || pathParams[i].name === 'code' ? 'nope' : '99999999999999999999';
          } else if (nothingBad && op.body) {
            body = { kind: 'json', value: { unexpectedField: 1 } };
          } else if (nothingBad) {
            query = { unknownParam: '<script>alert(1)</script>' };
            body = { kind: 'json', value: { unexpectedField: "' OR 1=1 --" } };
          }
          const url = pathParams.reduce((u, p, i) => u.replace(`{${p.name}}`, values[i]), op.path);
          const before = await snapshot(t);
          const res = await send(actor, op.method, url, body, query);
          const label =
            `${op.method} ${url.slice(0, 120)} as ${actor} with ${JSON.stringify(body)?.slice(0, 200)} ` + `query ${JSON.stringify(query).slice(0, 200)}`;
          if (!statusSeen.has(op.path + op.method)) statusSeen.set(op.path + op.method, new Set());
          statusSeen.get(op.path + op.method)!.add(res.status);

          if (res.status >= 500) throw new Error(`${label} answered ${res.status}: ${JSON.stringify(res.body)}`);
          if (res.status >= 400) {
            if (!/application\/json/.test(String(res.headers['content-type'])))
              throw new Error(`${label}: ${res.status} is not JSON (${res.headers['content-type']})`);
            const { statusCode, message, error } = res.body ?? {};
            if (statusCode !== res.status || error !== STATUS_CODES[res.status] || !isSentence(message)) {
              throw new Error(`${label}: ${res.status} is not {statusCode, message: <a sentence>, error}: ${JSON.stringify(res.body).slice(0, 300)}`);
            }
            // One sentence, never a list that grows with the request.
            if (res.text.length > MAX_ERROR_BYTES) throw new Error(`${label}: its ${res.status} is ${res.text.length} bytes: ${res.text.slice(0, 300)}`);
            const after = await snapshot(t);
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length) throw new Error(`${label} was refused (${res.status} ${message}) but changed ${changed.join(', ')}`);
          } else if (op.method === 'GET') {
            const after = await snapshot(t);
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length) throw new Error(`${label}: a GET changed ${changed.join(', ')}`);
          }
          // A request that was not refused may have ended the session (logout): sign in again.
          if (actor !== 'signed-out' && res.status < 400 && (await world.actors[actor].agent.get('/api/auth/check')).status === 401) {
            if (actor === 'admin') world.actors.admin = await signInAdmin(t);
            else if (actor === 'user') world.actors.user = await signIn(t, world.actors.user.user.username, 'secret-password');
            else world.actors.guest = await joinAsGuest(t, world.valid.code);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // Bad input is refused: at least one 4xx was seen for each operation that takes input.
      if (pathParams.length || op.body || queryParams.length) expect([...statusSeen.get(op.path + op.method)!].some((s) => s >= 400 && s < 500)).toBe(true);
    });
  }

  /** How every operation answers each shape: its own sentence, never validation's list of unknown fields. */
  const TOO_LARGE = /^The request body is too large: this address takes at most \d+ KB\.$/;
  const SHAPE_ANSWERS: [keyof typeof SHAPES, number, string | RegExp][] = [
    ['wide', 400, TOO_MANY_FIELDS.message],
    ['flood', 413, TOO_LARGE],
    ['deep', 400, TOO_DEEP.message],
    ['abyss', 413, TOO_LARGE],
  ];
  const wideQuery = Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `p${i}=1`).join('&');

  for (const op of operations) {
    it(`${op.method} ${op.path} refuses wide and deep input before validation`, async () => {
      // As an admin, so that no guard answers first; bad path values, so that nothing could act for real.
      const url = op.parameters
        .filter((p) => p.in === 'path')
        .reduce((u, p) => u.replace(`{${p.name}}`, p.name === 'roomId' || p.name === 'code' ? 'nope' : '99999999999999999999'), op.path);
      const agent = world.actors.admin.agent;
      const before = await snapshot(t);
      const answers: { shape: string; status: number; message: unknown; bytes: number }[] = [];
      if (op.method === 'GET') {
        const res = await agent.get(`${url}?${wideQuery}`);
        answers.push({ shape: 'wide query', status: res.status, message: res.body?.message, bytes: res.text.length });
        expect(answers).toEqual([{ shape: 'wide query', status: 400, message: TOO_MANY_PARAMETERS.message, bytes: expect.any(Number) }]);
      } else {
        for (const [shape] of SHAPE_ANSWERS) {
          const res = await agent[op.method.toLowerCase() as 'post'](url).set('Content-Type', 'application/json').send(SHAPES[shape]);
          answers.push({ shape, status: res.status, message: res.body?.message, bytes: res.text.length });
        }
        expect(answers).toEqual(
          SHAPE_ANSWERS.map(([shape, status, message]) => ({
            shape,
            status,
            message: typeof message === 'string' ? message : expect.stringMatching(message),
            bytes: expect.any(Number),
          })),
        );
      }
      expect(Math.max(...answers.map((a) => a.bytes))).toBeLessThanOrEqual(MAX_ERROR_BYTES);
      expect(await snapshot(t)).toEqual(before);
    });
  }
});
