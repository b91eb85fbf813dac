import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';

export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

export function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return ua ? ua.slice(0, 500) : null;
}

/** "Chrome 120 on Windows 10" from a user agent, for the sign-in history. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const r = new UAParser(userAgent).getResult();
  const browser = [r.browser.name, r.browser.major].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  if (!browser && !os) return userAgent.slice(0, 60);
  return os ? `${browser || '?'} · ${os}` : browser;
}
