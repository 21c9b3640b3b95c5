import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BACKEND = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * A Node process that runs 2,000 small functions once, then keeps the garbage collector busy for a
 * while (as a party's sockets do while songs play), `importing` loaded first when given. Answers
 * the share of the functions' bytecode still held at the end (V8's code statistics).
 */
function bytecodeKept(importing?: string): number {
  const script = `
    ${importing ? `await import(${JSON.stringify(pathToFileURL(path.join(BACKEND, importing)).href)});` : ''}
    const { getHeapCodeStatistics } = (await import('node:v8')).default;
    const body = (i) => \`let s\${i} = x; for (let j = 0; j < 3; j++) s\${i} += j * \${i}; return s\${i};\`;
    const functions = Array.from({ length: 2000 }, (_, i) => new Function('x', body(i)));
    for (const run of functions) run(1);
    const before = getHeapCodeStatistics().bytecode_and_metadata_size;
    for (let round = 0; round < 40; round++) {
      let garbage = [];
      for (let i = 0; i < 200000; i++) garbage.push({ i, text: 'x' + i });
      garbage = [];
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The functions stay reachable, as a server's own are: only flushing could drop their bytecode.
    console.log(getHeapCodeStatistics().bytecode_and_metadata_size / before, functions.length);`;
  const output = execFileSync(
    process.execPath,
    ['--import', pathToFileURL(path.join(BACKEND, 'test/support/ts-node/register.mjs')).href, '--max-old-space-size=64', '--input-type=module', '-e', script],
    { cwd: BACKEND, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return Number(output.trim().split(' ')[0]);
}

describe('the server keeps its compiled code while it idles (docs/performance.md §2)', () => {
  it('holds the bytecode of what ran once warm-code.ts is loaded, where Node left alone drops it', () => {
    // Measured: 3-5 % kept without it, 60-80 % with it (the rest is metadata V8 frees anyway).
    expect(bytecodeKept()).toBeLessThan(0.2);
    expect(bytecodeKept('src/warm-code.ts')).toBeGreaterThan(0.4);
  });

  it("is main.ts's second import, before Nest and the app load", () => {
    const imports = [...readFileSync(path.join(BACKEND, 'src/main.ts'), 'utf8').matchAll(/^import .*'(.+)';$/gm)].map((found) => found[1]);
    expect(imports.slice(0, 2)).toEqual(['./require-supported-node.js', './warm-code.js']);
  });
});
