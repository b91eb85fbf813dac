import { problemSchema, type Problem } from '@portal/contract';

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

/** Builds the ApiError of a failed response, whether or not the body is problem+json. */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const parsed = problemSchema.safeParse(JSON.parse(text));
      if (parsed.success) return new ApiError(parsed.data);
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
