import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordPolicySchema } from '../auth.ts';

/** GET /accounts/password: the policy the server applies, so the screen can explain and measure it. */
export const passwordPolicyInfoSchema = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  requiresLetter: z.boolean(),
  requiresDigit: z.boolean(),
});
export type PasswordPolicyInfo = z.infer<typeof passwordPolicyInfoSchema>;

export const PASSWORD_POLICY_INFO: PasswordPolicyInfo = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  requiresLetter: true,
  requiresDigit: true,
};

/** POST /accounts/password: checks a candidate against the policy without saving it. */
export const passwordCheckSchema = z
  .object({ newPassword: z.string().max(PASSWORD_MAX_LENGTH, { message: 'validation.tooLong' }) })
  .strict();
export const passwordCheckResultSchema = z.object({
  isAcceptable: z.boolean(),
  /** 0 (very weak) to 4 (strong). */
  score: z.number().int().min(0).max(4),
  /** Translation keys of what the policy misses. */
  problems: z.array(z.string()),
});
export type PasswordCheckResult = z.infer<typeof passwordCheckResultSchema>;

/**
 * The strength meter: the policy decides acceptance; the score rewards length and variety. The browser
 * and the server use this same function.
 */
export function measurePassword(password: string): PasswordCheckResult {
  const parsed = passwordPolicySchema.safeParse(password);
  const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 1;
  if (password.length >= 12) score += 1;
  const classes = [/[a-zà-ÿ]/, /[A-ZÀ-Þ]/, /\d/, /[^A-Za-zÀ-ÿ\d]/].filter((re) => re.test(password)).length;
  if (classes >= 3) score += 1;
  if (classes === 4 && password.length >= 10) score += 1;
  if (!parsed.success) score = Math.min(score, 1);
  return { isAcceptable: parsed.success, score, problems };
}

/** DELETE /accounts: the user types their user name to confirm. */
export const deleteAccountSchema = z
  .object({ confirmation: z.string().trim().min(1, { message: 'validation.required' }).max(50, { message: 'validation.tooLong' }) })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const pictureFileIdParamsSchema = z.object({ fileId: z.uuid() }).strict();
