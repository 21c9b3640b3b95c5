/**
 * @nestjs/throttler for jest on Node 20 and 22 only (mapped by jest.config.js moduleNameMapper
 * there; on Node 24.9+ jest loads the real package, see jest.config.js; the app itself always
 * imports the real package, which Node loads fine). Goes when Node 20 and 22 are no longer supported.
 *
 * Why: the throttler ships only a CommonJS build, which `require`s `@nestjs/common` and
 * `@nestjs/core`; Nest 12 is ESM-only, and jest's module system cannot `require` an ES module
 * before Node 24.9. Compiling Nest itself to CommonJS for jest would load a
 * second copy of Nest next to the ESM one the app runs on (its Reflector would no longer be
 * the DI token the app provides). So this file evaluates the throttler's own CommonJS files,
 * unchanged, inside jest's context with a `require` that hands them the SAME @nestjs/common and
 * @nestjs/core instances the app under test uses; anything else they require (node:crypto,
 * async_hooks) comes from Node.
 */
import * as nestCommon from '@nestjs/common';
import * as nestCore from '@nestjs/core';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// jest's createRequire resolves through jest (and its moduleNameMapper): resolve files ourselves.
const nodeRequire = createRequire(import.meta.url);

function packageMain(name) {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(root, 'package.json'))) return path.join(root, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).main);
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}

function resolveFile(base) {
  for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`Cannot find ${base}`);
}
const SHARED = { '@nestjs/common': nestCommon, '@nestjs/core': nestCore };

function loadCommonJs(entry) {
  const modules = new Map();
  const load = (file) => {
    const cached = modules.get(file);
    if (cached) return cached.exports;
    const module = { exports: {} };
    modules.set(file, module);
    const dirname = path.dirname(file);
    const requireHere = (id) => {
      if (Object.hasOwn(SHARED, id)) return SHARED[id];
      if (id.startsWith('.')) return load(resolveFile(path.resolve(dirname, id)));
      return nodeRequire(id);
    };
    // Function, not vm: the code must run in jest's realm, where reflect-metadata patched Reflect.
    new Function('exports', 'require', 'module', '__filename', '__dirname', fs.readFileSync(file, 'utf8'))(module.exports, requireHere, module, file, dirname);
    return module.exports;
  };
  return load(packageMain(entry));
}

const throttler = loadCommonJs('@nestjs/throttler');

export const {
  ThrottlerModule,
  ThrottlerGuard,
  ThrottlerStorageService,
  ThrottlerException,
  ThrottlerStorage,
  Throttle,
  SkipThrottle,
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  getOptionsToken,
  getStorageToken,
  normalizeIp,
  seconds,
  minutes,
  hours,
  days,
  weeks,
  DEFAULT_IPV6_SUBNET_PREFIX,
} = throttler;
export default throttler;
