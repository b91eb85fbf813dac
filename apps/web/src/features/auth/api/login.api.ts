import type { LoginRequest, LoginResponse } from '@portal/contract';
import { api } from '../../../shared/api/api.ts';

/**
 * Signs in. The answer's schema (and zod with it) is fetched while the request is under way, not with the login
 * screen (decision 0087): the answer is still checked before it is stored.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const schema = import('@portal/contract/auth');
  const answer = await api.post('/jwt/login', body);
  return (await schema).loginResponseSchema.parse(answer);
}

const tooLong = (value: string, max: number) => value.length > max;

/**
 * The sign-in form's checks, the same as the contract's `loginRequestSchema` (its messages too) without loading it;
 * a unit test holds the two together.
 */
export function validateLogin(values: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'auth.emailRequired';
  else if (tooLong(email, 254)) errors.email = 'validation.tooLong';
  if (!values.password) errors.password = 'auth.passwordRequired';
  else if (tooLong(values.password, 128)) errors.password = 'validation.tooLong';
  return errors;
}
