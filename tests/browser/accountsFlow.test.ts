import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, SHELL_TEXTS, TEXTS } from '@arcline/shared';
import { startTestApi, type TestApi } from '../harness/testApi';
import { launchChromium } from '../harness/browser';
import { buildCompany, buildInvitationCode, linkInMail, startMailbox, type Mailbox } from '../harness/factories';

/**
 * The account journey of issue 3 end to end: sign up with an invitation code, verify the e-mail through the
 * MailDev inbox, log out, fail twice, reset the password through the e-mailed link, and sign in through the
 * local identity provider's popup; a disallowed domain ends on /login-failure.
 */
describe('accounts end to end in Chromium', () => {
  let mailbox: Mailbox;
  let api: TestApi;
  let browser: Browser;
  beforeAll(async () => {
    mailbox = await startMailbox();
    api = await startTestApi({ serveWeb: true, env: { SMTP_URL: mailbox.smtpUrl } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await mailbox?.stop();
  });

  const fillLogin = async (page: Page, usernameOrEmail: string, password: string) => {
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.usernameOrEmail).fill(usernameOrEmail);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.loginButton, exact: true }).click();
  };
  const logOut = async (page: Page) => {
    // The identity provider's logout opens in a popup: it is taken here, loaded and closed, so that the next popup the
    // test waits for is the sign-in one (on a loaded machine its event once came after the test had started waiting).
    const logoutPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: SHELL_TEXTS.logout }).click();
    await page.waitForURL(`${api.url}/`);
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    const popup = await logoutPopup;
    await popup.waitForLoadState().catch(() => undefined);
    if (!popup.isClosed()) await popup.close();
  };

  it('signs up, verifies the e-mail, resets a forgotten password and signs in through the identity provider', async () => {
    const { company, domain } = await buildCompany();
    const { code } = await buildInvitationCode(company.id);
    const suffix = randomUUID().slice(0, 8);
    const email = `flow.${suffix}@${domain}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();

    await page.goto(`${api.url}/signup`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.email).fill(email);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.fullName).fill('Morgan Flow');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.username).fill(`flow_${suffix}`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.password).fill('first password 1');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.code).fill(code);
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signupButton }).click();
    await page.waitForURL(`${api.url}/arcline`);
    // The display name defaults to the first word of the full name.
    await page.getByTestId('sidebar').getByText('Morgan', { exact: true }).waitFor();
    expect(await page.getByTestId('sidebar').getByText(company.name).isVisible()).toBe(true);

    await page.goto(linkInMail(await mailbox.waitForMail(email)).href);
    await page.getByText(ACCOUNT_MESSAGES.verifySucceeded).waitFor();
    await page.goto(`${api.url}/arcline`);
    await logOut(page);

    await page.goto(`${api.url}/login`);
    await fillLogin(page, email, 'wrong password 1');
    await page.getByText(ACCOUNT_MESSAGES.loginFailed).waitFor();
    await fillLogin(page, email, 'wrong password 2');
    await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.forgotPasswordLink }).click();
    await page.waitForURL(`${api.url}/forgot-password`);
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.email).fill(email);
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.sendResetLink }).click();
    await page.getByText(ACCOUNT_MESSAGES.forgotSucceeded).waitFor();

    await page.goto(linkInMail(await mailbox.waitForMail(email, 2)).href);
    expect(await page.getByLabel(ACCOUNT_PAGE_TEXTS.email).inputValue()).toBe(email);
    expect(await page.getByLabel(ACCOUNT_PAGE_TEXTS.code).inputValue()).not.toBe('');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.newPassword, { exact: true }).fill('second password 2');
    await page.getByLabel(ACCOUNT_PAGE_TEXTS.repeatNewPassword).fill('second password 2');
    const reset = page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.resetButton });
    await reset.click();
    await page.getByText(ACCOUNT_MESSAGES.resetSucceeded).waitFor();
    expect(await reset.isDisabled()).toBe(true);

    await page.goto(`${api.url}/login`);
    await fillLogin(page, email, 'second password 2');
    await page.waitForURL(`${api.url}/arcline`);
    await logOut(page);

    // From the landing page's button: /login?auto=1 opens the identity provider's popup by itself.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: TEXTS.landingSignIn }).click();
    await page.getByText(TEXTS.loggedOutAuto).waitFor();
    const popup = await popupOpened;
    await popup.getByLabel('E-mail').fill(`sso.${suffix}@${domain}`);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.waitForEvent('close');
    await page.waitForURL(`${api.url}/arcline`);
    await page.getByTestId('sidebar').getByText(company.name).waitFor();
    await context.close();
  });

  it('ends an identity-provider sign-in from a domain that is not allowed on /login-failure', async () => {
    const page = await browser.newPage();
    await page.goto(`${api.url}/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.signInWithOrganisation }).click();
    const popup = await popupOpened;
    await popup.getByLabel('E-mail').fill(`stranger.${randomUUID().slice(0, 8)}@not-allowed.test`);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.waitForURL(`${api.url}/login-failure`);
    await popup.getByText(TEXTS.loginFailure).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });
});
