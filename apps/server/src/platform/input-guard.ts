import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacters } from '@portal/contract';
import { validationProblem } from './problem.ts';

// eslint-disable-next-line no-control-regex -- in an address even tabs and line breaks are smuggled
const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
const MAX_DEPTH = 32;

/** Adds `field` for every string (or key) under `value` that carries a control character. */
function collect(value: unknown, path: string, strict: boolean, bad: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  const test = (text: string) => (strict ? ANY_CONTROL.test(text) : hasControlCharacters(text));
  if (typeof value === 'string') {
    if (test(value)) bad.add(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, path ? `${path}.${i}` : String(i), strict, bad, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (test(key)) bad.add(path || 'body');
      else collect(item, field, strict, bad, depth + 1);
    }
  }
}

function isJsonPatch(body: unknown): body is { path: string }[] {
  return (
    Array.isArray(body) &&
    body.length > 0 &&
    body.every((op) => op && typeof op === 'object' && typeof (op as { path?: unknown }).path === 'string')
  );
}

/** The fields of a request that carry control characters: query and path strictly, bodies allowing tab and line breaks. */
export function fieldsWithControlCharacters(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): string[] {
  const bad = new Set<string>();
  collect(request.params, '', true, bad);
  collect(request.query, '', true, bad);
  const { body } = request;
  if (isJsonPatch(body)) {
    // A JSON Patch names its fields in its paths: the error names `fullName`, not `0.value`.
    for (const op of body) {
      const field = op.path.replace(/^\//, '').replace(/\//g, '.') || 'body';
      const before = bad.size;
      collect(op, '', false, bad);
      if (bad.size > before) {
        for (const f of [...bad].slice(before)) bad.delete(f);
        bad.add(field);
      }
    }
  } else collect(body, '', false, bad);
  return [...bad];
}

/**
 * A NUL byte or another control character never reaches a handler or the database (PostgreSQL refuses NUL
 * in text, which surfaced as 500s and cut exports): every request is checked before validation and refused
 * with a 400 naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = fieldsWithControlCharacters(request);
    if (fields.length > 0) throw validationProblem(Object.fromEntries(fields.map((f) => [f, ['problem.unsafeText']])));
  });
}
