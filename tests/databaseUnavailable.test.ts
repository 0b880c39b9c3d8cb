import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, type MatrixSummary } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { DEFAULT_TEST_PASSWORD } from './harness/factories';
import { matrixClient } from './matrixSupport';
import { inject } from 'vitest';
import './harness/stackEnv';

/**
 * The network between the API and the real PostgreSQL, with a switch: while it is cut every open connection is
 * reset and new ones are refused, as when PostgreSQL restarts or fails over.
 */
async function cuttableLink(target: URL) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('PostgreSQL unavailable (issue 33): 503 in the error envelope, never 500, and everything back after', () => {
  let api: TestApi;
  let link: Awaited<ReturnType<typeof cuttableLink>>;
  let token: string;
  let username: string;
  let before: MatrixSummary;

  beforeAll(async () => {
    link = await cuttableLink(new URL(inject('stackEnv').DATABASE_URL));
    api = await startTestApi({ env: { DATABASE_URL: link.url } });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    username = signedIn.user.username;
    before = await matrixClient(api, token).createMatrix('Accepted before the outage');
  });
  afterAll(async () => {
    link?.restore();
    await api?.close();
    await link?.close();
  });

  it('answers 503 with Retry-After while the database is gone, then serves again with nothing lost', async () => {
    link.cut();
    const during = await Promise.all([
      api.request('/api/matrices', { token }),
      api.request('/api/matrices', { method: 'POST', token, json: { name: 'During the outage' } }),
      api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: username, password: DEFAULT_TEST_PASSWORD } }),
    ]);
    for (const res of during) {
      expect(res.status, `${res.url}: ${await res.clone().text()}`).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ errors: [HTTP_ERROR_MESSAGES[503]] });
    }
    const health = await api.request('/api/health');
    expect(health.status).toBe(503);

    link.restore();
    let listed: Response | undefined;
    for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
      listed = await api.request('/api/matrices', { token });
      if (listed.status !== 503) break;
    }
    expect(listed?.status).toBe(200);
    const names = ((await listed!.json()) as { collection: MatrixSummary[] }).collection.map((matrix) => matrix.name);
    expect(names).toEqual([before.name]);
    const login = await api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: username, password: DEFAULT_TEST_PASSWORD } });
    expect(login.status).toBe(200);
  });
});
