import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { startTestApi, type TestApi } from './testApi';

export { launchChromium };

/**
 * A describe block's web app and browser: the real API serving the web app, and headless Chromium.
 * Read `suite.api` and `suite.browser` inside tests (they are set in beforeAll).
 */
export function chromiumSuite(options: Omit<Parameters<typeof startTestApi>[0], 'serveWeb'> = {}): { api: TestApi; browser: Browser } {
  const suite = {} as { api: TestApi; browser: Browser };
  beforeAll(async () => {
    suite.api = await startTestApi({ ...options, serveWeb: true });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.api?.close();
  });
  return suite;
}
