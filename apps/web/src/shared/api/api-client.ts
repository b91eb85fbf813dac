import type { ZodType } from 'zod';
import { STORAGE_KEYS, type Language } from '@portal/contract';
import { eraseSession, writeSession, type KeyValueStorage } from '../session/session-storage.ts';
import { ApiError, NETWORK_ERROR_STATUS, readApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the response body; without it the body is returned as it came. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  getLanguage: () => Language;
  /** Title of the made-up problem when the network fails. */
  networkErrorTitle: () => string;
  /** Called after the stored tokens or user record change (refresh, expiry). */
  onSessionChanged: () => void;
  /** Called once when a refresh fails and the session has been cleared. */
  onSessionExpired: () => void;
  baseUrl?: string;
  /**
   * Runs the refresh under a lock shared by every tab of this browser (Web Locks), so two tabs never
   * present the same single-use refresh token: the server would take that for theft and end the session.
   */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  /** The successful response itself, for files (exports, documents); failures throw as usual. */
  fetchResponse(path: string, options?: Omit<RequestOptions<unknown>, 'schema'>): Promise<Response>;
}

/** The token endpoints answer 401 for bad credentials; refreshing on them would loop. */
function isRefreshable(path: string): boolean {
  return !path.startsWith('/jwt/');
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '';
  // One refresh in flight at a time: concurrent 401s await the same promise (spec point 7).
  let refreshing: Promise<string> | null = null;

  function buildHeaders(token: string | null, options: RequestOptions<unknown>): Headers {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json, application/problem+json');
    headers.set('Accept-Language', deps.getLanguage());
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  async function send(path: string, token: string | null, options: RequestOptions<unknown>): Promise<Response> {
    try {
      return await deps.fetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers: buildHeaders(token, options),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError({ type: 'about:blank', title: deps.networkErrorTitle(), status: NETWORK_ERROR_STATUS });
    }
  }

  function expire(): void {
    eraseSession(deps.storage);
    deps.onSessionChanged();
    deps.onSessionExpired();
  }

  function refreshAccessToken(staleAccessToken: string | null): Promise<string> {
    const withLock = deps.withRefreshLock ?? ((task) => task());
    refreshing ??= withLock(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its tokens.
      const current = deps.storage.getItem(STORAGE_KEYS.accessToken);
      if (current && current !== staleAccessToken) return current;
      const refreshToken = deps.storage.getItem(STORAGE_KEYS.refreshToken);
      if (!refreshToken) throw new ApiError({ type: 'about:blank', title: 'Unauthorized', status: 401 });
      const response = await send('/jwt/refresh-token', null, { method: 'POST', body: { refreshToken } });
      if (!response.ok) throw await readApiError(response);
      // The schema (and zod with it) loads on the first refresh, not with the login screen (decision 0087).
      const [{ loginResponseSchema }, body] = await Promise.all([import('@portal/contract/auth'), response.json()]);
      const tokens = loginResponseSchema.parse(body);
      // userData carries the fresh ability, so menus and guards follow each refresh.
      writeSession(deps.storage, tokens);
      deps.onSessionChanged();
      return tokens.accessToken;
    })
      .catch((error: unknown) => {
        expire();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function readBody<T>(response: Response, schema: ZodType<T> | undefined): Promise<T> {
    const text = response.status === 204 ? '' : await response.text();
    const value: unknown = text ? JSON.parse(text) : undefined;
    return schema ? schema.parse(value) : (value as T);
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    return readBody(await fetchResponse(path, options), options.schema);
  }

  async function fetchResponse(path: string, options: RequestOptions<unknown> = {}): Promise<Response> {
    const token = deps.storage.getItem(STORAGE_KEYS.accessToken);
    let response = await send(path, token, options);
    if (response.status === 401 && isRefreshable(path)) {
      const unauthorized = await readApiError(response);
      const latest = deps.storage.getItem(STORAGE_KEYS.accessToken);
      let freshToken: string;
      if (latest && latest !== token) {
        // Another call refreshed while this one was in flight: just retry with its token.
        freshToken = latest;
      } else {
        try {
          freshToken = await refreshAccessToken(token);
        } catch {
          throw unauthorized;
        }
      }
      response = await send(path, freshToken, options);
    }
    if (!response.ok) throw await readApiError(response);
    return response;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    fetchResponse,
  };
}
