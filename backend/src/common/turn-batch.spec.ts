import { batchedByTurn } from './turn-batch.js';

describe('batchedByTurn', () => {
  it('reads what is asked for in one turn together, at most max a read, and each gets its own value', async () => {
    const reads: string[][] = [];
    const lookup = batchedByTurn(
      (name: string) => name,
      async (names) => (reads.push([...names]), new Map(names.filter((n) => n !== 'nobody').map((n) => [n, n.toUpperCase()]))),
      3,
    );
    const answers = await Promise.all(['ann', 'bob', 'cy', 'dee', 'nobody'].map(lookup));
    expect(answers).toEqual(['ANN', 'BOB', 'CY', 'DEE', undefined]);
    expect(reads).toEqual([
      ['ann', 'bob', 'cy'],
      ['dee', 'nobody'],
    ]);
    // A later turn is a read of its own.
    expect(await lookup('eve')).toBe('EVE');
    expect(reads).toHaveLength(3);
  });

  it('fails every lookup of a read that fails', async () => {
    const lookup = batchedByTurn(
      (n: number) => String(n),
      () => Promise.reject(new Error('database away')),
      10,
    );
    await expect(Promise.all([lookup(1), lookup(2)])).rejects.toThrow('database away');
  });
});
