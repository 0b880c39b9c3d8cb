import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, forgetEarlyRequests, startEarlyRequests, takeEarlyResponse, tookFirstScreenAnswer, type EarlyRequestPlan } from './earlyRequests';

const ID = '0b6f6f2e-8a1c-4c1e-9a51-2f1d3c4b5a69';
const SESSION_ID = '5a0c1b2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
/** A token as the API signs them: its payload (base64url) carries the session's id as `sid`. */
const SESSION_TOKEN = `header.${Buffer.from(JSON.stringify({ sid: SESSION_ID, sub: 'user' })).toString('base64url')}.signature`;
const plan: EarlyRequestPlan = {
  tokenStorageKey: 'arcline.token',
  firstScreenElementId: 'first-screen',
  firstScreenConfigurationElementId: 'first-screen-configuration',
  configurationRequest: '/api/configuration',
  firstScreenPaintedGlobal: 'firstScreenPainted',
  firstScreenPaintWaitMs: 1000,
  globalName: EARLY_REQUESTS_GLOBAL,
  routes: [{ path: '^/matrix/([0-9a-fA-F-]{36})/?$', request: '/api/matrices/$1?offset=0&limit=40', modules: ['/assets/page.js', '/assets/dep.js'] }],
};

/** The browser globals the inline script uses: the page's path, its token, <head>, fetch and window. */
function browser(pathname: string, token: string | null, served?: { path: string; session: string; body: string; configuration?: string }) {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const fetch = vi.fn(async () => new Response('{"entity":{}}', { status: 200 }));
  const window: Record<string, unknown> = {};
  vi.stubGlobal('location', { pathname });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === plan.tokenStorageKey ? token : null) });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    getElementById: (id: string) =>
      served && id === plan.firstScreenElementId
        ? { dataset: { path: served.path, session: served.session }, textContent: served.body }
        : served?.configuration !== undefined && id === plan.firstScreenConfigurationElementId
          ? { dataset: {}, textContent: served.configuration }
          : null,
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', window);
  const timers: [() => void, number][] = [];
  const observers: ((list: { getEntries(): { name: string }[] }, observer: { disconnect(): void }) => void)[] = [];
  const observed: unknown[] = [];
  if (served) {
    vi.stubGlobal('setTimeout', (callback: () => void, ms: number) => timers.push([callback, ms]));
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe(options: unknown) {
          observed.push(options);
        }
      },
    );
  }
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] }, { disconnect: () => undefined }));
  return { links, fetch, window, timers, observed, paint };
}

