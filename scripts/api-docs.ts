/**
 * The endpoint reference of docs/api.md, written from the contracts: every `ApiGroup` exported
 * by a file of src/schema/api/ (a new file there is in the docs with no other step), between the
 * markers of docs/api.md. What is outside the markers is written by hand and kept.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import type { ApiGroup, Audience, Endpoint } from '../src/schema/api/endpoint';

export const apiDoc = 'docs/api.md';
const contractsDir = 'src/schema/api';
const begin = '<!-- generated: endpoints (npm run schemas, from src/schema/api/) -->';
const end = '<!-- end generated -->';

const audiences: Record<Audience, string> = {
  visitor: 'anyone',
  account: 'a signed-in account (401 without a live session)',
  staff: 'a staff account (401 without a session, 403 for another account)',
  editor: 'an account that may edit pages',
  backOffice:
    'staff and accounts that may edit pages (401 without a session, 403 for another account)',
};

type Json = { [key: string]: unknown };
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A JSON Schema as a short TypeScript-like type: `{ id: number, note?: string }`. */
export function shapeOf(schema: unknown): string {
  if (!isJson(schema)) return 'unknown';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.map(shapeOf).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  switch (schema.type) {
    case 'object': {
      const properties = isJson(schema.properties) ? Object.entries(schema.properties) : [];
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const entries = properties.map(
        ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${shapeOf(value)}`,
      );
      if (isJson(schema.additionalProperties))
        entries.push(`[key: string]: ${shapeOf(schema.additionalProperties)}`);
      return entries.length > 0 ? `{ ${entries.join(', ')} }` : '{}';
    }
    case 'array': {
      const item = shapeOf(schema.items);
      return item.includes(' ') && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'integer':
      return 'integer';
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return schema.type;
    default:
      return 'unknown';
  }
}

/** The shape a schema takes (`input`, a request) or gives (`output`, an answer). */
const shape = (schema: $ZodType, io: 'input' | 'output') =>
  shapeOf(toJSONSchema(schema, { io, unrepresentable: 'any' }));

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

function endpointDoc(base: string, endpoint: Endpoint): string {
  const lines = [`- **${code(`${endpoint.method} ${base}${endpoint.path}`)}** ${endpoint.summary}`];
  if (endpoint.proof) lines.push('  - needs a recent **proof** (decision 85)');
  if (endpoint.params) lines.push(`  - path: ${code(shape(endpoint.params, 'input'))}`);
  if (endpoint.query) lines.push(`  - query: ${code(shape(endpoint.query, 'input'))}`);
  if (endpoint.body) lines.push(`  - body: ${code(shape(endpoint.body, 'input'))}`);
  for (const [status, schema] of Object.entries(endpoint.responses))
    lines.push(`  - ${status}: ${code(shape(schema, 'output'))}`);
  if (endpoint.answers) lines.push(`  - answers ${endpoint.answers}`);
  for (const [status, why] of Object.entries(endpoint.refusals ?? {}))
    lines.push(`  - ${status} when ${why}`);
  return lines.join('\n');
}

function groupDoc(group: ApiGroup): string {
  const where = group.base || '/';
  return [
    `### ${group.title}`,
    '',
    `Under ${code(where)}, for ${audiences[group.audience]}.`,
    '',
    ...Object.values(group.endpoints).map((e) => endpointDoc(group.base, e)),
  ].join('\n');
}

const isGroup = (value: unknown): value is ApiGroup =>
  isJson(value) &&
  typeof value.title === 'string' &&
  typeof value.base === 'string' &&
  typeof value.audience === 'string' &&
  isJson(value.endpoints);

/** Every group the files of src/schema/api/ export, by file name, in each file's order. */
export async function apiGroups(root = '.'): Promise<ApiGroup[]> {
  const files = readdirSync(join(root, contractsDir))
    .filter((file) => file.endsWith('.ts') && file !== 'endpoint.ts')
    .sort();
  const groups: ApiGroup[] = [];
  for (const file of files) {
    const module: unknown = await import(pathToFileURL(resolve(root, contractsDir, file)).href);
    if (isJson(module)) groups.push(...Object.values(module).filter(isGroup));
  }
  return groups;
}

/** docs/api.md with its endpoint reference written from the contracts, formatted as the repository is. */
export async function apiDocFiles(root = '.'): Promise<Record<string, string>> {
  const current = readFileSync(join(root, apiDoc), 'utf8');
  const from = current.indexOf(begin);
  const to = current.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${apiDoc} lacks the markers of its written part`);
  const reference = (await apiGroups(root)).map(groupDoc).join('\n\n');
  const written = `${current.slice(0, from)}${begin}\n\n${reference}\n\n${current.slice(to)}`;
  const options = await resolveConfig(fileURLToPath(import.meta.url));
  return { [apiDoc]: await format(written, { ...options, filepath: apiDoc }) };
}
