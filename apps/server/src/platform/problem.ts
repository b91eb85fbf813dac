import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { hasTranslation, PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contract';
import { t } from './i18n.ts';

const TITLE_BY_STATUS: Record<number, string> = {
  400: 'problem.badRequest',
  401: 'problem.unauthorized',
  403: 'problem.forbidden',
  404: 'problem.notFound',
  405: 'problem.methodNotAllowed',
  409: 'problem.conflict',
  413: 'problem.payloadTooLarge',
  415: 'problem.unsupportedMediaType',
  422: 'problem.unprocessable',
  429: 'problem.tooManyRequests',
  500: 'problem.internal',
  503: 'problem.unavailable',
};

export interface ProblemInit {
  status: number;
  /** Translation key of the detail. */
  detailKey?: string;
  params?: Record<string, string | number>;
  /** Translation key of the title; defaults by status. */
  titleKey?: string;
  /** Machine-readable code the web app can react to (defaults to detailKey). */
  code?: string;
  /** Field → translation keys. */
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
  /** Members beyond RFC 9457's (the findings of a refused M3 file...), as the RFC allows. */
  extensions?: Record<string, unknown>;
}

/** Thrown anywhere below the routes; the error handler turns it into problem+json in the caller's language. */
export class ProblemError extends Error {
  constructor(public readonly init: ProblemInit) {
    super(init.detailKey ?? init.titleKey ?? `HTTP ${init.status}`);
  }
}

export const problems = {
  validation: (errors: Record<string, string[]>) => validationProblem(errors),
  unauthorized: (detailKey = 'problem.unauthorizedDetail') => new ProblemError({ status: 401, detailKey }),
  forbidden: (action: string, resource: string) =>
    // The action in words ("leer", "modificar"), not its code (issue 21, point 7).
    new ProblemError({ status: 403, detailKey: `problem.forbiddenDetails.${action}`, params: { action, resource }, code: 'forbidden' }),
  notFound: () => new ProblemError({ status: 404, detailKey: 'problem.notFoundDetail', code: 'notFound' }),
  conflict: (detailKey: string, params?: Record<string, string | number>) =>
    new ProblemError({ status: 409, detailKey, ...(params ? { params } : {}) }),
  staleVersion: () => new ProblemError({ status: 409, detailKey: 'problem.staleVersion', code: 'staleVersion' }),
  unprocessable: (detailKey: string, params?: Record<string, string | number>) =>
    new ProblemError({ status: 422, detailKey, ...(params ? { params } : {}) }),
  tooManyRequests: (retryAfterSeconds: number, detailKey = 'auth.tooManyAttempts') =>
    new ProblemError({
      status: 429,
      detailKey,
      params: { seconds: retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};

/** A validation issue, from zod directly or as the type provider reports it. */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message?: string | undefined;
  keys?: readonly string[] | undefined;
}

const TRANSLATION_KEY = /^[a-z]+\.[A-Za-z.]+$/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

/**
 * Turns validation issues into `{field: [translation key]}`. `input` is the value that was validated:
 * zod does not report it, and a missing field must read "required" where a wrong-typed one must not.
 */
export function issuesToFieldErrors(issues: readonly FieldIssue[], input: unknown, rootField = 'body'): Record<string, string[]> {
  // Field names come from the request: `toString` or `__proto__` must be plain keys, not the prototype's.
  const errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const add = (field: string, key: string) => {
    const list = Object.hasOwn(errors, field) ? errors[field]! : (errors[field] = []);
    list.push(key);
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add(field ? `${field}.${key}` : key, 'problem.unknownField');
      continue;
    }
    const ownKey =
      issue.message && TRANSLATION_KEY.test(issue.message) && hasTranslation('es-MX', issue.message) ? issue.message : undefined;
    let key: string;
    if (issue.code === 'invalid_type') {
      const value = valueAt(input, issue.path);
      // A schema's own message names the missing field ("Please enter your email"), unless it only says "wrong type".
      const missingKey = ownKey && ownKey !== 'validation.invalidType' ? ownKey : 'validation.required';
      key = value === undefined || value === null ? missingKey : 'validation.invalidType';
    } else {
      key =
        ownKey ??
        (issue.code === 'too_big' ? 'validation.tooLong' : issue.code === 'too_small' ? 'validation.tooShort' : 'validation.invalidValue');
    }
    add(field || rootField, key);
  }
  return errors;
}

/** The request part the type provider validated, for `issuesToFieldErrors`. */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function zodIssuesToErrors(request: FastifyRequest, error: FastifyError): Record<string, string[]> {
  const issues: FieldIssue[] = (error.validation ?? []).map((issue) => {
    const params = issue.params as { keys?: string[] };
    return { code: issue.keyword, path: issue.instancePath.split('/').filter(Boolean), message: issue.message, keys: params.keys };
  });
  return issuesToFieldErrors(issues, validatedInput(request, error.validationContext), error.validationContext ?? 'body');
}

/** A 400 whose detail is the first field's message, so a toast says what is wrong (e.g. "Please enter your email"). */
export function validationProblem(errors: Record<string, string[]>): ProblemError {
  const first = Object.values(errors)[0]?.[0];
  const detailKey = first && TRANSLATION_KEY.test(first) ? first : 'problem.validation';
  return new ProblemError({ status: 400, titleKey: 'problem.validation', detailKey, errors, code: 'validation' });
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, init: ProblemInit): FastifyReply {
  const titleKey = init.titleKey ?? TITLE_BY_STATUS[init.status] ?? 'problem.badRequest';
  const body: Problem = {
    type: `https://httpstatuses.io/${init.status}`,
    title: t(request, titleKey),
    status: init.status,
    instance: request.url.split('?')[0],
    requestId: request.id,
  };
  if (init.detailKey) body.detail = t(request, init.detailKey, init.params);
  const code = init.code ?? init.detailKey;
  if (code) body.code = code;
  if (init.errors) {
    // A field's message may name the value, as the detail does (e.g. the duplicate part number): the same params.
    body.errors = Object.fromEntries(
      Object.entries(init.errors).map(([field, messages]) => [
        field,
        messages.map((m) => (TRANSLATION_KEY.test(m) ? t(request, m, init.params) : m)),
      ]),
    );
  }
  if (init.headers) void reply.headers(init.headers);
  if (init.extensions) Object.assign(body, init.extensions);
  return reply.code(init.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(request, reply, error.init);
    if (hasZodFastifySchemaValidationErrors(error))
      return sendProblem(request, reply, validationProblem(zodIssuesToErrors(request, error)).init);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendProblem(request, reply, { status: 500, detailKey: 'problem.internalDetail', params: { requestId: request.id } });
    }
    const code = error.code ?? '';
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(request, reply, { status: 413, detailKey: 'problem.payloadTooLarge' });
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendProblem(request, reply, { status: 415, detailKey: 'problem.unsupportedMediaType' });
    if (code === 'FST_ERR_RATE_LIMIT' || error.statusCode === 429)
      return sendProblem(request, reply, { status: 429, detailKey: 'problem.tooManyRequests' });
    if (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
      return sendProblem(request, reply, {
        status: 400,
        detailKey: 'problem.malformedJson',
        code: 'malformedJson',
        errors: { body: ['problem.malformedJson'] },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(request, reply, {
        status: error.statusCode,
        detailKey: TITLE_BY_STATUS[error.statusCode] ?? 'problem.badRequest',
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The connection dropped under the request (PostgreSQL restarted, a backend terminated): the pool
      // reconnects, so the caller may simply retry.
      request.log.warn({ err: error, reqId: request.id }, 'database connection lost during the request');
      return sendProblem(request, reply, { status: 503, detailKey: 'problem.databaseUnavailable', headers: { 'retry-after': '1' } });
    }
    // Unknown failures: logged with the request id, answered without internals.
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendProblem(request, reply, { status: 500, detailKey: 'problem.internalDetail', params: { requestId: request.id } });
  });
}

/** SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: terminated, shutdown). */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-4])$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end)/;

/** Whether an error (or one it wraps, as Drizzle's query errors do) means the database connection is gone. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
