import { describe, expect, it } from 'vitest';
import { earlyRequestsScript, readEarlyRequestPlan, type EarlyRequestPlan } from './earlyRequestPlan';
import { FIRST_SCREEN, STORAGE_KEYS } from './webRoutes';

const plan: EarlyRequestPlan = {
  tokenStorageKey: STORAGE_KEYS.token,
  firstScreenElementId: FIRST_SCREEN.dataElementId,
  firstScreenConfigurationElementId: FIRST_SCREEN.configurationElementId,
  configurationRequest: '/api/configuration',
  firstScreenPaintedGlobal: FIRST_SCREEN.paintedGlobal,
  firstScreenPaintWaitMs: FIRST_SCREEN.paintWaitMs,
  globalName: 'arclineEarlyRequests',
  routes: [{ path: '^/matrix/([0-9a-fA-F-]{36})/?$', request: '/api/matrices/$1?offset=0&limit=40', modules: ['/assets/MatrixDetailPage-x.js'] }],
};

describe('early-requests plan in index.html', () => {
  it('reads back the plan the script was written with, whatever the function source holds', () => {
    // A function source with the shapes a regular expression over the page could take for the plan's start.
    const start = 'function startEarlyRequests(plan){(function(){})({a:1});return plan}';
    const page = `<!doctype html><html><head>${earlyRequestsScript(start, plan)}\n<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`;
    expect(readEarlyRequestPlan(page)).toEqual(plan);
  });

  it('runs the function with the plan', () => {
    const script = earlyRequestsScript('function (plan) { globalThis.planSeen = plan; }', plan);
    const code = script.slice('<script>'.length, -'</script>'.length);
    const holder = globalThis as { planSeen?: unknown };
    new Function(code)();
    expect(holder.planSeen).toEqual(plan);
    delete holder.planSeen;
  });

  it('finds no plan in a page without the script', () => {
    expect(readEarlyRequestPlan('<!doctype html><html><head></head><body><div id="root"></div></body></html>')).toBeNull();
  });
});
