import type { Problem } from '@portal/contract';

/** Every failed call throws this, carrying the server's RFC 9457 problem (or one made up for it). */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }

  get code(): string | undefined {
    return this.problem.code;
  }

  /** Field errors of a 400, as `{ field: [message] }` (messages already localized by the server). */
  get fieldErrors(): Record<string, string[]> {
    return this.problem.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status 0 marks a call that never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The contract's `problemSchema` checked by hand: this module is on the login screen, which does not load zod
 * (decision 0087). Extension members are kept, as the schema's `.loose()` keeps them.
 */
export function isProblem(value: unknown): value is Problem {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const p = value as Record<string, unknown>;
  const errorsOk =
    p.errors === undefined ||
    (typeof p.errors === 'object' &&
      p.errors !== null &&
      !Array.isArray(p.errors) &&
      Object.values(p.errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string')));
  return (
    typeof p.type === 'string' &&
    typeof p.title === 'string' &&
    Number.isInteger(p.status) &&
    ['detail', 'instance', 'code', 'requestId'].every((key) => optionalString(p[key])) &&
    errorsOk
  );
}

/** Builds the ApiError of a failed response, whether or not the body is problem+json. */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isProblem(parsed)) return new ApiError(parsed);
    } catch {
      // Not JSON: fall through and keep the text as the detail.
    }
  }
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || String(response.status),
    status: response.status,
    ...(text && text.length < 500 && !text.trimStart().startsWith('<') ? { detail: text } : {}),
  });
}

/** The one line a toast or an inline alert shows: `detail` when there is one, else `title`. */
export function problemMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.problem.detail ?? error.problem.title;
  return fallback;
}
