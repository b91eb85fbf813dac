import type { FastifyRequest } from 'fastify';
import { resolveLanguage, translate, type Language } from '@portal/contract';

const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/**
 * The language of the answer: the `Language` header when the caller sends one that names Spanish or English (spec
 * point 7: "a language header, es-MX or en-US"), else `Accept-Language` (what the web app and every browser send),
 * else Spanish.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const named = first(request.headers.language)?.trim();
  return resolveLanguage(named && /^(es|en)([-_,;\s]|$)/i.test(named) ? named : first(request.headers['accept-language']));
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLanguage(request), key, params);
}
