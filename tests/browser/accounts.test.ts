import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGE_TEXTS,
  PUBLIC_PAGE_TEXTS,
  SHELL_TEXTS,
  STORAGE_KEYS,
  SUPPORT_RESPONSE_HOURS,
  TERMS_LAST_UPDATED,
  TEXTS,
} from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../harness/factories';
import { loggedInPage } from './loggedInPage';

describe('account pages in Chromium', () => {
  const suite = chromiumSuite();

  const login = async (page: Page, usernameOrEmail: string, password: string) => {
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.usernameOrEmail).fill(usernameOrEmail);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.loginButton, exact: true }).click();
  };

  it('shows the login fields, the organisation sign-in and no forgot-password link yet', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/login`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.usernameOrEmail).waitFor();
    expect(await page.getByLabel(ACCOUNT_PAGE_TEXTS.password, { exact: true }).getAttribute('type')).toBe('password');
    expect(await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.loginButton, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signInWithOrganisation }).isVisible()).toBe(true);
    expect(await page.getByText(TEXTS.loggedOutAuto).count()).toBe(0);
    expect(await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.forgotPasswordLink }).count()).toBe(0);
    await page.close();
  });

  it("shows 'Forgot password?' only after more than one failed login", async () => {
    const { user } = await buildUser();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/login`);
    await login(page, user.email, 'not the password');
    await page.getByText(ACCOUNT_MESSAGES.loginFailed).waitFor();
    expect(await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.forgotPasswordLink }).count()).toBe(0);
    await login(page, user.email, 'still not the password');
    const forgot = page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.forgotPasswordLink });
    await forgot.waitFor();
    expect(await forgot.getAttribute('href')).toBe('/forgot-password');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.isLoggedIn)).toBe('false');
    await page.close();
  });

  it('logs in with a password and lands on /arcline with the name and company in the sidebar', async () => {
    const { user, company, password } = await buildUser();
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${suite.api.url}/login`);
    await login(page, user.username, password);
    await page.waitForURL(`${suite.api.url}/arcline`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText(user.displayName).waitFor();
    expect(await sidebar.getByText(company.name).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: SHELL_TEXTS.logout }).isVisible()).toBe(true);

    // A logged-in user who opens /login, /signup or /forgot-password goes home.
    for (const path of ['/login', '/signup', '/forgot-password', '/']) {
      await page.goto(`${suite.api.url}${path}`);
      await page.waitForURL(`${suite.api.url}/arcline`);
    }
    await context.close();
  });

  it("validates the signup form with the spec's messages before calling the server", async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/signup`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.email).fill('not-an-email');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.username).fill('abc');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.password).fill('short');
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signupButton }).click();
    for (const message of [
      ACCOUNT_MESSAGES.invalidEmailFormat,
      ACCOUNT_MESSAGES.usernameTooShort(6),
      ACCOUNT_MESSAGES.passwordTooShort,
      ACCOUNT_MESSAGES.codeRequired,
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.termsOfUse }).getAttribute('href')).toBe('/tos');
    expect(await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.privacyPolicy }).getAttribute('href')).toBe('/legal/privacy-notice.html');
    await page.close();
  });

  it("answers a wrong invitation code with 'Signup failed.' and the server's error", async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/signup`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.email).fill('someone@nowhere-allowed.test');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.username).fill('someone_new');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.password).fill('a long enough password');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.code).fill('no-such-code');
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signupButton }).click();
    const alert = page.getByTestId('form-error');
    await alert.getByText(ACCOUNT_MESSAGES.signupFailed).waitFor();
    expect((await alert.innerText()).split('\n').length).toBeGreaterThan(1);
    await page.close();
  });

  it('changes the password: disabled after success until the next edit, and the new password logs in', async () => {
    const { page, context, user } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/change-password`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.oldPassword).fill('wrong old password');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.newPassword, { exact: true }).fill('a brand new password');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.repeatNewPassword).fill('a brand new password');
    const submit = page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.changeButton });
    await submit.click();
    await page.getByText(ACCOUNT_MESSAGES.changeFailed).waitFor();

    await page.getByLabel(ACCOUNT_PAGE_TEXTS.oldPassword).fill(DEFAULT_TEST_PASSWORD);
    await submit.click();
    await page.getByText(ACCOUNT_MESSAGES.changeSucceeded).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.repeatNewPassword).fill('a brand new password!');
    expect(await page.getByText(ACCOUNT_MESSAGES.changeSucceeded).count()).toBe(0);
    expect(await submit.isEnabled()).toBe(true);

    const relogin = await suite.api.request('/api/auth/login', { method: 'POST', json: { usernameOrEmail: user.email, password: 'a brand new password' } });
    expect(relogin.status).toBe(200);
    await context.close();
  });

  it('sends a logged-out visit of an account page to /login and back after login', async () => {
    const { user, password } = await buildUser();
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/change-password`);
    await page.waitForURL(`${suite.api.url}/login`);
    await login(page, user.email, password);
    await page.waitForURL(`${suite.api.url}/change-password`);
    await page.close();
  });

  it('shows the public pages', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/tos`);
    await page.getByText(TERMS_LAST_UPDATED).waitFor();
    const privacy = await page.request.get(`${suite.api.url}${await page.getByRole('link', { name: PUBLIC_PAGE_TEXTS.privacyNotice }).getAttribute('href')}`);
    expect(await privacy.text()).toContain('Arcline Privacy Notice');
    await page.goto(`${suite.api.url}/support`);
    await page.getByRole('heading', { name: TEXTS.supportHeading }).waitFor();
    await page.getByText(PUBLIC_PAGE_TEXTS.supportResponse(SUPPORT_RESPONSE_HOURS)).waitFor();
    await page.goto(`${suite.api.url}/login-failure`);
    await page.getByText(TEXTS.loginFailure).waitFor();
    await page.close();
  });
});
