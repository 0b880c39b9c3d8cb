import { inject } from 'vitest';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import { startApi, type RunningApi } from '@arcline/api/server';
import type { AccountUser as User } from '@arcline/shared/data';
import { buildUser } from './factories';
import { freePort } from '../../scripts/stack/processes';
import './stackEnv';

export interface TestApi extends RunningApi {
  config: RuntimeConfig;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** A fresh user of a fresh company, signed in: its bearer token. */
  signUpAndIn(overrides?: Parameters<typeof buildUser>[0]): Promise<{ token: string; user: User }>;
}

/** Starts the real API on a free port against the shared test stack. */
export async function startTestApi(options: { serveWeb?: boolean; env?: Record<string, string> } = {}): Promise<TestApi> {
  // A known port, so PUBLIC_URL (e-mail links, identity-provider redirects, blob CORS) points back at this API.
  const port = await freePort();
  const config = parseRuntimeConfig({
    ...inject('stackEnv'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  const api = await startApi(config, { serveWeb: options.serveWeb ?? false });
  return {
    ...api,
    config,
    async signUpAndIn(overrides) {
      const { user } = await buildUser(overrides);
      return { user, token: await api.tokens.openSession(user) };
    },
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      return fetch(`${api.url}${path}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    },
  };
}
