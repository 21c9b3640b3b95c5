/**
 * argon2 for jest (mapped by jest.config.js moduleNameMapper): the real library, whose hashes are
 * made at a far lower cost unless the caller asks for one. The product hashes with the library's
 * defaults (argon2id, 64 MiB, 3 passes, 4 lanes: about 0.2 s of CPU a hash, as it should cost),
 * and the suites sign up and sign in about 500 times and start about 60 apps (each hashes the
 * admin password): that was a quarter of the backend suite's CPU. A hash still carries its own
 * parameters, so verify() checks these exactly as it checks the product's; the product's own cost
 * is what the fault tests' spawned servers and the browser journeys run.
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
