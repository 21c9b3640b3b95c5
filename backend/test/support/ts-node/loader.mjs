import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

/**
 * A Node module hook that runs the backend's TypeScript sources directly (swc, with the same
 * .swcrc as jest), so fault tests can spawn the real server (src/main.ts) as a child process and
 * SIGKILL it without building dist/ first. Relative `.js` imports resolve to the `.ts` file.
 */
const swcrc = JSON.parse(readFileSync(new URL('../../../.swcrc', import.meta.url), 'utf8'));
delete swcrc.$schema;

export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && (specifier.startsWith('./') || specifier.startsWith('../')) && specifier.endsWith('.js')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith('file:') && url.endsWith('.ts')) {
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcrc, filename });
    return { format: 'module', source: code, shortCircuit: true };
  }
  return next(url, context);
}
