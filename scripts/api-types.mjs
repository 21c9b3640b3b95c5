#!/usr/bin/env node
// Writes openapi/api-types.ts, which both apps import (frontend and admin), from
// openapi/openapi.json: one exported type per schema of the API document, the paths and
// operations in openapi-typescript's shape (`paths`, `operations`), the Socket.IO events
// (`SocketEvents`, from the document's x-socket-io section), and the types of the one typed call
// both apps make requests with (`ApiCall`), so a URL, method, body or answer that disagrees with
// the document fails the typecheck. (openapi-typescript would write paths and operations, but it
// declares a peer dependency on TypeScript 5 and the project is on TypeScript 6.)
// `npm run openapi` runs it; a test (frontend/src/lib/api-types.test.ts) fails on drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(ROOT, 'openapi/api-types.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

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

const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function parametersType(parameters, where) {
  const own = (parameters ?? []).filter((p) => p.in === where);
  if (own.length === 0) return 'never';
  return `{ ${own.map((p) => `${quote(p.name)}${p.required ? '' : '?'}: ${typeOf(p.schema)}`).join('; ')} }`;
}

function operationType(operation) {
  const params = operation.parameters ?? [];
  const pathParams = parametersType(params, 'path');
  const queryParams = parametersType(params, 'query');
  const queryRequired = params.some((p) => p.in === 'query' && p.required);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? `{ content: { 'application/json': ${typeOf(bodySchema)} } }` : 'never';
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const schema = response.content?.['application/json']?.schema;
    return `      ${status}: { content: ${schema ? `{ 'application/json': ${typeOf(schema)} }` : 'never'} };`;
  });
  return [
    '{',
    `    parameters: { path${pathParams === 'never' ? '?' : ''}: ${pathParams}; query${queryRequired ? '' : '?'}: ${queryParams} };`,
    `    requestBody${operation.requestBody?.required ? '' : '?'}: ${body};`,
    `    responses: {\n${responses.join('\n')}\n    };`,
    '  }',
  ].join('\n');
}

/** The typed call both apps use (frontend lib/api-client.ts, admin api.ts): types only, plus apiUrl. */
/* eslint-disable max-len -- the TypeScript this template writes keeps its conditional types on one line each */
const CLIENT_TYPES = `/** An HTTP method the document uses. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** The paths that answer a method. */
export type ApiPath<M extends ApiMethod> = { [P in keyof paths]: M extends keyof paths[P] ? P : never }[keyof paths];
/** The operation behind a method and path. */
export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M & keyof paths[P]];
type Success<O> = O extends { responses: infer R } ? (200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : 202 extends keyof R ? R[202] : { content: never }) : never;
/** The JSON a successful call answers (undefined when the document names none). */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> =
  Success<ApiOperation<M, P>> extends { content: { 'application/json': infer T } } ? T : undefined;
type Parts<O> = O extends { parameters: { path?: infer Pa; query?: infer Q }; requestBody?: infer B }
  ? ([Exclude<Pa, undefined>] extends [never] ? {} : { path: Exclude<Pa, undefined> }) &
      ([Exclude<Q, undefined>] extends [never] ? {} : O extends { parameters: { query: unknown } } ? { query: Exclude<Q, undefined> } : { query?: Exclude<Q, undefined> }) &
      ([B] extends [never] ? {} : B extends { content: { 'application/json': infer J } } ? (O extends { requestBody: unknown } ? { body: J } : { body?: J }) : {})
  : never;
/** What a call takes besides method and path: path parameters, query and JSON body, as the document says. */
export type ApiOptions<M extends ApiMethod, P extends ApiPath<M>> = Parts<ApiOperation<M, P>>;
/** Options may be left out when nothing in them is required. */
export type ApiArgs<M extends ApiMethod, P extends ApiPath<M>> = {} extends ApiOptions<M, P> ? [options?: ApiOptions<M, P>] : [options: ApiOptions<M, P>];

/** The URL of a documented path with its parameters filled in (encoded) and its query appended. */
export function apiUrl(path: string, options: { path?: object; query?: object } = {}): string {
  const params = (options.path ?? {}) as Record<string, string | number>;
  const url = path.replace(/\\{(\\w+)\\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? \`\${url}?\${search}\` : url;
}`;
/* eslint-enable max-len */

function socketEventsType(document) {
  const section = document['x-socket-io'];
  if (!section) return undefined;
  const side = (events) =>
    Object.entries(events ?? {})
      .map(
        ([event, e]) =>
          `    ${JSON.stringify(event)}: { payload: ${typeOf(e.payload)}${e.ack !== undefined ? `; ack: ${e.ack ? typeOf(e.ack) : 'never'}` : ''} };`,
      )
      .join('\n');
  return (
    `/** Socket.IO at ${section.path}: what each event carries (the document's x-socket-io). */\n` +
    `export interface SocketEvents {\n  clientToServer: {\n${side(section.clientToServer)}\n  };\n  ` +
    `serverToClient: {\n${side(section.serverToClient)}\n  };\n}`
  );
}

export function generateApiTypes(document) {
  const parts = ['// Generated from openapi/openapi.json by scripts/api-types.mjs (`npm run openapi`). Do not edit.', '/* eslint-disable */'];
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    parts.push(
      schema.type === 'object' || schema.properties ? `export interface ${name} ${objectType(schema, '')}` : `export type ${name} = ${typeOf(schema)};`,
    );
  }
  const operations = [];
  const paths = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const methods = METHODS.filter((method) => item[method]);
    paths.push(
      `  ${JSON.stringify(route)}: {\n${methods.map((method) => `    ${method}: operations[${JSON.stringify(item[method].operationId)}];`).join('\n')}\n  };`,
    );
    for (const method of methods) {
      const operation = item[method];
      const doc = operation.summary ? `  /** ${method.toUpperCase()} ${route}: ${operation.summary.replace(/\*\//g, '*\\/')} */\n` : '';
      operations.push(`${doc}  ${quote(operation.operationId)}: ${operationType(operation)};`);
    }
  }
  parts.push(`/** Every documented path and its methods (openapi-typescript's shape). */\nexport interface paths {\n${paths.join('\n')}\n}`);
  parts.push(`/** Every documented operation: parameters, JSON body and answers by status. */\nexport interface operations {\n${operations.join('\n')}\n}`);
  const socket = socketEventsType(document);
  if (socket) parts.push(socket);
  parts.push(CLIENT_TYPES);
  return `${parts.join('\n\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi/openapi.json'), 'utf8'));
  const types = generateApiTypes(document);
  fs.writeFileSync(TYPES_FILE, types);
  console.log(`Wrote ${path.relative(ROOT, TYPES_FILE)}`);
}
