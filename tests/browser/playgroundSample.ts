import type { FrameLocator, Page } from 'playwright-core';
import { PLAYGROUND_TEXTS, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';

/** The playground with its sample contract indexed; its task pane. */
export async function openSample(page: Page, apiUrl: string): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${apiUrl}${WEB_ROUTES.playground}`);
  await page.getByTestId('playground-document').locator('p').first().waitFor({ timeout: 30000 });
  const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
  await pane.getByTestId('prompt-input').waitFor({ timeout: 30000 });
  await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 45000 });
  return pane;
}
