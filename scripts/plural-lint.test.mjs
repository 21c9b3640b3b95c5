// The lint rule against plurals made by hand (eslint.config.mjs, PLURAL_BY_HAND): it fires on a
// ternary that compares a count to 1 and yields text, and lets an ICU plural and other ternaries be.
// Checked with ESLint's Linter on the rule alone: the whole config's typed linting would build the
// TypeScript program of the app for each run.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import config, { PLURAL_BY_HAND } from '../eslint.config.mjs';

const example = readFileSync(path.join(import.meta.dirname, 'plural-lint.example.txt'), 'utf8');
const expected = example.split('\n').flatMap((line, i) => (line.includes('// flagged') ? [i + 1] : []));

test('fires on each plural made by hand, and on nothing else', () => {
  const linter = new Linter({ configType: 'flat' });
  const rules = [{ files: ['**/*.tsx'], languageOptions: { parser: tsParser }, rules: { 'no-restricted-syntax': ['error', PLURAL_BY_HAND] } }];
  const messages = linter.verify(example, rules, 'example.tsx');
  assert.equal(expected.length, 5);
  assert.deepEqual(
    messages.map((message) => [message.line, message.ruleId]),
    expected.map((line) => [line, 'no-restricted-syntax']),
  );
});

test('is on for both apps', () => {
  const block = config.find((entry) => entry.rules?.['no-restricted-syntax']?.includes(PLURAL_BY_HAND));
  assert.deepEqual(block?.files, ['frontend/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}']);
});
