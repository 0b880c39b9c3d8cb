import { describe, expect, it, vi } from 'vitest';
import { REFRESHED_TOKEN_HEADER, USER_ACTION_HEADER } from '@arcline/shared';
import { createApiClient, type ApiClientDeps, type HttpMethod } from './createApiClient';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(options: { token?: string | null; respond?: (call: Call) => Response | Promise<Response> } = {}) {
  let token = options.token === undefined ? 'token-1' : options.token;
  const calls: Call[] = [];
  const deps: ApiClientDeps = {
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(url), init: init ?? {} };
      calls.push(call);
      return options.respond ? options.respond(call) : json(200, { entity: { id: 1 }, other_data: {} });
    }),
    baseUrl: '/api',
    getToken: () => token,
    replaceToken: vi.fn((next: string) => {
      token = next;
    }),
    onUnauthorized: vi.fn(() => {
      token = null;
    }),
    logError: vi.fn(),
  };
  return { client: createApiClient(deps), deps, calls, token: () => token };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('createApiClient', () => {
  it('sends the bearer token and answers the parsed body on success', async () => {
    const { client, calls } = setup();
    const result = await client.get<{ entity: { id: number } }>('/configuration');
    expect(result).toEqual({ ok: true, status: 200, data: { entity: { id: 1 }, other_data: {} } });
    expect(calls[0]?.url).toBe('/api/configuration');
    expect(header(calls[0], 'authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends X-T-User-Action only when a user action id is given', async () => {
    const { client, calls } = setup();
    await client.post('/ai/run-prompt', { userPrompt: 'hi' }, { userActionId: 'action-7' });
    await client.post('/ai/run-prompt', { userPrompt: 'hi' });
    expect(header(calls[0], USER_ACTION_HEADER)).toBe('action-7');
    expect(header(calls[1], USER_ACTION_HEADER)).toBeNull();
  });

  it('sends {} for POST and PUT without a body, and JSON for one with a body', async () => {
    const { client, calls } = setup();
    await client.post('/auth/resend-verification');
    await client.put('/things/1');
    await client.post('/auth/verify-email', { code: 'abc' });
    expect(calls.map((call) => call.init.body)).toEqual(['{}', '{}', '{"code":"abc"}']);
    expect(header(calls[0], 'content-type')).toBe('application/json');
  });

  it('appends only non-empty query values and JSON-encodes lists', async () => {
    const { client, calls } = setup();
    await client.get('/push-notifications', {
      query: { topicIds: ['a', 'b'], lastNSeconds: 3, empty: '', missing: undefined, none: null, noIds: [], flag: false },
    });
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/push-notifications');
    expect([...url.searchParams.entries()]).toEqual([
      ['topicIds', '["a","b"]'],
      ['lastNSeconds', '3'],
      ['flag', 'false'],
    ]);
  });

  it('answers the {errors} envelope as a typed failure', async () => {
    const { client } = setup({ respond: () => json(400, { ok: false, errors: ['Unknown email or invalid password.'] }) });
    expect(await client.post('/auth/login', { usernameOrEmail: 'a', password: 'b' }, { authenticated: false })).toEqual({
      ok: false,
      status: 400,
      errors: ['Unknown email or invalid password.'],
      body: { ok: false, errors: ['Unknown email or invalid password.'] },
    });
  });

  it('downloads a file with the token and the name of Content-Disposition, and reports a 401 as the session ending', async () => {
    const file = new Response('a,b\n', { status: 200, headers: { 'content-disposition': "attachment; filename*=UTF-8''Matrix%20A.csv" } });
    const { client, calls } = setup({ respond: () => file });
    const result = await client.download('/matrices/m1/export', { query: { format: 'csv' } });
    expect(calls[0]?.url).toBe('/api/matrices/m1/export?format=csv');
    expect(header(calls[0], 'authorization')).toBe('Bearer token-1');
    expect(result.ok && result.data.fileName).toBe('Matrix A.csv');
    expect(result.ok && (await result.data.blob.text())).toBe('a,b\n');

    const denied = setup({ respond: () => json(401, { errors: ['Unauthorized.'] }) });
    expect(await denied.client.download('/matrices/m1/export')).toEqual({ ok: false, status: 401, errors: ['Unauthorized.'] });
    expect(denied.deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('treats 204 as success without data', async () => {
    const { client } = setup({ respond: () => new Response(null, { status: 204 }) });
    expect(await client.post('/auth/logout')).toEqual({ ok: true, status: 204, data: undefined });
  });

  it('counts an answer that is not JSON as a failure and logs it', async () => {
    const { client, deps } = setup({ respond: () => new Response('<html>proxy error</html>', { status: 200 }) });
    expect(await client.get('/configuration')).toEqual({ ok: false, status: 200, errors: [] });
    expect(deps.logError).toHaveBeenCalledOnce();
  });

  it('logs a network failure and answers a generic failure', async () => {
    const { client, deps } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await client.get('/configuration')).toEqual({ ok: false, status: 0, errors: [] });
    expect(deps.logError).toHaveBeenCalledWith('GET /configuration failed', expect.any(TypeError));
  });

  it('ends the session on a 401', async () => {
    const { client, deps } = setup({ respond: () => json(401, { errors: ['Unauthorized.'] }) });
    expect(await client.get('/configuration')).toEqual({ ok: false, status: 401, errors: ['Unauthorized.'] });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('treats a missing token like a 401 without calling the server', async () => {
    const { client, deps, calls } = setup({ token: null });
    expect(await client.get('/configuration')).toEqual({ ok: false, status: 401, errors: [] });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('lets the account calls go without a token, and their 401 does not end a session', async () => {
    const { client, deps, calls } = setup({ token: null, respond: () => json(401, { errors: ['no'] }) });
    expect(await client.post('/auth/login', { usernameOrEmail: 'a', password: 'b' }, { authenticated: false })).toMatchObject({
      ok: false,
      status: 401,
      errors: ['no'],
    });
    expect(header(calls[0], 'authorization')).toBeNull();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('stores the token of X-Refreshed-Token', async () => {
    const { client, token } = setup({ respond: () => json(200, {}, { [REFRESHED_TOKEN_HEADER]: 'token-2' }) });
    await client.get('/configuration');
    expect(token()).toBe('token-2');
  });

  it('refuses methods other than GET, POST, PUT and DELETE', async () => {
    const { client, calls, deps } = setup();
    expect(await client.request({ method: 'PATCH' as HttpMethod, path: '/x' })).toEqual({ ok: false, status: 0, errors: [] });
    expect(calls).toHaveLength(0);
    expect(deps.logError).toHaveBeenCalledOnce();
  });

  it('switches to another base URL', async () => {
    const { client, calls } = setup();
    client.setBaseUrl('https://addin.example/api/');
    await client.delete('/things/1');
    expect(calls[0]?.url).toBe('https://addin.example/api/things/1');
    expect(calls[0]?.init.method).toBe('DELETE');
  });
});
