import fs from 'node:fs';
import { buildOpenApiDocument } from '../src/common/http/swagger.js';
import { OPENAPI_FILE, serializeOpenApi } from '../src/openapi.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('openapi/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is exactly what the code produces (run "npm run openapi" after changing a route)', () => {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '(missing)';
    expect(committed).toBe(serializeOpenApi(buildOpenApiDocument(t.app)));
  });

  it('documents every route with a summary and its answers', () => {
    const document = buildOpenApiDocument(t.app);
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods as Record<string, { summary?: string; responses?: object }>)) {
        expect({ route, method, summary: operation.summary ?? null }).toEqual({ route, method, summary: expect.any(String) });
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
      }
    }
  });
});
