import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { TestApi } from '../harness/testApi';
import { matrixClient } from '../matrixSupport';
import { loggedInPage } from './loggedInPage';

/**
 * A signed-in page at 1400 × 900 for the matrix workbench passes, the user's matrix client, and `shot(name)`, which
 * leaves a screenshot to look at in MATRIX_WORKBENCH_SHOTS (none when unset).
 */
export async function workbenchPage(browser: Browser, api: TestApi) {
  const signedIn = await loggedInPage(browser, api);
  await signedIn.page.setViewportSize({ width: 1400, height: 900 });
  const shot = async (name: string) => {
    const dir = process.env.MATRIX_WORKBENCH_SHOTS;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await signedIn.page.screenshot({ path: `${dir}/${name}.png` });
  };
  return { ...signedIn, me: matrixClient(api, signedIn.token), shot };
}
