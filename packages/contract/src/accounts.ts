import { z } from 'zod';
import { putBody } from './read-only.ts';
import { emailSchema, passwordPolicySchema } from './auth.ts';
import { plainText } from './text.ts';
import { listQuerySchema, exportFormatSchema } from './paging.ts';

export const profileSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  language: z.string(),
  emailConfirmed: z.boolean(),
  status: z.string(),
  roles: z.array(z.string()),
  rowVersion: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(20, { message: 'validation.tooLong' })
  .regex(/^[+\d][\d\s()-]{6,19}$/, { message: 'validation.phone' })
  .nullable();

/** PUT replaces the editable profile fields. */
export const profileUpdateSchema = z
  .object({
    fullName: plainText(150).pipe(z.string().min(1, { message: 'validation.required' })),
    email: emailSchema,
    phone: phoneSchema,
    language: z.enum(['es-MX', 'en-US']).optional(),
    rowVersion: z.number().int().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The PUT's body: what its GET gave may come back (decision 0178). */
export const profilePut = putBody(profileUpdateSchema, profileSchema);

/** PATCH changes some of them. */
export const profilePatchSchema = profileUpdateSchema.partial().strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'validation.required' }).max(128),
    newPassword: passwordPolicySchema,
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const SIGN_IN_RESULTS = ['success', 'invalid', 'pending', 'inactive', 'throttled', 'refresh', 'logout'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

export const signInLogSchema = z.object({
  signInLogId: z.number().int(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  browser: z.string().nullable(),
  result: z.enum(SIGN_IN_RESULTS),
});
export type SignInLog = z.infer<typeof signInLogSchema>;

/** The caller's sign-in history (spec path). */
export const SIGN_IN_LOG_API = '/accounts/logs';

/** The list contract's paging, plus a date range and a result filter. */
export const signInLogQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    from: z.iso.date({ message: 'validation.date' }).optional(),
    to: z.iso.date({ message: 'validation.date' }).optional(),
    result: z.enum(SIGN_IN_RESULTS).optional(),
  })
  .strict();
export type SignInLogQuery = z.infer<typeof signInLogQuerySchema>;
export const signInLogExportQuerySchema = signInLogQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ formato: exportFormatSchema })
  .strict();
export type SignInLogFilter = Omit<SignInLogQuery, 'page' | 'pageSize'>;
