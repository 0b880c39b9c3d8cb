import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_MESSAGE, CHAT_TEXTS, SHELL_TEXTS, SIDEBAR_COOKIE_NAME, STORAGE_KEYS, SUPER_USER_TEXTS, TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

describe('signed-in shell in Chromium', () => {
  const suite = chromiumSuite();

  it('sends a logged-out visit of /arcline to /', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.api.url}/arcline`);
    await page.waitForURL(`${suite.api.url}/`);
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    await page.close();
  });

  it('shows the header, the tabs and the user, and toggles the sidebar with Control+B into the sidebar_state cookie', async () => {
    const { page, context, user } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${suite.api.url}/arcline`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText(user.displayName).waitFor();
    expect(await sidebar.getByText(user.company!.name).isVisible()).toBe(true);
    expect(await page.getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: TEXTS.emptyChat }).isVisible()).toBe(true);
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');

    await page.keyboard.press('Control+B');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-state') === 'collapsed');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === SIDEBAR_COOKIE_NAME);
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+B');
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-state') === 'expanded');
    await context.close();
  });

  it('switches tabs from the sidebar: translate and research with their own texts', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline`);
    await page.getByTestId('sidebar').getByRole('link', { name: SHELL_TEXTS.tabs.translate }).click();
    await page.getByRole('heading', { name: TEXTS.emptyTranslate }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=translate');
    await page.getByTestId('sidebar').getByRole('link', { name: SHELL_TEXTS.tabs.research }).click();
    await page.getByTestId('research-warning').waitFor();
    expect(await page.getByText(CHAT_TEXTS.researchWarning).isVisible()).toBe(true);
    await page.getByTestId('sidebar').getByRole('link', { name: SHELL_TEXTS.tabs.matrix }).click();
    await page.waitForURL(`${suite.api.url}/matrix`);
    await context.close();
  });

  it('shows a prompt and its waiting item, and /clear empties the chat and the input', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline`);
    const input = page.getByTestId('prompt-input');
    await input.fill('Summarise the indemnity clause');
    await input.press('Enter');
    await page.getByTestId('message-list').getByText('Summarise the indemnity clause').waitFor();
    expect(await input.inputValue()).toBe('');

    await input.fill('/clear');
    await input.press('Enter');
    await page.getByRole('heading', { name: TEXTS.emptyChat }).waitFor();
    expect(await input.inputValue()).toBe('');
    await context.close();
  });

  it('renders a research answer as markdown without its surrounding fence and without raw HTML', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const answer = '```markdown\n## Limitation periods\n\n**Three years** from discovery.<img src=x onerror="window.injected=1"><b>raw</b>\n```';
    await page.route('**/api/ai/run-web-search-prompt', (route) =>
      route.fulfill({ json: { actionResult: { text: answer, sources: [], engine: 'local' } } }),
    );
    await page.goto(`${suite.api.url}/arcline?tab=research`);
    const input = page.getByTestId('prompt-input');
    await input.fill('How long is the limitation period?');
    await input.press('Enter');
    const list = page.getByTestId('message-list');
    await list.getByRole('heading', { name: 'Limitation periods' }).waitFor();
    expect(await list.locator('strong', { hasText: 'Three years' }).count()).toBe(1);
    expect(await list.locator('img, b').count()).toBe(0);
    expect(await list.getByText('```').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
    await context.close();
  });

  it('shows the chat error when the service fails', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.route('**/api/ai/run-prompt', (route) => route.fulfill({ status: 500, json: { errors: ['Unexpected error.'] } }));
    await page.goto(`${suite.api.url}/arcline`);
    const input = page.getByTestId('prompt-input');
    await input.fill('Hello');
    await input.press('Enter');
    await page.getByText(CHAT_ERROR_MESSAGE).waitFor();
    await context.close();
  });

  it('keeps an empty prompt and adds a line with Shift+Enter', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline`);
    const input = page.getByTestId('prompt-input');
    await input.press('Enter');
    expect(await page.getByTestId('message-list').count()).toBe(0);
    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    await context.close();
  });

  it('opens the Super User Menu with /super for a super user only', async () => {
    const superUser = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await superUser.page.goto(`${suite.api.url}/arcline`);
    await superUser.page.getByTestId('sidebar').getByText(SHELL_TEXTS.tabs.chat).waitFor();
    const input = superUser.page.getByTestId('prompt-input');
    await input.fill('/super');
    await input.press('Enter');
    const dialog = superUser.page.getByRole('dialog', { name: SUPER_USER_TEXTS.menuTitle });
    await dialog.waitFor();
    expect(await input.inputValue()).toBe('');
    // The web app has no open document: the cache sync is offered in Word (and the playground) only, and says so.
    expect(await dialog.getByRole('button', { name: SUPER_USER_TEXTS.cacheSyncButton }).isDisabled()).toBe(true);
    expect(await dialog.getByText(SUPER_USER_TEXTS.cacheSyncNeedsWord).isVisible()).toBe(true);
    await superUser.context.close();

    const regular = await loggedInPage(suite.browser, suite.api);
    await regular.page.goto(`${suite.api.url}/tests`);
    await regular.page.waitForURL(`${suite.api.url}/arcline`);
    await regular.context.close();
  });

  it('lets a super user open /tests with the /tests command', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await page.goto(`${suite.api.url}/arcline`);
    const input = page.getByTestId('prompt-input');
    await input.fill('/tests');
    await input.press('Enter');
    await page.waitForURL(`${suite.api.url}/tests`);
    await page.getByRole('heading', { name: SUPER_USER_TEXTS.selfTestsTitle }).waitFor();
    await context.close();
  });

  it('logs out from the header: the session ends and the browser is on /', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline`);
    await page.getByRole('button', { name: SHELL_TEXTS.logout }).click();
    await page.waitForURL(`${suite.api.url}/`);
    await page.getByText(TEXTS.welcomeHeading).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.isLoggedIn)).toBe('false');
    expect((await suite.api.request('/api/configuration', { token })).status).toBe(401);
    await context.close();
  });

  it('ends the session on a 401: a revoked session sends the browser to / and clears the token', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    expect((await suite.api.request('/api/auth/logout', { method: 'POST', token, json: {} })).status).toBe(204);
    await page.goto(`${suite.api.url}/arcline`);
    await page.waitForURL(`${suite.api.url}/`);
    expect(await page.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.isLoggedIn)], STORAGE_KEYS)).toEqual([
      null,
      'false',
    ]);
    await context.close();
  });
});
