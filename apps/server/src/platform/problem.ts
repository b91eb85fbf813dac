import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contract';
import { requestLanguage, t } from './i18n.ts';
import { translate, hasTranslation } from '@portal/contract';

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
}

/** Thrown anywhere below the routes; the error handler turns it into problem+json in the caller's language. */
export class ProblemError extends Error {
  constructor(public readonly init: ProblemInit) {
    super(init.detailKey ?? init.titleKey ?? `HTTP ${init.status}`);
  }
}

export const problems = {
  validation: (errors: Record<string, string[]>) =>
    new ProblemError({ status: 400, titleKey: 'problem.validation', detailKey: 'problem.validation', errors, code: 'validation' }),
  unauthorized: (detailKey = 'problem.unauthorizedDetail') => new ProblemError({ status: 401, detailKey }),
  forbidden: (action: string, resource: string) =>
    new ProblemError({ status: 403, detailKey: 'problem.forbiddenDetail', params: { action, resource }, code: 'forbidden' }),
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

function translateMessage(request: FastifyRequest, message: string, fallbackKey: string): string {
  const language = requestLanguage(request);
  if (/^[a-z]+\.[A-Za-z.]+$/.test(message) && hasTranslation(language, message)) return translate(language, message);
  return translate(language, fallbackKey);
}

/** Turns zod issues (as the type provider reports them) into `{field: [message]}`. */
function zodIssuesToErrors(request: FastifyRequest, error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
    const params = issue.params as Record<string, unknown>;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      for (const key of params.keys as string[]) add(field === 'body' || field === 'querystring' ? key : `${field}.${key}`, t(request, 'problem.unknownField'));
      continue;
    }
    const fallback =
      issue.keyword === 'invalid_type'
        ? params.input === undefined
          ? 'validation.required'
          : 'validation.invalidType'
        : issue.keyword === 'too_big'
          ? 'validation.tooLong'
          : issue.keyword === 'too_small'
            ? 'validation.tooShort'
            : 'validation.invalidValue';
    add(field, translateMessage(request, issue.message ?? '', fallback));
  }
  return errors;
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
    body.errors = Object.fromEntries(
      Object.entries(init.errors).map(([field, messages]) => [
        field,
        messages.map((m) => (/^[a-z]+\.[A-Za-z.]+$/.test(m) ? t(request, m) : m)),
      ]),
    );
  }
  if (init.headers) void reply.headers(init.headers);
  return reply.code(init.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(request, reply, error.init);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(request, reply, {
        status: 400,
        titleKey: 'problem.validation',
        detailKey: 'problem.validation',
        code: 'validation',
        errors: zodIssuesToErrors(request, error),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendProblem(request, reply, { status: 500, detailKey: 'problem.internalDetail', params: { requestId: request.id } });
    }
    const code = error.code ?? '';
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendProblem(request, reply, { status: 413, detailKey: 'problem.payloadTooLarge' });
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendProblem(request, reply, { status: 415, detailKey: 'problem.unsupportedMediaType' });
    if (code === 'FST_ERR_RATE_LIMIT' || error.statusCode === 429) return sendProblem(request, reply, { status: 429, detailKey: 'problem.tooManyRequests' });
    if (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
      return sendProblem(request, reply, {
        status: 400,
        detailKey: 'problem.malformedJson',
        code: 'malformedJson',
        errors: { body: ['problem.malformedJson'] },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(request, reply, { status: error.statusCode, detailKey: TITLE_BY_STATUS[error.statusCode] ?? 'problem.badRequest' });
    }
    // Unknown failures: logged with the request id, answered without internals.
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return sendProblem(request, reply, { status: 500, detailKey: 'problem.internalDetail', params: { requestId: request.id } });
  });
}
