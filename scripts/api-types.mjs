#!/usr/bin/env node
// Writes frontend/src/lib/api-types.ts from openapi/openapi.json: one exported type per schema
// of the API document, so the party app's requests and answers come from the API, not hand copies.
// (openapi-typescript would do this, but it declares a peer dependency on TypeScript 5 and the
// project is on TypeScript 6.) `npm run openapi` runs it; a frontend test fails on drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(ROOT, 'frontend/src/lib/api-types.ts');

function typeOf(schema) {
  if (!schema) return 'unknown';
  let type;
  if (schema.$ref) type = schema.$ref.split('/').pop();
  else if (schema.allOf?.length === 1) type = typeOf(schema.allOf[0]);
  else if (schema.enum) type = schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  else if (schema.type === 'array') type = `Array<${typeOf(schema.items)}>`;
  else if (schema.type === 'string') type = 'string';
  else if (schema.type === 'number' || schema.type === 'integer') type = 'number';
  else if (schema.type === 'boolean') type = 'boolean';
  else if (schema.type === 'object' && schema.properties) type = objectType(schema, '');
  else if (schema.type === 'object' && schema.additionalProperties) type = `Record<string, ${typeOf(schema.additionalProperties)}>`;
  else type = 'unknown';
  return schema.nullable ? `${type} | null` : type;
}

function objectType(schema, indent) {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const doc = property.description ? `${indent}  /** ${property.description.replace(/\*\//g, '*\\/')} */\n` : '';
    return `${doc}${indent}  ${name}${required.has(name) ? '' : '?'}: ${typeOf(property)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function generateApiTypes(document) {
  const parts = [
    '// Generated from openapi/openapi.json by scripts/api-types.mjs (`npm run openapi`). Do not edit.',
    '/* eslint-disable */',
  ];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    parts.push(schema.type === 'object' || schema.properties ? `export interface ${name} ${objectType(schema, '')}` : `export type ${name} = ${typeOf(schema)};`);
  }
  return `${parts.join('\n\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi/openapi.json'), 'utf8'));
  fs.writeFileSync(TYPES_FILE, generateApiTypes(document));
  console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)}`);
}
