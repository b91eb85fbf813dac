import { z } from 'zod';
import { registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@portal/contract';
import { api } from '../../../shared/api/api.ts';

export { login } from './login.api.ts';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post('/jwt/register', body, { schema: registerResponseSchema });
}

/** 202 on success; the body, if any, is not used. */
export function resendConfirmation(email: string): Promise<unknown> {
  return api.post('/jwt/resend-confirmation', { email }, { schema: z.unknown() });
}

const messageSchema = z.object({ message: z.string() });

/** 202 with the same message whether or not the account exists. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return api.post('/jwt/forgot-password', { email }, { schema: messageSchema });
}

export function resetPassword(token: string, password: string): Promise<{ message: string }> {
  return api.post('/jwt/reset-password', { token, password }, { schema: messageSchema });
}
