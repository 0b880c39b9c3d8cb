/**
 * The first screen's request, sent before the app's code has loaded (README "Matrix Review", P4). The build inlines
 * `startEarlyRequests` into index.html as a classic script (web/earlyRequestsPlugin.ts) that runs while the module
 * scripts are still downloading: on a route of the plan, it preloads the route's modules and, with a token in local
 * storage, asks for the route's first data, or takes the answer the server rendered the first screen from (then the
 * modules wait for the server's screen to be painted). The API client's fetch then takes that response instead of sending the
 * same request again (`takeEarlyResponse`): once, for the same URL and token, and only until the first navigation
 * inside the app (`forgetEarlyRequests`).
 */

import type { EarlyRequestPlan } from '@arcline/shared';

export type { EarlyRequestPlan, EarlyRoute } from '@arcline/shared';

export interface EarlyRequest {
  url: string;
  token: string;
  /** The request's response: the one sent early, or the server's answer in the page, made a Response when taken. */
  response: () => Promise<Response>;
  /** The answer is the one the server rendered the first screen from (in the page). */
  fromPage?: boolean;
}

/** Where the inline script leaves its request for the app. */
export const EARLY_REQUESTS_GLOBAL = 'arclineEarlyRequests';

type EarlyRequestHolder = Partial<Record<typeof EARLY_REQUESTS_GLOBAL, EarlyRequest[]>>;

/**
 * Runs inline in index.html before any module (it is inlined with Function.prototype.toString): it may use nothing
 * but its argument and the browser's globals.
 */
export function startEarlyRequests(plan: EarlyRequestPlan): void {
  for (const route of plan.routes) {
    const match = new RegExp(route.path).exec(location.pathname);
    if (!match) continue;
    const token = localStorage.getItem(plan.tokenStorageKey);
    const url = route.request.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
    // The server rendered this page's first screen from this very request, for this session (the cookie follows the
    // stored token; the token's sid claim says whose it is): its answer is in the page.
    const served = document.getElementById(plan.firstScreenElementId);
    const servedConfiguration = document.getElementById(plan.firstScreenConfigurationElementId);
    const session = (): unknown => {
      try {
        return (JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sid?: unknown }).sid;
      } catch {
        return undefined;
      }
    };
    // The server's answer becomes a Response only when the app takes it: built here, it cost the first screen's
    // paint tens of milliseconds on a slow machine (bench/README.md, P4).
    const sent =
      !token || (served?.dataset.path === location.pathname && served.dataset.session === session())
        ? null
        : fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    const answer = (element: HTMLElement) => () => Promise.resolve(new Response(element.textContent, { headers: { 'Content-Type': 'application/json' } }));
    const response = !token ? null : sent ? () => sent : answer(served!);
    const preload = () => {
      for (const module of route.modules) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = module;
        document.head.appendChild(link);
      }
    };
    // Under a first screen the server rendered, the app waits until the browser has painted it: started before,
    // its scripts take the CPU the browser needs to raster and show that frame (bench/README.md, P4). The browser
    // reports the paint as the page's first contentful paint; a tab in the background paints nothing, and a browser
    // that reports no paint timing says nothing: the app starts after `firstScreenPaintWaitMs` anyway. The page's
    // entry script waits for the same promise (api/src/firstScreen.ts), and so do this route's modules.
    if (served) {
      const painted = new Promise<void>((resolve) => {
        setTimeout(resolve, plan.firstScreenPaintWaitMs);
        try {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'paint', buffered: true });
        } catch {
          // No paint timing: the timer above.
        }
      });
      (window as unknown as Record<string, Promise<void>>)[plan.firstScreenPaintedGlobal] = painted;
      void painted.then(preload);
    } else preload();
    if (!response || !token) return;
    // A network failure is the taker's to report; never an unhandled rejection of its own.
    sent?.catch(() => undefined);
    const requests: EarlyRequest[] = [{ url, token, response, fromPage: !sent }];
    if (!sent && servedConfiguration) requests.push({ url: plan.configurationRequest, token, response: answer(servedConfiguration), fromPage: true });
    (window as unknown as Record<string, EarlyRequest[]>)[plan.globalName] = requests;
    return;
  }
}

/**
 * The response of an early request for this GET (same URL, same token), taken once; undefined for anything else.
 */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  holder: EarlyRequestHolder = window as unknown as EarlyRequestHolder,
): Promise<Response> | undefined {
  const requests = holder[EARLY_REQUESTS_GLOBAL];
  if (!requests?.length || typeof input !== 'string' || (init?.method ?? 'GET') !== 'GET') return undefined;
  const authorization = new Headers(init?.headers).get('Authorization');
  const index = requests.findIndex((request) => request.url === input && `Bearer ${request.token}` === authorization);
  if (index < 0) return undefined;
  const [request] = requests.splice(index, 1);
  if (request!.fromPage) pageAnswersTaken += 1;
  return request!.response();
}

let pageAnswersTaken = 0;

/**
 * Whether the app took the answer the server rendered the first screen from (`takeEarlyResponse`): the app's first
 * render then shows exactly the server's screen, and hydrates it (web/src/main.tsx).
 */
export function tookFirstScreenAnswer(): boolean {
  return pageAnswersTaken > 0;
}

/** The early requests answer the page the browser landed on: a navigation inside the app ends them. */
export function forgetEarlyRequests(holder: EarlyRequestHolder = window as unknown as EarlyRequestHolder): void {
  delete holder[EARLY_REQUESTS_GLOBAL];
}
