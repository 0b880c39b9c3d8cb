/**
 * The early-requests plan: what index.html asks for before the app's code has loaded (README "Matrix Review", P4).
 * The web build writes it into index.html as the argument of an inline script (web/earlyRequestsPlugin.ts, the script
 * web/src/api/earlyRequests.ts); the API's first-screen route reads it back from the built page, for the modules it
 * preloads in the head it sends at once (api/src/firstScreen.ts). Writer and reader are here, with the plan's type.
 */

export interface EarlyRoute {
  /** A regular expression over `location.pathname`; its groups fill `$1`, `$2`… of `request`. */
  path: string;
  /** The URL the app's API client asks for first on that route, exactly as it writes it. */
  request: string;
  /** The route's modules (its lazy chunk and what that chunk imports), preloaded at once. */
  modules: string[];
}

export interface EarlyRequestPlan {
  tokenStorageKey: string;
  /** The element with the server's answer when it rendered the first screen: `FIRST_SCREEN.dataElementId`. */
  firstScreenElementId: string;
  /**
   * Beside it, the user's configuration the server rendered the sidebar from (`FIRST_SCREEN.configurationElementId`),
   * as the answer to `configurationRequest`, taken with the route's answer.
   */
  firstScreenConfigurationElementId: string;
  configurationRequest: string;
  /**
   * Under a first screen: the global holding a promise resolved once the browser has painted it, or after
   * `firstScreenPaintWaitMs` (`FIRST_SCREEN.paintedGlobal`, `FIRST_SCREEN.paintWaitMs`).
   */
  firstScreenPaintedGlobal: string;
  firstScreenPaintWaitMs: number;
  /** The global the request is left in for the app: `EARLY_REQUESTS_GLOBAL` (web/src/api/earlyRequests.ts). */
  globalName: string;
  routes: EarlyRoute[];
}

/** What opens the plan's JSON in the script: the script's function source never ends with it. */
const PLAN_START = ')(/* early-requests plan */';
const PLAN_END = ');</script>';

/** The inline script that runs `start` (a function's source, self-contained) with the plan. */
export function earlyRequestsScript(start: string, plan: EarlyRequestPlan): string {
  return `<script>(${start}${PLAN_START}${JSON.stringify(plan)}${PLAN_END}`;
}

/** The plan of the script `earlyRequestsScript` wrote into a page; null when the page has none. */
export function readEarlyRequestPlan(html: string): EarlyRequestPlan | null {
  const start = html.indexOf(PLAN_START);
  const end = start < 0 ? -1 : html.indexOf(PLAN_END, start);
  if (end < 0) return null;
  try {
    return JSON.parse(html.slice(start + PLAN_START.length, end)) as EarlyRequestPlan;
  } catch {
    return null;
  }
}
