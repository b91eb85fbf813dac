import type { FastifyRequest } from 'fastify';
import { resolveLanguage, translate, type Language } from '@portal/contract';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLanguage(request), key, params);
}
