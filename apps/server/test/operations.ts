import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The operations of the OpenAPI document, as the generated permission walk and the fuzz see them: every
 * endpoint a feature adds is in the document, so both grow with the API by themselves.
 */
export type DeclaredAccess =
  { public: true } | { self: true } | { resource: string; action: string } | { anyOf: { resource: string; action: string }[] };

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  access: DeclaredAccess | undefined;
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  multipart: boolean;
  queryParams: string[];
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access'?: DeclaredAccess;
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  return operationsOf(res.json() as OpenApiDocument);
}

/** The operations of a served OpenAPI document (a running server's `/api/docs/json`). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!/^\/(api|accounts|jwt)\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Plausible values for path parameters: ids of the demo data, the demo admin's name, unknown uuids. */
export function fillPath(path: string, named: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (named[name] !== undefined) return named[name];
    if (/^(fileId|guid|uuid|token)$/i.test(name) || /Guid$/.test(name)) return randomUUID();
    if (name === 'dominio') return 'Aduanas';
    if (name === 'nombre') return 'archivo.pdf';
    return '1';
  });
}

/** A value that satisfies a JSON schema as simply as it can: what a sensible client would send. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
      return out;
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'muestra@example.mx';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uuid') return randomUUID();
      return 'Muestra'.padEnd(Math.max(schema.minLength ?? 1, 1), 'x').slice(0, schema.maxLength ?? 60);
    default:
      return null;
  }
}

/** Whether the caller's abilities (CASL rules as `/api/Perfil/ReglasAcceso` answers them) allow the declared access. */
export function allows(rules: { action: string; subject: string }[], access: DeclaredAccess): boolean {
  const can = (action: string, resource: string) =>
    rules.some((r) => (r.action === action || r.action === 'manage') && (r.subject === resource || r.subject === 'all'));
  if ('public' in access || 'self' in access) return true;
  if ('anyOf' in access) return access.anyOf.some((a) => can(a.action, a.resource));
  return can(access.action, access.resource);
}

/** The fuzz's inputs: odd texts, malformed bodies of a schema, malformed list queries. */
const ODD_TEXTS = [
  'x'.repeat(100_000),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  'Juan\u0000Pérez',
  '\u202Etxt.exe',
  '\u200B\uFEFF',
  '\uD800',
  '🙂'.repeat(300),
];

/** Malformed versions of a body: wrong shapes, then each field in turn given odd values. */
export function badBodies(schema: JsonSchema | undefined): unknown[] {
  const good = sample(schema);
  const bodies: unknown[] = ['texto', 42, true, null, [], [[[[[[]]]]]], { __proto__: { isAdmin: true } }];
  bodies.push({ constructor: { prototype: { isAdmin: true } } }, { toString: 1, valueOf: 'x', hasOwnProperty: [] });
  if (good && typeof good === 'object' && !Array.isArray(good)) {
    const fields = Object.keys(schema?.properties ?? {}).slice(0, 12);
    for (const [i, field] of fields.entries()) {
      bodies.push({ ...good, [field]: ODD_TEXTS[i % ODD_TEXTS.length] });
      bodies.push({ ...good, [field]: i % 2 ? { nested: [1, { deep: true }] } : -1e308 });
    }
    bodies.push({ ...good, campoDesconocido: 1 });
  } else if (Array.isArray(good) || schema?.type === 'array') {
    bodies.push([{ op: 'replace', path: '/constructor', value: 1 }], [{ op: 'remove', path: '/__proto__' }], [{ op: 'move' }]);
  }
  return bodies;
}

export const BAD_QUERIES = [
  'page=-1',
  'page=abc',
  'page=1e9',
  'pageSize=7',
  'pageSize=100000',
  'sort=foo:bar',
  'sort=constructor:asc',
  'sort=__proto__:desc',
  `sort=${'a'.repeat(5000)}:asc`,
  'search=%00',
  `search=${'%F0%9F%99%82'.repeat(200)}`,
  `search=${'x'.repeat(10_000)}`,
  "search=' or 1=1 --",
  'search=%25%5F%5C',
  'search=%E2%80%AE',
  'toString=1',
  'constructor=1',
  '__proto__[x]=1',
  'page[]=1&page[]=2',
  'page=1&page=2',
  'desconocido=1',
  'search=%ZZ',
  'format=exe',
];
