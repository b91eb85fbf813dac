import type { FastifyServerOptions } from 'fastify';

/** Query parameters and body fields whose values never reach a log line. */
const SECRET_NAMES =
  /^(token|access_?token|refresh_?token|password|new_?password|current_?password|secret|code|signature|key|x-amz-signature)$/i;
const REDACTED = '[redacted]';

/** The URL as logged: the values of secret query parameters (an email-confirmation token...) replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && SECRET_NAMES.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Paths pino removes wherever an object is logged: credentials in headers and bodies, tokens in answers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
  '*.secret',
  'body.password',
  'body.refreshToken',
];

/** Fastify's logger: request lines with redacted URLs, and the paths above censored in every logged object. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
