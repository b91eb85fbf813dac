import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@portal/contract';
import type { KeyValueStorage } from '../session/session-storage.ts';
import { createApiClient, type ApiClientDeps } from './api-client.ts';
import { ApiError } from './api-error.ts';

function memoryStorage(initial: Record<string, string>): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const userData = {
  userId: 1,
  username: 'admin',
  fullName: 'Admin',
  email: 'a@x.mx',
  role: 'admin',
  roles: ['admin'],
  aduanas: [],
  avatar: null,
  ability: [{ action: 'manage', subject: 'all' }],
};

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}
const unauthorized = () => json(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }, 'application/problem+json');

function setup(handler: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const storage = memoryStorage({
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    userData: JSON.stringify({ ...userData, ability: [] }),
  });
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
  const deps: ApiClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    storage,
    getLanguage: () => 'en-US',
    networkErrorTitle: () => 'Network error',
    onSessionChanged: vi.fn(),
    onSessionExpired: vi.fn(),
  };
  return { client: createApiClient(deps), storage, fetchMock, deps };
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('api client across tabs', () => {
  it('uses the tokens another tab refreshed while it waited for the lock, instead of reusing the old refresh token', async () => {
    const { client, storage, fetchMock, deps } = setup((url, init) => {
      if (url === '/jwt/refresh-token') throw new Error('must not refresh again');
      return bearer(init) === 'Bearer tab2-access' ? json(200, { ok: true }) : unauthorized();
    });
    // The other tab finishes its refresh while this one waits for the lock.
    deps.withRefreshLock = async (task) => {
      storage.setItem('accessToken', 'tab2-access');
      storage.setItem('refreshToken', 'tab2-refresh');
      return task();
    };
    const tabClient = createApiClient(deps);
    void client;
    await expect(tabClient.get('/api/x')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/x', '/api/x']);
    expect(storage.data.get('refreshToken')).toBe('tab2-refresh');
  });
});

describe('api client', () => {
  it('sends the bearer token and the chosen language', async () => {
    const { client, fetchMock } = setup(() => json(200, { ok: true }));
    await expect(client.get('/api/x')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(bearer(init)).toBe('Bearer old-access');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en-US');
  });

  it('refreshes once for several concurrent 401s and retries them all with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fresh: LoginResponse = {
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
      userData: userData as LoginResponse['userData'],
    };
    const { client, storage, fetchMock, deps } = setup(async (url, init) => {
      if (url === '/jwt/refresh-token') {
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'old-refresh' });
        await refreshGate;
        return json(200, fresh);
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { url }) : unauthorized();
    });

    const calls = [client.get('/api/a'), client.get('/api/b'), client.post('/api/c', { n: 1 })];
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u === '/jwt/refresh-token')).toHaveLength(1));
    releaseRefresh();
    await expect(Promise.all(calls)).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);

    expect(fetchMock.mock.calls.filter(([u]) => u === '/jwt/refresh-token')).toHaveLength(1);
    expect(storage.data.get('accessToken')).toBe('new-access');
    expect(storage.data.get('refreshToken')).toBe('new-refresh');
    expect(JSON.parse(storage.data.get('userData')!).ability).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session and reports expiry once when the refresh fails', async () => {
    const { client, storage, fetchMock, deps } = setup((url) =>
      url === '/jwt/refresh-token'
        ? json(
            401,
            { type: 'about:blank', title: 'Invalid refresh token', status: 401, code: 'auth.invalidRefreshToken' },
            'application/problem+json',
          )
        : unauthorized(),
    );
    const results = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
    }
    expect(fetchMock.mock.calls.filter(([u]) => u === '/jwt/refresh-token')).toHaveLength(1);
    expect(storage.data.has('accessToken')).toBe(false);
    expect(storage.data.has('refreshToken')).toBe(false);
    expect(storage.data.has('userData')).toBe(false);
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from /jwt/*', async () => {
    const { client, fetchMock } = setup(() =>
      json(
        401,
        { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Email or Password is Invalid' },
        'application/problem+json',
      ),
    );
    await expect(client.post('/jwt/login', { email: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Email or Password is Invalid',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('throws the problem of a failed call', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad request',
      status: 400,
      detail: 'One or more fields are not valid',
      errors: { email: ['Please enter your email'] },
    };
    const { client } = setup(() => json(400, problem, 'application/problem+json'));
    const error = await client.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual(problem);
    expect((error as ApiError).fieldErrors.email).toEqual(['Please enter your email']);
  });
});
