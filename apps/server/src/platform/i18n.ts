import type { FastifyRequest } from 'fastify';
import { resolveLanguage, translate, type Language } from '@portal/contract';

/**
 * The language of the answer: the `Language` header when the caller sends one (spec point 7: "a language header,
 * es-MX or en-US"), else `Accept-Language` (what the web app and every browser send), else Spanish.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.language ?? request.headers['accept-language'];
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLanguage(request), key, params);
}
