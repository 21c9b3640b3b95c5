import { jest } from '@jest/globals';
import fs from 'node:fs';
import { checkNodeVersion, supportsNode } from './node-version.js';

describe('supported Node.js versions', () => {
  it('runs on 20.19+, 22.12+ and every later major: those whose require() loads ES modules', () => {
    const supported = ['20.19.0', 'v20.20.2', '22.12.0', '22.22.1', '23.0.0', '24.0.0', '24.21.0', '26.10.0'];
    const refused = ['18.20.8', '20.0.0', '20.18.3', '21.7.3', '22.0.0', '22.11.0'];
    expect(supported.filter((version) => !supportsNode(version))).toEqual([]);
    expect(refused.filter((version) => supportsNode(version))).toEqual([]);
  });

  it('refuses an unsupported Node with a sentence naming the versions that work', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      checkNodeVersion('22.11.0');
      expect(error).toHaveBeenCalledWith('Karaoke Party needs Node.js 20.19+ or 22.12+ (24 LTS recommended); this is 22.11.0.');
      expect(exit).toHaveBeenCalledWith(1);
      exit.mockClear();
      checkNodeVersion('24.21.0');
      expect(exit).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      exit.mockRestore();
    }
  });

  it('checks before the server or the worker loads anything else (on an old Node, loading Nest fails first)', () => {
    for (const entry of ['main.ts', 'worker.ts']) {
      const firstImport = fs
        .readFileSync(new URL(`./${entry}`, import.meta.url), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('import '));
      expect({ entry, firstImport }).toEqual({ entry, firstImport: "import './require-supported-node.js';" });
    }
  });
});
