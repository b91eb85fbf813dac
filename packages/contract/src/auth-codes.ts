/* Zod-free, so the login screen can import it without the contract's schemas. */
/** Codes a sign-in refusal carries in `problem.code`, so the login screen can react (resend link...). */
export const AUTH_PROBLEM_CODES = {
  invalidCredentials: 'auth.invalidCredentials',
  userPending: 'auth.userPending',
  userInactive: 'auth.userInactive',
  emailNotConfirmed: 'auth.emailNotConfirmed',
  tooManyAttempts: 'auth.tooManyAttempts',
  invalidRefreshToken: 'auth.invalidRefreshToken',
} as const;
