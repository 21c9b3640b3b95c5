import 'reflect-metadata';
import Module from 'node:module';

/**
 * Jest loads global setup through its CommonJS require, where moduleNameMapper does not apply:
 * map the source's `./x.js` imports to the `./x.ts` files, as the mapper does for the suites.
 */
function resolveTsSources(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = loader._resolveFilename;
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    if (request.startsWith('.') && request.endsWith('.js')) {
      try {
        return original.call(this, `${request.slice(0, -3)}.ts`, ...rest);
      } catch {
        // not a TypeScript source: resolve as asked
      }
    }
    return original.call(this, request, ...rest);
  };
}

export default async function globalSetup(): Promise<void> {
  resolveTsSources();
  const { TEMPLATE_ENV, createTemplate } = await import('./test-database.js');
  const started = Date.now();
  process.env[TEMPLATE_ENV] = await createTemplate();
  console.log(
    `\nTest database template (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ready in ${Date.now() - started} ms; ` +
      `jobs ${process.env.REDIS_URL ? 'on BullMQ/Redis' : 'in-process'}`,
  );
}
