import { RoomWriteGroups } from './room-write-groups.js';

/** A change of a room that only carries its tag: the fake database answers each change its tag. */
const work = (roomId: string, tag: string) => ({ roomId, tag });

/** An error as pg reports one from PostgreSQL, with its SQLSTATE. */
const pgError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

/**
 * A database that records each statement's members (their tags, in the statement's order) and
 * answers every member one row with its tag; `hold` keeps the next statement in flight until
 * released, `fail` decides whether a statement throws.
 */
function fakeDatabase(fail: (tags: string[]) => Error | undefined = () => undefined) {
  const statements: string[][] = [];
  let held: (() => void) | undefined;
  let holdNext = false;
  const run = async (changes: readonly { roomId: string; tag: string }[]): Promise<{ tag: string }[]> => {
    const tags = changes.map((change) => change.tag);
    statements.push(tags);
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((release) => (held = release));
    }
    const error = fail(tags);
    if (error) throw error;
    return tags.map((tag) => ({ tag }));
  };
  return {
    run,
    statements,
    hold: () => (holdNext = true),
    release: () => held?.(),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('RoomWriteGroups', () => {
  it('sends the changes of one moment as one statement and answers each its own rows', async () => {
    const db = fakeDatabase();
    const sizes: number[] = [];
    const groups = new RoomWriteGroups(db.run, { maxSize: 64, sent: (size) => sizes.push(size) });
    // Rooms submitted out of order: the statement takes them by room, each answer is its own.
    const answers = await Promise.all(['r3', 'r1', 'r2'].map((room) => groups.submit(work(room, `${room}-song`))));
    expect(db.statements).toEqual([['r1-song', 'r2-song', 'r3-song']]);
    expect(answers).toEqual([{ tag: 'r3-song' }, { tag: 'r1-song' }, { tag: 'r2-song' }]);
    expect(sizes).toEqual([3]);
  });

  it('sends a lone change at once, and collects what arrives while a group is in flight into the next', async () => {
    const db = fakeDatabase();
    const groups = new RoomWriteGroups(db.run, { maxSize: 64 });
    db.hold();
    const first = groups.submit(work('a', 'a1'));
    await turn();
    expect(db.statements).toEqual([['a1']]);
    const later = ['b', 'c', 'd'].map((room) => groups.submit(work(room, `${room}1`)));
    await turn();
    expect(db.statements).toHaveLength(1);
    db.release();
    await Promise.all([first, ...later]);
    expect(db.statements).toEqual([['a1'], ['b1', 'c1', 'd1']]);
  });

  it('carries at most maxSize changes a statement', async () => {
    const db = fakeDatabase();
    const groups = new RoomWriteGroups(db.run, { maxSize: 64 });
    await Promise.all(Array.from({ length: 100 }, (_, i) => groups.submit(work(`room-${String(i).padStart(3, '0')}`, `s${i}`))));
    expect(db.statements.map((tags) => tags.length)).toEqual([64, 36]);
  });

  it('never puts two changes of one room in one statement: the second goes in the next group, after the first committed', async () => {
    const db = fakeDatabase();
    const groups = new RoomWriteGroups(db.run, { maxSize: 64 });
    const order: string[] = [];
    const submit = (room: string, tag: string) => groups.submit(work(room, tag)).then(() => order.push(tag));
    await Promise.all([submit('x', 'x1'), submit('x', 'x2'), submit('y', 'y1'), submit('x', 'x3'), submit('z', 'z1')]);
    expect(db.statements).toEqual([['x1', 'y1', 'z1'], ['x2'], ['x3']]);
    expect(order.filter((tag) => tag.startsWith('x'))).toEqual(['x1', 'x2', 'x3']);
  });

  it('runs a group that failed on a member’s fault again change by change: only that change fails', async () => {
    const db = fakeDatabase((tags) => (tags.includes('bad') ? pgError('23505') : undefined));
    let splits = 0;
    const groups = new RoomWriteGroups(db.run, { maxSize: 64, split: () => splits++ });
    const answers = await Promise.allSettled([groups.submit(work('a', 'good-a')), groups.submit(work('b', 'bad')), groups.submit(work('c', 'good-c'))]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      { tag: 'good-a' },
      'failed with 23505',
      { tag: 'good-c' },
    ]);
    expect(db.statements).toEqual([['good-a', 'bad', 'good-c'], ['good-a'], ['bad'], ['good-c']]);
    expect(splits).toBe(1);
  });

  it('fails every change of a group whose connection failed, without running them again', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const db = fakeDatabase((tags) => (tags.includes('a1') ? lost : undefined));
    const groups = new RoomWriteGroups(db.run, { maxSize: 64 });
    const answers = await Promise.allSettled([groups.submit(work('a', 'a1')), groups.submit(work('b', 'b1'))]);
    expect(answers.map((a) => a.status === 'rejected' && a.reason)).toEqual([lost, lost]);
    expect(db.statements).toEqual([['a1', 'b1']]);
    // The next change is sent as usual.
    await expect(groups.submit(work('a', 'a2'))).resolves.toEqual({ tag: 'a2' });
    expect(db.statements).toEqual([['a1', 'b1'], ['a2']]);
  });
});
