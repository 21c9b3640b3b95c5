import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app.factory.js';
import { buildOpenApiDocument } from './common/http/swagger.js';
import { loadConfig } from './config/env.js';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../openapi/openapi.json');

export function serializeOpenApi(document: object): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `npm run openapi`: writes the API description to openapi/openapi.json (an in-memory database, no Redis). */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined, DATA_DIR: 'memory://' });
  const app = await createApp({ config, runWorkers: false, runSchedules: false, logger: false });
  try {
    fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    fs.writeFileSync(OPENAPI_FILE, serializeOpenApi(buildOpenApiDocument(app)));
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
  } finally {
    await app.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
