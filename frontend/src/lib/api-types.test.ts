import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

it('openapi/api-types.ts (imported by both apps) is what scripts/api-types.mjs makes of the committed openapi.json (run `npm run openapi`)', async () => {
  const { generateApiTypes } = (await import(path.join(root, 'scripts/api-types.mjs') as string)) as {
    generateApiTypes: (document: unknown) => string;
  };
  const document = JSON.parse(fs.readFileSync(path.join(root, 'openapi/openapi.json'), 'utf8')) as unknown;
  const committed = fs.readFileSync(path.join(root, 'openapi/api-types.ts'), 'utf8');
  expect(committed).toBe(generateApiTypes(document));
});
