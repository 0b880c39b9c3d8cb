import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GLOSSARY_MESSAGES, GLOSSARY_TEXTS, TEXTS, TRANSLATE_TAB_TEXTS, TRANSLATION_MESSAGES, TRANSLATION_UI_MESSAGES } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { readOfficeFixture, shapeOf, withDanishText } from '../../activities/test-support/officeFixtures';
import { loggedInPage } from './loggedInPage';

const DOCX = 'tables.docx';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DANISH =
  'Lejeaftalen (herefter "Aftalen") træder i kraft den 1. marts 2025. Lejen udgør 12.500,00 kr. om måneden og reguleres med 3 % om året, jf. punkt 4.2. Aftalen kan opsiges af begge parter med tre måneders varsel.';
const MB = 1024 * 1024;
const MINUTE_MS = 60_000;
/** Upload, the workflow with Apertium, two push polls and the download: allow for a busy CI machine. */
const FILE_TEST_TIMEOUT_MS = 120_000;

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? '/tmp', `arcline-translate-${name}.png`) });

describe('Translate tab in Chromium (Apertium)', () => {
  const suite = chromiumSuite();

  it('translates Danish text to Norwegian with the detected language, the engine and the number check', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    await page.getByRole('heading', { name: TEXTS.emptyTranslate }).waitFor();
    expect(await page.getByTestId('prompt-input').getAttribute('rows')).toBe('6');
    expect(await page.getByTestId('translate-source-language').inputValue()).toBe('auto');
    // Nynorsk is offered both ways, as Apertium serves it (issue 30).
    for (const selector of ['translate-source-language', 'translate-target-language']) {
      expect(await page.getByTestId(selector).locator('option[value="nn"]').textContent()).toBe('Norwegian Nynorsk');
    }
    await screenshot(page, 'empty');

    const input = page.getByTestId('prompt-input');
    await input.fill(DANISH);
    await input.press('Enter');
    expect(await page.getByTestId('translate-notice').textContent()).toBe(TRANSLATION_MESSAGES.targetLanguageRequired);
    expect(await input.inputValue()).toBe(DANISH);

    await page.getByTestId('translate-target-language').selectOption('nb');
    expect(await page.getByTestId('translate-notice').count()).toBe(0);
    await input.press('Enter');
    const message = page.getByTestId('translate-message');
    await message.waitFor({ timeout: 30000 });
    const translated = (await message.getByTestId('translated-text').textContent()) ?? '';
    expect(translated.length).toBeGreaterThan(DANISH.length / 2);
    expect(translated).not.toBe(DANISH);
    expect(await message.getByTestId('translate-languages').textContent()).toBe(
      TRANSLATE_TAB_TEXTS.languagePair(TRANSLATE_TAB_TEXTS.detectedLanguage('Danish'), 'Norwegian Bokmål'),
    );
    expect(await message.getByTestId('translate-engine').textContent()).toBe(TRANSLATE_TAB_TEXTS.translatedBy('apertium'));
    await message.getByTestId('number-check').waitFor();
    await screenshot(page, 'text');
    await context.close();
  });

  it('a super user edits the company glossary, and the next translation uses it; others have no Glossary button', async () => {
    const { page, context, user } = await loggedInPage(suite.browser, suite.api, { superUser: true });
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    await page.getByTestId('glossary-open').click();
    const editor = page.getByTestId('glossary-editor');
    await editor.getByTestId('glossary-source-language').selectOption('da');
    await editor.getByTestId('glossary-target-language').selectOption('nb');
    await editor.getByTestId('glossary-terms').fill('sælgeren\nsælgeren = leverandøren');
    await editor.getByTestId('glossary-save').click();
    expect(await editor.getByTestId('glossary-status').textContent()).toBe(GLOSSARY_MESSAGES.line('sælgeren'));
    await editor.getByTestId('glossary-terms').fill('sælgeren = leverandøren');
    await editor.getByTestId('glossary-save').click();
    await expect.poll(() => editor.getByTestId('glossary-status').textContent()).toBe(GLOSSARY_TEXTS.saved(1));
    await screenshot(page, 'glossary');
    await page.keyboard.press('Escape');

    await page.getByTestId('translate-source-language').selectOption('da');
    await page.getByTestId('translate-target-language').selectOption('nb');
    await page.getByTestId('prompt-input').fill('Sælgeren leverer varen.');
    await page.getByTestId('prompt-input').press('Enter');
    const message = page.getByTestId('translate-message');
    await message.waitFor({ timeout: 30000 });
    expect(await message.getByTestId('translated-text').textContent()).toBe('Leverandøren leverer varen.');
    await context.close();

    const colleague = await loggedInPage(suite.browser, suite.api, { companyId: user.companyId });
    await colleague.page.goto(`${suite.api.url}/arcline?tab=translate`);
    await colleague.page.getByTestId('translate-source-language').waitFor();
    expect(await colleague.page.getByTestId('glossary-open').count()).toBe(0);
    await colleague.context.close();
  }, FILE_TEST_TIMEOUT_MS);

  it('refuses a file of the wrong type or size before uploading it', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    const picker = page.getByTestId('translate-file-input');
    await picker.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    expect(await page.getByTestId('translate-notice').textContent()).toBe(TRANSLATION_UI_MESSAGES.unsupportedExtension);
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(MB + 1, 'a') });
    expect(await page.getByTestId('translate-notice').textContent()).toBe(TRANSLATION_MESSAGES.tooLarge('txt'));
    expect(await page.getByTestId('prompt-input').isVisible()).toBe(true);
    await context.close();
  });

  it('translates a Word file (a real fixture with Danish text) from Danish to Norwegian through to its download, then says it is no longer available', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/engagement/chronicle')) return;
      const body = request.postDataJSON() as { userActionEvents: { type: string }[] };
      tracked.push(...body.userActionEvents.map((event) => event.type));
    });
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    const danish = await withDanishText(readOfficeFixture(`docx/${DOCX}`), 'docx');
    await page.getByTestId('translate-file-input').setInputFiles({ name: DOCX, mimeType: DOCX_TYPE, buffer: danish });
    const selected = page.getByTestId('translate-selected-file');
    await selected.waitFor();
    expect(await page.getByTestId('prompt-input').count()).toBe(0);
    expect(await selected.textContent()).toContain('Word Document');

    await page.getByTestId('translate-source-language').selectOption('da');
    await page.getByTestId('translate-target-language').selectOption('nb');
    await selected.getByRole('button', { name: TRANSLATE_TAB_TEXTS.translate }).click();
    const status = page.getByTestId('translate-file-status');
    await page.locator('[data-testid="translate-file-status"][data-stage="translating"]').waitFor({ timeout: 30000 });
    await screenshot(page, 'file-progress');

    await page.locator('[data-testid="translate-file-status"][data-stage="ready"]').waitFor({ timeout: 60000 });
    const link = status.getByRole('link', { name: TRANSLATE_TAB_TEXTS.download(DOCX.replace(/\.docx$/, '.nb.docx')) });
    const remaining = (await status.getByTestId('translate-remaining-minutes').textContent()) ?? '';
    const minutes = Number(/Available for (\d+) more minutes?\./.exec(remaining)?.[1]);
    expect(minutes).toBeGreaterThan(0);
    expect(await status.getByTestId('translate-engine').textContent()).toContain(TRANSLATE_TAB_TEXTS.translatedBy('apertium'));
    const downloaded = await fetch((await link.getAttribute('href'))!);
    expect(downloaded.status).toBe(200);
    const [before, after] = await Promise.all([shapeOf(danish, 'docx'), shapeOf(Buffer.from(await downloaded.arrayBuffer()), 'docx')]);
    expect({ ...after, texts: [] }).toEqual({ ...before, texts: [] });
    expect(after.texts.join(' ')).toContain('Kjøpesummen');
    await screenshot(page, 'download');

    await page.clock.fastForward(minutes * MINUTE_MS);
    await status.getByTestId('translate-file-expired').waitFor();
    await expect.poll(() => tracked.sort()).toEqual(['translate-file-execute', 'translate-file-upload', 'translate-request-upload']);
    expect(await status.getByTestId('translate-file-expired').textContent()).toBe(TRANSLATE_TAB_TEXTS.noLongerAvailable);
    expect(await link.count()).toBe(0);
    await screenshot(page, 'expired');
    await context.close();
  }, FILE_TEST_TIMEOUT_MS);

  it('translates two files at once, each with its own progress and link, and lists them again after a reload (issue 30)', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    await page.getByTestId('translate-source-language').selectOption('da');
    await page.getByTestId('translate-target-language').selectOption('nb');
    const files = [
      { name: 'Lejekontrakt.txt', text: 'Lejeaftalen kan opsiges med tre måneders varsel.\n', expected: 'Leieavtalen' },
      { name: 'Købsaftale.txt', text: 'Køberen betaler købesummen senest den 1. marts 2025.\n', expected: 'Kjøperen' },
    ];
    for (const file of files) {
      // The second file is chosen while the first is on its way: the text box and its picker come back at once.
      await page.getByTestId('translate-file-input').setInputFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.text) });
      await page.getByTestId('translate-selected-file').getByRole('button', { name: TRANSLATE_TAB_TEXTS.translate }).click();
      await page.getByTestId('prompt-input').waitFor();
    }
    const cards = page.getByTestId('translate-file-status');
    await expect.poll(() => cards.count()).toBe(2);
    const readyCards = page.locator('[data-testid="translate-file-status"][data-stage="ready"]');
    await expect.poll(() => readyCards.count(), { timeout: 90_000 }).toBe(2);
    const linksOf = async () =>
      Promise.all(
        files.map(async (file) => {
          const card = cards.filter({ hasText: file.name });
          const link = card.getByRole('link', { name: TRANSLATE_TAB_TEXTS.download(file.name.replace(/\.txt$/, '.nb.txt')) });
          return { card, href: (await link.getAttribute('href'))! };
        }),
      );
    const before = await linksOf();
    expect(before[0]!.href).not.toBe(before[1]!.href);
    for (const [index, { href }] of before.entries()) expect(await (await fetch(href)).text()).toContain(files[index]!.expected);
    await screenshot(page, 'two-files');

    await page.reload();
    await expect.poll(() => readyCards.count(), { timeout: 30_000 }).toBe(2);
    const after = await linksOf();
    expect(after.map((link) => link.href)).toEqual(before.map((link) => link.href));
    for (const { card } of after) {
      expect(await card.getByTestId('translate-remaining-minutes').textContent()).toMatch(/Available for \d+ more minutes?\./);
      expect(await card.getByTestId('translate-engine').textContent()).toBe(
        `${TRANSLATE_TAB_TEXTS.translatedBy('apertium')} · ${TRANSLATE_TAB_TEXTS.languagePair('Danish', 'Norwegian Bokmål')}`,
      );
    }
    await screenshot(page, 'after-reload');
    await context.close();
  }, FILE_TEST_TIMEOUT_MS);
});

describe('Translate tab in Chromium with the monthly quotas used up', () => {
  const suite = chromiumSuite({ env: { TRANSLATION_TEXT_QUOTA_CHARS: '0', TRANSLATION_FILE_QUOTA_CHARS: '0' } });

  it("shows the server's quota messages for text (E003) and files (E005)", async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline?tab=translate`);
    await page.getByTestId('translate-target-language').selectOption('nb');
    const input = page.getByTestId('prompt-input');
    await input.fill(DANISH);
    await input.press('Enter');
    const refused = page.getByRole('alert').filter({ hasText: 'quota' });
    await refused.waitFor({ timeout: 30000 });
    expect(await refused.textContent()).toBe(TRANSLATION_MESSAGES.textQuotaExceeded(0, 0));

    await page.getByTestId('translate-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Aftalen gælder.') });
    await page.getByTestId('translate-selected-file').getByRole('button', { name: TRANSLATE_TAB_TEXTS.translate }).click();
    const status = page.locator('[data-testid="translate-file-status"][data-stage="error"]');
    await status.waitFor({ timeout: 30000 });
    expect(await status.getByRole('alert').textContent()).toBe(TRANSLATION_MESSAGES.fileQuotaExceeded(0, 0));
    await context.close();
  });
});
