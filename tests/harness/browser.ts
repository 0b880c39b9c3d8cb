import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startTestApi, type TestApi } from './testApi';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's chromium, headless, with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s `chromium` package (apt-get install chromium) or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

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
