import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '@portal/contract';
import { validateLogin } from './login.api.ts';

/** The login screen checks its form by hand (no zod on that screen); it must agree with the contract's schema. */
describe('validateLogin', () => {
  const cases = [
    { email: '', password: '' },
    { email: '   ', password: 'x' },
    { email: 'admin', password: '' },
    { email: 'admin', password: 'Admin123!' },
    { email: ` ${'a'.repeat(254)} `, password: 'p' },
    { email: 'a'.repeat(255), password: 'p' },
    { email: 'admin', password: 'p'.repeat(128) },
    { email: 'admin', password: 'p'.repeat(129) },
  ];
  it.each(cases)('gives the schema’s first message per field for %j', (values) => {
    const result = loginRequestSchema.safeParse(values);
    const expected: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) expected[String(issue.path[0])] ??= issue.message;
    expect(validateLogin(values)).toEqual(expected);
  });
});
