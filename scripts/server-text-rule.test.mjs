import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Linter } from 'eslint';
import { SERVER_TEXT_COMPARISONS } from './server-text-rule.mjs';

const linter = new Linter({ configType: 'flat' });
const lint = (code) =>
  linter.verify(code, [
    { languageOptions: { ecmaVersion: 'latest', sourceType: 'module' }, rules: { 'no-restricted-syntax': ['error', ...SERVER_TEXT_COMPARISONS] } },
  ]);

test('refuses client code that branches on server text', () => {
  for (const code of [
    "if (message === 'You left the room.') left();",
    "if ('Room not found' !== error.message) retry();",
    'if (notice.message === `This room has expired`) over();',
    'const gone = ROOM_GONE.has(message);',
    'const known = SENTENCES.includes(error.message);',
    "if (error.message.startsWith('Room')) x();",
    "if (message.includes('full')) x();",
    'if (/full/.test(error.message)) x();',
  ]) {
    const problems = lint(code);
    assert.equal(problems.length, 1, code);
    assert.match(problems[0].message, /branch on its code/);
  }
});

test('lets client code branch on codes and show sentences', () => {
  for (const code of [
    "if (error.code === 'ROOM_NOT_FOUND') x();",
    "if (told.code === 'LEFT_ROOM') left();",
    "if (typeof parsed.message === 'string' && parsed.message) show(parsed.message);",
    'toast({ description: error.message });',
    'const same = a.message === b.message;',
  ]) {
    assert.deepEqual(lint(code), [], code);
  }
});
