// Code cites only documentation in the repository, and only sections that exist (scripts/doc-citations.mjs):
// `node --test scripts/doc-citations.test.mjs`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { check, citedParts, hasTitle, problemsIn, repositoryIndex, sectionsOf } from './doc-citations.mjs';

const PRODUCT = '# Product\n\n## 2. Screens\n\n### Theme\n\nLight or dark.\n\n## 9. Constants\n\nTooltips open after 700 ms.\n';
const ARCHITECTURE = '# Architecture\n\n## Live rooms\n\n### One id space for people\n\nGuests have rows.\n';
const docs = (file) => ({ 'product.md': PRODUCT, 'architecture.md': ARCHITECTURE })[file];
const problems = (text, options) => problemsIn(text, docs, options).map(({ line, cites, problem }) => `${line}: ${cites}: ${problem}`);
// Spelled in pieces, so that grep finds no citation here.
const SPEC = ['SP', 'EC'].join('');
const ARCH = ['ARCHI', 'TECTURE.md'].join('');
const ISSUE = (n) => ['iss', `ue ${n}`].join('');

describe('citations of documents', () => {
  test('finds the specification, the architecture page and issue numbers, on their lines', () => {
    const text = [
      `// ${SPEC} §6: owners only`,
      `/** See ${ARCH}. */`,
      `// the guest's budget (${ISSUE(11)})`,
      `it('${ISSUE(12).replace('i', 'I')}, point 6: …')`,
    ].join('\n');
    assert.deepEqual(problems(text), [
      `1: ${SPEC} §6: cites the specification, which is not in the repository`,
      `2: ${ARCH}: cites the architecture page outside docs/, which is not in the repository`,
      `3: ${ISSUE(11)}: cites an issue by number, which is not in the repository`,
      `4: ${ISSUE(12).replace('i', 'I')}: cites an issue by number, which is not in the repository`,
    ]);
  });

  test('leaves docs/ citations that exist alone, and names those that do not', () => {
    const good = [
      '// docs/product.md §2 "Theme", §9',
      '/** Tooltips (docs/product.md §2 and §9). */',
      '// docs/architecture.md "One id space for people"',
      '// a SPEC_TABLES constant, issues of a magazine',
    ].join('\n');
    assert.deepEqual(problems(good), []);
    const bad = ['// docs/product.md §7', '// docs/product.md §2 "Admin"', '// docs/architecture.md "Pushes are room-scoped"', '// docs/nowhere.md §1'].join(
      '\n',
    );
    assert.deepEqual(problems(bad), [
      '1: docs/product.md §7: docs/product.md has no section 7',
      '2: docs/product.md §2 "Admin": section 2 of docs/product.md does not say "Admin"',
      '3: docs/architecture.md "Pushes are room-scoped": docs/architecture.md has no section titled "Pushes are room-scoped"',
      '4: docs/nowhere.md: docs/nowhere.md does not exist',
    ]);
  });

  test('in docs and the README only docs/ citations are checked', () => {
    assert.deepEqual(problems(`The ${SPEC} §2 says "tier 999"; docs/product.md §4.`, { code: false }), [
      '1: docs/product.md §4: docs/product.md has no section 4',
    ]);
  });

  test('reads numbered sections and the parts of a citation', () => {
    assert.deepEqual(
      sectionsOf(PRODUCT).map(({ number, text }) => [number, text]),
      [
        [undefined, 'Product'],
        ['2', '2. Screens'],
        [undefined, 'Theme'],
        ['9', '9. Constants'],
      ],
    );
    assert.deepEqual(citedParts(' §3 "Tier", §9 table'), [{ section: '3', quote: 'Tier' }, { section: '9' }]);
    assert.deepEqual(citedParts(' §2, §7).'), [{ section: '2' }, { section: '7' }]);
    assert.deepEqual(citedParts(': one client'), []);
    assert.equal(hasTitle(sectionsOf(ARCHITECTURE), 'Live rooms: one id space for people'), true);
    assert.equal(hasTitle(sectionsOf(ARCHITECTURE), 'Live rooms: words'), false);
  });
});

describe('citations of paths and symbols', () => {
  const files = ['backend/src/rooms/live-rooms.ts', 'backend/src/rooms/room-transactions.service.ts', 'frontend/src/lib/estimate.ts', 'admin/src/App.tsx'];
  const texts = new Map([
    [
      'backend/src/rooms/live-rooms.ts',
      "import { Injectable } from '@nestjs/common';\nexport class LiveRooms {\n  get(roomId: string) {}\n  private readonly entries = new Map();\n}\n",
    ],
    ['backend/src/rooms/room-transactions.service.ts', 'export class RoomTransactions {\n  async apply() {\n    const change = 1;\n  }\n}\n'],
  ]);
  const repo = repositoryIndex(files, texts, new Set(['youtubei.js']));
  const found = (text, options = {}) =>
    problemsIn(text, docs, { repo, file: 'backend/src/rooms/x.ts', ...options }).map(({ line, cites, problem }) => `${line}: ${cites}: ${problem}`);

  test('resolves paths from the root, a workspace, a folder or the citing file, and file names anywhere', () => {
    const good = [
      '// rooms/live-rooms.ts and backend/src/rooms/room-transactions.service.ts',
      '// lib/estimate.ts, ./live-rooms.js (an import spelling), App.tsx, ../rooms/live-rooms.js in an example',
      '// youtubei.js is a package; Node.js a name; backend/dist/main.js is built',
    ].join('\n');
    assert.deepEqual(found(good), []);
    assert.deepEqual(found('// features/queue/estimate.ts and `stage/your-turn.tsx`'), [
      '1: features/queue/estimate.ts: no file in the repository has this path',
      '1: stage/your-turn.tsx: no file in the repository has this path',
    ]);
  });

  test('reads only the comments of code, and the whole text of documentation', () => {
    assert.deepEqual(found("import x from './gone.js';"), []);
    assert.deepEqual(found('See gone.ts.', { code: false }), ['1: gone.ts: no file in the repository has this path']);
  });

  test('finds members that no longer exist and our classes defined nowhere, not libraries', () => {
    assert.deepEqual(found('// `LiveRooms.get`, `LiveRooms.entries`, `RoomTransactions.apply()`, `Injectable`, `Song.mp3`'), []);
    assert.deepEqual(found('// `RoomTransactions.change` (a local `const change` is no member), `RoomWorkService`'), [
      '1: `RoomTransactions.change`: RoomTransactions has no member change',
      '1: `RoomWorkService`: RoomWorkService is defined nowhere in the repository',
    ]);
  });
});

test('the repository cites only documentation it has, and only sections that exist', () => {
  const found = check();
  assert.deepEqual(found, [], `Cite docs/<file>.md §N (README "Documentation"), not these:\n${found.join('\n')}`);
});
