/**
 * argon2 for jest (mapped by jest.config.js moduleNameMapper): the real library at a far lower cost
 * unless the caller asks for one, since the suites hash hundreds of times and the product's cost
 * (64 MiB, 3 passes: about 0.2 s of CPU) would dominate them. A hash carries its parameters, so
 * verify() checks it as it checks the product's; spawned servers and browser journeys pay the real cost.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** argon2id's minimum memory is 8 KiB a lane; 1 MiB and one pass keep it a real argon2id hash. */
const TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

// The package by its file: asking for 'argon2' here would come back to this file.
function packageMain(name) {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(root, 'package.json'))) return path.join(root, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).main);
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}
const argon2 = createRequire(import.meta.url)(packageMain('argon2'));

export const { argon2d, argon2i, argon2id, verify, needsRehash } = argon2;
export function hash(password, options = {}) {
  return argon2.hash(password, { ...TEST_COST, ...options });
}
export default { ...argon2, hash };
