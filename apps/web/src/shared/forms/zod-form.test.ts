import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidate } from './zod-form.ts';

const schema = z.object({
  titulo: z.string().trim().min(3, { message: 'validation.tooShort' }),
  categoria: z.number({ message: 'validation.invalidType' }),
  roles: z.array(z.string()).min(1, { message: 'validation.tooShort' }),
});

describe('zodValidate', () => {
  it('says "required" for an empty field, whatever rule it broke', () => {
    expect(zodValidate(schema)({ titulo: '   ', categoria: undefined, roles: [] })).toEqual({
      titulo: 'validation.required',
      categoria: 'validation.required',
      roles: 'validation.required',
    });
  });

  it('keeps the rule’s own message once something was entered', () => {
    expect(zodValidate(schema)({ titulo: 'ab', categoria: 'x', roles: ['a'] })).toEqual({
      titulo: 'validation.tooShort',
      categoria: 'validation.invalidType',
    });
  });

  it('keeps a schema’s own required message on an empty field (the sign-in form’s "enter your email")', () => {
    const login = z.object({ email: z.string().min(1, { message: 'auth.emailRequired' }) });
    expect(zodValidate(login)({ email: '' })).toEqual({ email: 'auth.emailRequired' });
  });
});
