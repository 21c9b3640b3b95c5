import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { WRITE_BEHIND_FLUSH_MS, WriteBehind } from './write-behind.js';

function recorder(fail: () => boolean = () => false) {
  const batches: [string, number][][] = [];
  const writer = new WriteBehind<string, number>({
    what: 'test values',
    logger: new Logger('test', { timestamp: false }),
    merge: (older, newer) => Math.max(older, newer),
    write: async (batch) => {
      if (fail()) throw new Error('database down');
      batches.push(batch);
    },
  });
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  return { writer, batches };
}

describe('values written behind', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('writes nothing at once, then every key once, its kept value, in one batch within a second', async () => {
    jest.useFakeTimers();
    const { writer, batches } = recorder();
    await writer.set('a', 1);
    await writer.set('b', 5);
    await writer.set('a', 3);
    await writer.set('b', 2); // older than what waits: the merge keeps 5
    expect(batches).toEqual([]);
    expect(writer.pending('a')).toBe(3);
    await jest.advanceTimersByTimeAsync(WRITE_BEHIND_FLUSH_MS);
    expect(batches).toEqual([
      [
        ['a', 3],
        ['b', 5],
      ],
    ]);
    expect(writer.size).toBe(0);
  });

  it('keeps a batch that could not be written and tries again, never over a newer value', async () => {
    let down = true;
    const { writer, batches } = recorder(() => down);
    await writer.set('a', 1);
    await writer.flush();
    expect(batches).toEqual([]);
    expect(writer.pending('a')).toBe(1);
    await writer.set('a', 4);
    down = false;
    await writer.flush();
    expect(batches).toEqual([[['a', 4]]]);
  });

  it('after close, writes what waited and then every value before set() resolves', async () => {
    const { writer, batches } = recorder();
    await writer.set('a', 1);
    await writer.close();
    expect(batches).toEqual([[['a', 1]]]);
    await writer.set('b', 2); // a use while the server drains
    expect(batches).toEqual([[['a', 1]], [['b', 2]]]);
  });

  it('lets a reader wait for a write already under way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: number[] = [];
    const writer = new WriteBehind<string, number>({
      what: 'test values',
      logger: new Logger('test'),
      write: async (batch) => {
        await gate;
        written.push(...batch.map(([, v]) => v));
      },
    });
    await writer.set('a', 1);
    const first = writer.flush();
    let read = false;
    const reader = writer.flush().then(() => (read = true)); // nothing waits, but a write is under way
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(false);
    release();
    await Promise.all([first, reader]);
    expect(written).toEqual([1]);
  });
});
