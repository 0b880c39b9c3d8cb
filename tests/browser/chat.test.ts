import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANSWER_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

const testdata = path.resolve(import.meta.dirname, '../../activities/src/testdata');
const CONTRACT = 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt';

describe('chat with attachments in Chromium (offline engine)', () => {
  const suite = chromiumSuite();

  it('uploads files of three types and a corrupt one, then answers a question about the contract with a verbatim citation', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.api.url}/arcline`);
    const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(path.join(testdata, name)) });
    await page.getByTestId('attach-input').setInputFiles([
      file(CONTRACT, 'text/plain'),
      file('tables.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('french_diacritics.pdf', 'application/pdf'),
      { name: 'corrupt.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('this is not a zip file at all') },
    ]);

    const grid = page.getByRole('list', { name: ANSWER_TEXTS.attach });
    await page.waitForFunction(
      () => {
        const items = [...document.querySelectorAll('li[data-status]')].map((item) => item.getAttribute('data-status'));
        return items.length === 4 && items.every((status) => status === 'COMPLETED' || status === 'FAILED');
      },
      undefined,
      { timeout: 45000 },
    );
    expect(await grid.locator('li[data-status="COMPLETED"]').count()).toBe(3);
    const failed = grid.locator('li[data-status="FAILED"]');
    expect(await failed.textContent()).toContain('corrupt.docx');
    expect(await failed.getByText(ANSWER_TEXTS.failedBadge).isVisible()).toBe(true);

    const input = page.getByTestId('prompt-input');
    await input.fill('Which state law governs the distributor agreement?');
    await input.press('Enter');

    const engine = page.getByTestId('answer-engine');
    await engine.waitFor({ timeout: 45000 });
    expect(await engine.textContent()).toBe(ANSWER_TEXTS.engineLocal);
    const citations = page.getByRole('list', { name: ANSWER_TEXTS.citationsHeading });
    const first = citations.locator('li').filter({ hasText: CONTRACT }).first();
    await first.locator('summary').click();
    const quote = first.locator('blockquote');
    await quote.waitFor();
    expect(await quote.textContent()).toContain('governed by the laws of the State of Texas');
    expect(await quote.getAttribute('data-verified')).toBe('true');
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? '/tmp', 'arcline-chat.png') });
    await context.close();
  });
});
