import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '@arcline/shared';
import type { TestApi } from '../harness/testApi';

/**
 * A page of a fresh user whose session is already in local storage. Seeded once per tab, so a logout in the
 * test stays logged out after the next navigation.
 */
export async function loggedInPage(browser: Browser, api: TestApi, overrides: Parameters<TestApi['signUpAndIn']>[0] = {}) {
  const { token, user } = await api.signUpAndIn(overrides);
  const context = await browser.newContext();
  await context.addInitScript(
    ({ keys, token }) => {
      if (sessionStorage.getItem('test.seeded')) return;
      sessionStorage.setItem('test.seeded', 'true');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.isLoggedIn, 'true');
    },
    { keys: STORAGE_KEYS, token },
  );
  const page: Page = await context.newPage();
  return { page, context, user, token };
}
