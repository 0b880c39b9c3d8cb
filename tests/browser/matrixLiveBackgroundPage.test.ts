import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Request, Route } from 'playwright-core';
import { chromiumSuite } from '../harness/browser';
import { workbenchPage } from './workbenchPage';

const DOCUMENTS = 300;
const COLUMNS = 3;
/** The live interval (5 s) with room for a loaded machine. */
const SEEN_WITHIN = 60_000;

/** Documents already read and their cells answered, written in one statement each (no workflows: the cells are there). */
async function addAnsweredDocuments(db: pg.Pool, matrixId: string, userId: string, count: number, first: number): Promise<void> {
  const attachmentIds = Array.from({ length: count }, () => randomUUID());
  await db.query(
    `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
     select t.id, $1, 'Contract ' || lpad((t.n + $3)::text, 4, '0') || '.pdf', 1, 'application/pdf', replace(t.id::text, '-', ''), 'live/' || t.id, 'COMPLETED', 1
     from unnest($2::uuid[]) with ordinality as t(id, n)`,
    [userId, attachmentIds, first],
  );
  await db.query(
    `insert into matrix_documents (matrix_id, attachment_id, created_at)
     select $1, t.id, clock_timestamp() + t.n * interval '1 microsecond' from unnest($2::uuid[]) with ordinality as t(id, n)`,
    [matrixId, attachmentIds],
  );
  await db.query(
    `insert into matrix_elements (matrix_id, document_id, column_id, status, refine_result, result)
     select $1, d.id, c.id, 'COMPLETED', 'Texas', 'The laws of the State of Texas govern.'
     from matrix_documents d join matrix_columns c on c.matrix_id = d.matrix_id
     where d.matrix_id = $1 and d.attachment_id = any($2::uuid[])`,
    [matrixId, attachmentIds],
  );
}

describe('An open matrix page merges a background page of rows that was in flight when rows changed elsewhere, in Chromium (issue 31, 31l)', () => {
  const suite = chromiumSuite();

  it('puts the page in by its rows\' ids, with no reload and no page of rows asked again', async () => {
    const { page, context, me, user } = await workbenchPage(suite.browser, suite.api);
    const db = new pg.Pool({ connectionString: suite.api.config.DATABASE_URL, max: 2 });
    try {
      const matrix = await me.createMatrix('A background page in flight');
      for (let index = 0; index < COLUMNS; index += 1) await me.addColumn(matrix.id, { name: `Q${index + 1}`, queryType: 'CUSTOM', customQuery: `Question ${index + 1}?` });
      await addAnsweredDocuments(db, matrix.id, user.id, DOCUMENTS, 0);

      // The page's calls for pages of rows, and the first background page held once the server has answered it: it
      // reaches the page only after the page has learnt of a document added elsewhere.
      const rowPages: string[] = [];
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname === `/api/matrices/${matrix.id}` && url.searchParams.has('limit')) rowPages.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`);
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(
        (url) => url.pathname === `/api/matrices/${matrix.id}` && url.searchParams.get('offset') !== '0' && url.searchParams.has('limit'),
        async (route: Route) => {
          if (held) return route.continue();
          held = true;
          const response = await route.fetch();
          await released;
          await route.fulfill({ response });
        },
      );

      await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
      await page.locator('[data-matrix-cell="document"]').first().waitFor();
      await expect.poll(() => held, { timeout: SEEN_WITHIN }).toBe(true);

      // A document added elsewhere; the page's changes call brings it (with every id: it has rows not loaded yet).
      const rowsCame = page.waitForResponse(async (response) => response.url().includes(`/api/matrices/${matrix.id}/changes`) && Boolean((await response.json()).entity?.rows), {
        timeout: SEEN_WITHIN,
      });
      await addAnsweredDocuments(db, matrix.id, user.id, 1, DOCUMENTS);
      await rowsCame;
      const beforeRelease = rowPages.length;
      release();

      // The added document's row comes, the rest of the rows load, and nothing reloads: before, the held page's older
      // shape reloaded the rows in view (offset 0) and every background page again (offset 40).
      await page.locator('[data-matrix-cell="document"]').first().hover();
      await page.mouse.wheel(0, 200_000);
      await expect.poll(() => page.getByText(`Contract ${String(DOCUMENTS + 1).padStart(4, '0')}.pdf`).count(), { timeout: SEEN_WITHIN }).toBe(1);
      await expect.poll(() => page.getByText(`Contract ${String(DOCUMENTS).padStart(4, '0')}.pdf`).count(), { timeout: SEEN_WITHIN }).toBe(1);
      await page.waitForTimeout(6000);
      const after = rowPages.slice(beforeRelease);
      expect(after.filter((call) => call.startsWith('0+') || call.startsWith('40+'))).toEqual([]);
      // The held page's rows are in: back in the middle, no page of rows is asked for them.
      await page.mouse.wheel(0, -200_000);
      await page.mouse.wheel(0, 6000);
      await page.waitForTimeout(1500);
      // (The rows from 290 on, the last page's, may be asked for in view when the scroll reaches them first.)
      expect(rowPages.slice(beforeRelease).filter((call) => Number(call.split('+')[0]) < 280)).toEqual([]);
    } finally {
      await db.end();
      await context.close();
    }
  }, 240_000);
});
