import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-redaction.ts';

describe('log redaction', () => {
  it('replaces the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/jwt/confirm-email?token=abc.def&lang=es')).toBe('/jwt/confirm-email?token=[redacted]&lang=es');
    expect(redactUrl('/x?refreshToken=1&password=2&page=3')).toBe('/x?refreshToken=[redacted]&password=[redacted]&page=3');
    expect(redactUrl('/api/Partes?search=token')).toBe('/api/Partes?search=token');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/x?%E0%A4%A=1&token=z')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });

  it('censors credentials in logged objects and the request line', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const log = pino(options, sink);
    log.info({ req: { method: 'GET', url: '/jwt/confirm-email?token=SECRET1' } }, 'incoming');
    log.info({ body: { email: 'a@b.mx', password: 'SECRET2', refreshToken: 'SECRET3' } }, 'body');
    log.info({ headers: { authorization: 'Bearer SECRET4' } }, 'headers');
    const text = lines.join('');
    for (const secret of ['SECRET1', 'SECRET2', 'SECRET3', 'SECRET4']) expect(text).not.toContain(secret);
    expect(text).toContain('a@b.mx');
  });
});
