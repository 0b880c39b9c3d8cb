import { describe, expect, it } from 'vitest';
import { USER_ACTION_HEADER } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, processAttachmentWorkflowId } from '@arcline/shared/contracts';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';

/**
 * Issue 26 item 7: the web app's attachment upload is a user action of its own, so the file's `process-attachment`
 * workflow can be found in the Temporal UI by ArclineUserActionId (it carried none before).
 */
describe('attachment uploads as user actions in Chromium', () => {
  const suite = chromiumSuite();

  it("sends X-T-User-Action with each upload request, and each file's process-attachment workflow carries it", async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    await page.goto(`${suite.api.url}/arcline`);
    const requests: { userActionId: string | undefined; attachmentId: string }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/attachments/request-upload')) return;
      const { actionResult } = (await response.json()) as { actionResult: { attachmentId: string } };
      requests.push({ userActionId: response.request().headers()[USER_ACTION_HEADER.toLowerCase()], attachmentId: actionResult.attachmentId });
    });
    await page.getByTestId('attach-input').setInputFiles([
      { name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from(`The first file ${Date.now()}`) },
      { name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from(`The second file ${Date.now()}`) },
    ]);
    await expect.poll(() => requests.length, { timeout: 15000 }).toBe(2);

    const actionIds = requests.map((request) => request.userActionId);
    expect(actionIds.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
    expect(new Set(actionIds).size).toBe(2);
    for (const { userActionId, attachmentId } of requests) {
      const description = await suite.api.temporal.workflow.getHandle(processAttachmentWorkflowId(attachmentId)).describe();
      expect(description.searchAttributes[SEARCH_ATTRIBUTES.userActionId]).toEqual([userActionId]);
    }
    await context.close();
  }, 120_000);
});