const get = (token: string) => ({ method: 'GET', headers: new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` }) });

describe('early requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on a planned route, preloads the route's modules and sends its first request with the stored token", async () => {
    const { links, fetch, window } = browser(`/matrix/${ID}`, 'token-1');
    startEarlyRequests(plan);
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/page.js', ''],
      ['modulepreload', '/assets/dep.js', ''],
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`/api/matrices/${ID}?offset=0&limit=40`, {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    });
    const holder = window as Parameters<typeof takeEarlyResponse>[2];
    const taken = takeEarlyResponse(`/api/matrices/${ID}?offset=0&limit=40`, get('token-1'), holder);
    expect(await (await taken!).text()).toBe('{"entity":{}}');
    // Sent by the page, not the server's answer: the app does not hydrate a screen with it.
    expect(tookFirstScreenAnswer()).toBe(false);
    // Taken once: the same request again goes to the network.
    expect(takeEarlyResponse(`/api/matrices/${ID}?offset=0&limit=40`, get('token-1'), holder)).toBeUndefined();
  });

  it("takes the answers the server rendered the first screen from instead of asking again, for those requests only", async () => {
    const url = `/api/matrices/${ID}?offset=0&limit=40`;
    const configuration = '{"entity":{"user":{"name":"Ada"}},"other_data":{}}';
    const served = browser(`/matrix/${ID}`, SESSION_TOKEN, { path: `/matrix/${ID}`, session: SESSION_ID, body: '{"entity":{"name":"Served"}}', configuration });
    startEarlyRequests(plan);
    expect(served.fetch).not.toHaveBeenCalled();
    // The modules wait until the browser reports the server's screen painted (its first contentful paint), and the
    // page's entry script waits for the same promise.
    expect(served.links).toEqual([]);
    served.paint('first-paint');
    await Promise.resolve();
    expect(served.links).toEqual([]);
    served.paint('first-contentful-paint');
    await served.window[plan.firstScreenPaintedGlobal];
    expect(served.links.map((link) => link.href)).toEqual(['/assets/page.js', '/assets/dep.js']);
    expect(served.observed).toEqual([{ type: 'paint', buffered: true }]);
    // A tab in the background paints nothing: after firstScreenPaintWaitMs, anyway.
    const background = browser(`/matrix/${ID}`, SESSION_TOKEN, { path: `/matrix/${ID}`, session: SESSION_ID, body: '{}' });
    startEarlyRequests(plan);
    expect(background.timers.map(([, ms]) => ms)).toEqual([plan.firstScreenPaintWaitMs]);
    background.timers[0]![0]();
    await background.window[plan.firstScreenPaintedGlobal];
    expect(background.links).toHaveLength(2);
    const holder = served.window as Parameters<typeof takeEarlyResponse>[2];
    const taken = takeEarlyResponse(url, get(SESSION_TOKEN), holder);
    expect(await (await taken!).json()).toEqual({ entity: { name: 'Served' } });
    // The answer the screen was rendered from: the app hydrates the screen (web/src/main.tsx).
    expect(tookFirstScreenAnswer()).toBe(true);
    // The configuration the sidebar was rendered from, for the same token, once.
    expect(takeEarlyResponse(plan.configurationRequest, get('token-1'), holder)).toBeUndefined();
    expect(await (await takeEarlyResponse(plan.configurationRequest, get(SESSION_TOKEN), holder)!).text()).toBe(configuration);
    expect(takeEarlyResponse(plan.configurationRequest, get(SESSION_TOKEN), holder)).toBeUndefined();

    // An answer rendered for another page, or for another session (the cookie of another login), is not taken.
    const otherPage = browser(`/matrix/${ID}`, SESSION_TOKEN, { path: '/matrix/other', session: SESSION_ID, body: '{}', configuration });
    startEarlyRequests(plan);
    expect(otherPage.fetch).toHaveBeenCalledTimes(1);
    const otherSession = browser(`/matrix/${ID}`, SESSION_TOKEN, { path: `/matrix/${ID}`, session: 'another-session', body: '{}', configuration });
    startEarlyRequests(plan);
    expect(otherSession.fetch).toHaveBeenCalledTimes(1);
    // Nor is its configuration: the app asks for its own.
    for (const other of [otherPage, otherSession]) {
      expect(takeEarlyResponse(plan.configurationRequest, get(SESSION_TOKEN), other.window as Parameters<typeof takeEarlyResponse>[2])).toBeUndefined();
    }
    const notAJwt = browser(`/matrix/${ID}`, 'token-1', { path: `/matrix/${ID}`, session: SESSION_ID, body: '{}' });
    startEarlyRequests(plan);
    expect(notAJwt.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on other routes, and preloads without a request when signed out', () => {
    const other = browser('/matrix', 'token-1');
    startEarlyRequests(plan);
    expect(other.fetch).not.toHaveBeenCalled();
    expect(other.links).toEqual([]);
    expect(other.window[EARLY_REQUESTS_GLOBAL]).toBeUndefined();

    const signedOut = browser(`/matrix/${ID}`, null);
    startEarlyRequests(plan);
    expect(signedOut.fetch).not.toHaveBeenCalled();
    expect(signedOut.links).toHaveLength(2);
  });

  it('gives the response only to the same GET with the same token, and never after a navigation', () => {
    const response = Promise.resolve(new Response('{}'));
    const url = `/api/matrices/${ID}?offset=0&limit=40`;
    const holder = { [EARLY_REQUESTS_GLOBAL]: [{ url, token: 'token-1', response: () => response }] };
    expect(takeEarlyResponse(url, get('token-2'), holder)).toBeUndefined();
    expect(takeEarlyResponse(`/api/matrices/${ID}?offset=40&limit=40`, get('token-1'), holder)).toBeUndefined();
    expect(takeEarlyResponse(url, { ...get('token-1'), method: 'DELETE' }, holder)).toBeUndefined();
    forgetEarlyRequests(holder);
    expect(takeEarlyResponse(url, get('token-1'), holder)).toBeUndefined();
  });

  it('leaves a failed request to its taker, without an unhandled rejection of its own', async () => {
    const { fetch, window } = browser(`/matrix/${ID}`, 'token-1');
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyRequests(plan);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    const taken = takeEarlyResponse(`/api/matrices/${ID}?offset=0&limit=40`, get('token-1'), window as Parameters<typeof takeEarlyResponse>[2]);
    await expect(taken).rejects.toThrow('Failed to fetch');
  });
});
