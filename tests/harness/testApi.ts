import { inject } from 'vitest';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import { startApi, type RunningApi } from '@arcline/api/server';
import type { User } from '@arcline/api/models';
import { buildUser } from './factories';
import './stackEnv';

export interface TestApi extends RunningApi {
  config: RuntimeConfig;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** A fresh user of a fresh company, signed in: its bearer token. */
  signUpAndIn(overrides?: Parameters<typeof buildUser>[0]): Promise<{ token: string; user: User }>;
}

/** Starts the real API on a free port against the shared test stack. */
export async function startTestApi(options: { serveWeb?: boolean; env?: Record<string, string> } = {}): Promise<TestApi> {
  const config = parseRuntimeConfig({ ...inject('stackEnv'), PORT: '0', ...options.env });
  const api = await startApi({ ...config, PORT: 0 }, { serveWeb: options.serveWeb ?? false });
  return {
    ...api,
    config: { ...config, PUBLIC_URL: api.url },
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
