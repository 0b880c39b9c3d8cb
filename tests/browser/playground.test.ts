import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYGROUND_TEXTS, PUSH_MESSAGE_TYPES, SHELL_TEXTS, WEB_ROUTES, type ChatCitation } from '@arcline/shared';
import { loadDocx } from '../../addin/src/host/simulated/docx/loadDocx';
import { documentIdOf } from '../../addin/src/sync/documentId';
import { chromiumSuite } from '../harness/browser';
import type { TestApi } from '../harness/testApi';
import { loggedInPage } from './loggedInPage';

const FIXTURE = path.resolve(import.meta.dirname, '../../addin/src/host/simulated/testdata/delins.docx');
const EDITED = "A place on Saturn's satellite Rhea, named after the last place";
const NEW_WORDS = ' The Zanzibar escrow agent keeps the marmalade deposit.';
const screenshot = (name: string) => path.join(process.env.SCREENSHOT_DIR ?? '/tmp', name);

/** Asks chat in Word about the synced document; resolves to the citations of its answer. */
async function askDocument(api: TestApi, token: string, documentId: string, paragraphId: string, userPrompt: string): Promise<ChatCitation[]> {
  const started = await api.request('/api/ai/chat-in-word', {
    method: 'POST',
    token,
    json: {
      userPrompt,
      documentId,
      attachments: [],
      selection: { startParagraphId: paragraphId, endParagraphId: paragraphId, startOffset: 0, endOffset: 0 },
      additionalSelectionData: {},
      localContext: { partsBeforeSelection: [], partsContainingSelection: [], partsAfterSelection: [] },
      chatHistory: [],
      features: {},
    },
  });
  const body = (await started.json()) as { actionResult?: { pushNotificationTopicId?: string } };
  const topic = body.actionResult?.pushNotificationTopicId;
  if (!topic) throw new Error(`chat-in-word answered ${started.status}: ${JSON.stringify(body)}`);
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await api.request(`/api/push-notifications?topicIds=${encodeURIComponent(JSON.stringify([topic]))}&lastNSeconds=120`, { token });
    const { collection } = (await response.json()) as { collection: { payload: { type: string; citations?: ChatCitation[] } }[] };
    const answer = collection.find((item) => item.payload.type === PUSH_MESSAGE_TYPES.chatInWordResponse);
    if (answer) return answer.payload.citations ?? [];
    if (collection.some((item) => item.payload.type === PUSH_MESSAGE_TYPES.endOfTopic)) return [];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

describe('the Word playground in Chromium', () => {
  const suite = chromiumSuite();

  it('syncs an opened .docx, follows an edit, and the server index finds the new words', async () => {
    const { page, context, token } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${suite.api.url}${WEB_ROUTES.playground}`);
    const documentView = page.getByTestId('playground-document');
    await documentView.locator('p').first().waitFor({ timeout: 30000 });
    expect(await documentView.locator('p').first().textContent()).toBe('Exhibit 10.1 DISTRIBUTOR AGREEMENT');
    const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
    await pane.getByRole('status').getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).waitFor({ timeout: 45000 });
    await page.screenshot({ path: screenshot('arcline-playground-sample.png') });

    await page.getByTestId('playground-open').setInputFiles(FIXTURE);
    const paragraph = documentView.locator('p', { hasText: EDITED });
    await paragraph.waitFor();
    const status = pane.getByRole('status');
    await status.getByText(SHELL_TEXTS.indexingStatus.busy).waitFor({ timeout: 30000 });
    await status.getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).waitFor({ timeout: 45000 });
    expect(await documentView.locator('del', { hasText: 'A pendant worn in place of the red spot' }).count()).toBe(1);
    expect(await documentView.locator('ins', { hasText: 'March 2009: Apache Tika Release' }).count()).toBe(1);

    const paragraphId = (await paragraph.getAttribute('data-paragraph-id')) as string;
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(NEW_WORDS);
    await documentView.locator('p').first().click();
    await page.screenshot({ path: screenshot('arcline-playground-edited.png') });

    const loaded = await loadDocx(await readFile(FIXTURE), { url: 'https://playground.arcline.local/delins.docx' });
    const documentId = documentIdOf({ creationDate: loaded.creationDate.toISOString(), url: loaded.url });
    await expect
      .poll(async () => (await askDocument(suite.api, token, documentId, paragraphId, 'Who keeps the marmalade deposit in Zanzibar?')).map((citation) => citation.quote), {
        timeout: 45000,
        interval: 1000,
      })
      .toContainEqual(expect.stringContaining('Zanzibar escrow agent keeps the marmalade deposit'));
    await status.getByText(SHELL_TEXTS.indexingStatus['working-but-idle']).waitFor({ timeout: 45000 });
    await context.close();
  }, 150_000);
});
