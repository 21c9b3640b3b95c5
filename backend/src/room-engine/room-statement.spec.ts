import { positional, sql, withCtes } from './room-statement.js';

describe('SQL with named parameters', () => {
  it('numbers names in order of first appearance, one number per name however often it is used', () => {
    const statement = sql(`SELECT :b, :a, :b WHERE "x" = :a`, { a: 1, b: 'two' });
    expect(positional(statement)).toEqual({ text: `SELECT $1, $2, $1 WHERE "x" = $2`, parameters: ['two', 1], names: ['b', 'a'] });
  });

  it('leaves casts, quoted strings and quoted identifiers alone', () => {
    const statement = sql(`SELECT count(*)::int, ':notName', "col:umn" FROM "t" WHERE "t"."at" = :at::timestamptz`, { at: 'now' });
    expect(positional(statement)).toEqual({
      text: `SELECT count(*)::int, ':notName', "col:umn" FROM "t" WHERE "t"."at" = $1::timestamptz`,
      parameters: ['now'],
      names: ['at'],
    });
  });

  it('refuses, when building, a name without a value, a value without a name, and a positional placeholder', () => {
    expect(() => sql(`SELECT :roomId, :version`, { roomId: 'r' })).toThrow('SQL parameter :version has no value');
    expect(() => sql(`SELECT :roomId`, { roomId: 'r', version: undefined })).toThrow('SQL value "version" is not used by the statement');
    expect(() => sql(`SELECT :roomId, :version`, { roomId: 'r', version: undefined })).toThrow('SQL parameter :version has no value');
    expect(() => sql(`SELECT :roomId`, { roomId: 'r', version: 3 })).toThrow('SQL value "version" is not used by the statement');
    expect(() => sql(`SELECT :roomId, $4`, { roomId: 'r' })).toThrow('SQL with named parameters has a positional one ($4): name it instead');
  });

  it('refuses a hand-made statement whose names and values disagree', () => {
    expect(() => positional({ text: `SELECT :a`, values: {} })).toThrow('SQL parameter :a has no value');
    expect(() => positional({ text: `SELECT 1`, values: { a: 1 } })).toThrow('SQL value "a" is not used by the statement');
  });

  it('composes fragments as common table expressions: a shared name is one parameter, numbered where it first appears', () => {
    const at = new Date(0);
    const bumped = sql(`UPDATE "rooms" SET "lastActivity" = :at WHERE "roomId" = :roomId RETURNING "version"`, { at, roomId: 'r1' });
    const taken = sql(`DELETE FROM "queue_items" WHERE "queueItemId" = :headId AND "roomId" = :roomId RETURNING 1`, { headId: 7, roomId: 'r1' });
    const statement = sql(`INSERT INTO "played" SELECT :roomId, :playedAt FROM "taken"`, { roomId: 'r1', playedAt: new Date(0) });
    const built = positional(
      withCtes(
        [
          ['bumped', bumped],
          ['taken', taken],
        ],
        statement,
      ),
    );
    expect(built.text).toBe(
      `WITH "bumped" AS (\n  UPDATE "rooms" SET "lastActivity" = $1 WHERE "roomId" = $2 RETURNING "version"),\n` +
        `"taken" AS (\n  DELETE FROM "queue_items" WHERE "queueItemId" = $3 AND "roomId" = $2 RETURNING 1)\n` +
        `INSERT INTO "played" SELECT $2, $4 FROM "taken"`,
    );
    expect(built.parameters).toEqual([at, 'r1', 7, new Date(0)]);
  });

  it('refuses one name given two different values by two fragments', () => {
    const bumped = sql(`UPDATE "rooms" SET "version" = "version" + 1 WHERE "roomId" = :roomId`, { roomId: 'r1' });
    const work = sql(`INSERT INTO "t" SELECT :roomId FROM "bumped"`, { roomId: 'r2' });
    expect(() => withCtes([['bumped', bumped]], work)).toThrow('SQL parameter :roomId has two different values');
    const early = sql(`SELECT :at`, { at: new Date(1) });
    expect(() => withCtes([['early', early]], sql(`SELECT :at FROM "early"`, { at: new Date(2) }))).toThrow('SQL parameter :at has two different values');
  });
});
