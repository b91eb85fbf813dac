import { z } from 'zod';
import { abilityRuleSchema } from './permissions-schema.ts';
import { plainText } from './text.ts';

/** Zod messages are translation keys; the server and the web app translate them. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordPolicySchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { message: 'validation.tooLong' })
  .refine((v) => /[A-Za-zÀ-ÿ]/.test(v) && /\d/.test(v), { message: 'validation.passwordWeak' });

export const userNameSchema = z
  .string({ message: 'auth.usernameRequired' })
  .trim()
  // An empty field says only "required", not also "wrong format".
  .min(1, { message: 'auth.usernameRequired', abort: true })
  .min(3, { message: 'validation.userNameFormat', abort: true })
  .max(50, { message: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'validation.userNameFormat' });

export const emailSchema = z
  .string({ message: 'auth.emailRequired' })
  .trim()
  .min(1, { message: 'auth.emailRequired', abort: true })
  .max(254, { message: 'validation.tooLong' })
  .email({ message: 'validation.email' });

export const loginRequestSchema = z
  .object({
    /** Email or user name. */
    email: z
      .string({ message: 'auth.emailRequired' })
      .trim()
      .min(1, { message: 'auth.emailRequired' })
      .max(254, { message: 'validation.tooLong' }),
    password: z
      .string({ message: 'auth.passwordRequired' })
      .min(1, { message: 'auth.passwordRequired' })
      .max(PASSWORD_MAX_LENGTH, { message: 'validation.tooLong' }),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    username: userNameSchema,
    email: emailSchema,
    password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }).pipe(passwordPolicySchema),
    fullName: plainText(150).optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(500) }).strict();
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const logoutRequestSchema = z.object({ refreshToken: z.string().min(1).max(500).optional() }).strict();

export const userDataSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Primary role (admin, client, or a staff role); `roles` has them all. */
  role: z.string(),
  roles: z.array(z.string()),
  /** Customs office codes assigned to the user. */
  aduanas: z.array(z.string()),
  avatar: z.string().nullable(),
  ability: z.array(abilityRuleSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userDataSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  username: z.string(),
  email: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const resendConfirmationSchema = z.object({ email: z.string().trim().min(1, { message: 'auth.emailRequired' }).max(254) }).strict();
export const confirmEmailSchema = z.object({ token: z.string().min(10).max(200) }).strict();

export { AUTH_PROBLEM_CODES } from './auth-codes.ts';

/** "Forgot password": the email or user name of the account (the answer is the same whether or not it exists). */
export const forgotPasswordSchema = z
  .object({ email: z.string({ message: 'auth.emailRequired' }).trim().min(1, { message: 'auth.emailRequired' }).max(254) })
  .strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** The emailed link's token and the new password (the same policy as a password change). */
export const resetPasswordSchema = z
  .object({
    token: z.string({ message: 'auth.resetLinkInvalid' }).min(20, { message: 'auth.resetLinkInvalid' }).max(200),
    password: z.string({ message: 'auth.passwordRequired' }).min(1, { message: 'auth.passwordRequired' }).pipe(passwordPolicySchema),
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
