import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { FIRST_SCREEN, MATRIX_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { ensureWebBuild } from '../../scripts/stack/webBuild';
import { insertIndexedAttachments } from '../harness/matrixCorpus';
import { loggedInPage } from './loggedInPage';

/** The production build, shared with productionBuild.test.ts and firstScreenStart.test.ts. */
const dist = path.join(tmpdir(), 'arcline-test-web-dist');

/**
 * The render that makes the hydrated first screen clickable (issue 31): it gives the server's cells their buttons and
 * nothing more; the rows and columns beyond the view (the table's overscan) come in a later render, after that frame.
 */
describe("the first screen's clickable render", () => {
  beforeAll(async () => {
    await ensureWebBuild(() => undefined, dist);
  }, 180_000);
  const suite = chromiumSuite({ env: { WEB_DIST: dist } });

  it('adds the buttons to the rows in view first, and the rows and columns out of view after', async () => {
    const { page, context, token, user } = await loggedInPage(suite.browser, suite.api);
    await page.setViewportSize({ width: 1400, height: 900 });
    const created = await suite.api.request('/api/matrices', { method: 'POST', token, json: { name: 'Overscan later' } });
    const { entity } = (await created.json()) as { entity: { id: string } };
    // More rows and columns than the screen shows: the table has rows and columns to add beyond the view.
    for (const name of ['Law', 'Term', 'Parties', 'Venue', 'Notice', 'Cap', 'Renewal', 'Assignment']) {
      await suite.api.request('/api/matrices/columns', { method: 'POST', token, json: { matrixId: entity.id, name, queryType: 'CUSTOM', customQuery: `${name}?` } });
    }
    const db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 2 });
    try {
      const attachmentIds = await insertIndexedAttachments(db, user.id, 24);
      await suite.api.request('/api/matrices/documents', { method: 'POST', token, json: { matrixId: entity.id, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) } });
      await db.query(`update matrix_elements set status = 'COMPLETED', refine_result = 'Texas law (overscan)', result = 'Clause 12.', error = null where matrix_id = $1`, [entity.id]);
    } finally {
      await db.end();
    }
    await context.addCookies([{ name: FIRST_SCREEN.cookie, value: token, url: suite.api.url, httpOnly: true, sameSite: 'Strict' }]);
    // In the page, before its scripts: the result cells the server sent, and the result cells in the page when the
    // first "View details" button is added (a mutation observer's callback: the DOM of that one commit).
    await context.addInitScript(
      ({ viewDetails }) => {
        const state = window as unknown as Record<string, unknown>;
        const cells = () => document.querySelectorAll('[data-matrix-cell="result"]').length;
        document.addEventListener('DOMContentLoaded', () => {
          state.servedCells = cells();
        });
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`[data-matrix-cell="result"] button[aria-label="${viewDetails}"]`)) return;
          state.cellsWithFirstButtons = cells();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      { viewDetails: MATRIX_TEXTS.viewDetails },
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${suite.api.url}/matrix/${entity.id}`);
    await page.waitForFunction(() => (window as unknown as { cellsWithFirstButtons?: number }).cellsWithFirstButtons !== undefined);
    const { servedCells, cellsWithFirstButtons } = await page.evaluate(() => {
      const seen = window as unknown as { servedCells?: number; cellsWithFirstButtons?: number };
      return { servedCells: seen.servedCells, cellsWithFirstButtons: seen.cellsWithFirstButtons };
    });
    // The server's screen has the cells in view only (several rows and columns, not all 24 × 8).
    expect(servedCells).toBeGreaterThan(8);
    expect(servedCells).toBeLessThan(24 * 8);
    // Then, once the page has settled, the overscan: more cells (rows below and columns to the right) than that render
    // had, each with its buttons. (Before, the one render gave the buttons and the overscan: the same cells.)
    await page.waitForTimeout(1500);
    const cells = await page.locator('[data-matrix-cell="result"]').count();
    expect(cells).toBeGreaterThan(cellsWithFirstButtons!);
    expect(await page.locator(`[data-matrix-cell="result"] button[aria-label="${MATRIX_TEXTS.viewDetails}"]`).count()).toBe(cells);
    // The table still works: a cell's detail opens.
    await page.locator(`[data-matrix-cell="result"] button[aria-label="${MATRIX_TEXTS.viewDetails}"]`).first().click();
    await page.getByTestId('matrix-cell-detail').getByText('Texas law (overscan)').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
