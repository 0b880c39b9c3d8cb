import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS, MATRIX_TEXTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { CONTRACTS, uploadContracts } from '../matrixSupport';
import { workbenchPage } from './workbenchPage';

const [DISTRIBUTOR, SERVICES, SUPPLY] = CONTRACTS;

describe('Ask the matrix with absolute dates, in Chromium (issue 31, 31o)', () => {
  const suite = chromiumSuite();

  it('compares "after 2015-01-01" and "before 1st June 2015" with each Term end cell\'s typed date', async () => {
    const { page, context, token, me, shot } = await workbenchPage(suite.browser, suite.api);
    const matrix = await me.createMatrix('Term ends asked about');
    await me.addDocuments(matrix.id, await uploadContracts(suite.api, token, [DISTRIBUTOR, SERVICES, SUPPLY]));
    const term = await me.addColumn(matrix.id, { name: 'Term end', queryType: 'CUSTOM', customQuery: 'When does the agreement end?', answerKind: 'date' });
    const detail = await me.waitUntilSettled(matrix.id, 90000);
    // What the cells say, as the table filters them: each row's typed date (null when the cell holds none).
    const ends = new Map(detail.rows.map((row) => [row.document.name, row.cells[term.id]?.typedValue ?? null]));
    expect(ends.get(DISTRIBUTOR)).toBe('2015-05-31');
    const withEnd = (test: (day: string) => boolean) => detail.rows.map((row) => row.document.name).filter((name) => typeof ends.get(name) === 'string' && test(ends.get(name) as string));

    await page.goto(`${suite.api.url}/matrix/${matrix.id}`);
    await page.locator('[data-matrix-cell="document"]').nth(2).waitFor();
    const ask = page.getByTestId('matrix-ask');
    const answer = page.getByTestId('matrix-ask-answer');
    const askQuestion = async (question: string) => {
      await ask.getByRole('textbox', { name: MATRIX_ASK_TEXTS.title }).fill(question);
      await ask.getByRole('button', { name: MATRIX_ASK_TEXTS.ask, exact: true }).click();
      await expect.poll(async () => (await answer.count()) > 0 && (await answer.getAttribute('data-question')) !== 'seen', { timeout: 30000 }).toBe(true);
      const text = await answer.innerText();
      await answer.evaluate((element) => element.setAttribute('data-question', 'seen'));
      return text;
    };

    // An ISO date is that day: the distributor's term (May 31, 2015) ends after 1 January 2015. Read as "after 2015"
    // (the year's last day) before, it was left out.
    const after = withEnd((day) => day > '2015-01-01');
    expect(after).toContain(DISTRIBUTOR);
    const afterText = await askQuestion('Which contracts end after 2015-01-01?');
    expect(afterText).toContain(MATRIX_ASK_TEXTS.matches(after.length, 3));
    for (const name of after) expect(afterText).toContain(name);
    // Each match cites its Term end cell, which opens with the cell's detail.
    await answer.getByRole('button', { name: MATRIX_ASK_TEXTS.openCell(DISTRIBUTOR, term.name) }).click();
    const panel = page.getByTestId('matrix-cell-detail');
    await panel.waitFor();
    await shot('ask-absolute-iso');
    await panel.getByRole('button', { name: MATRIX_TEXTS.closeDetails }).click();

    // An ordinal day, refused before.
    const before = withEnd((day) => day < '2015-06-01');
    const beforeText = await askQuestion('Which contracts end before 1st June 2015?');
    expect(beforeText).not.toBe(MATRIX_ASK_TEXTS.cannotAnswer);
    expect(beforeText).toContain(before.length === 0 ? MATRIX_ASK_TEXTS.noMatch : MATRIX_ASK_TEXTS.matches(before.length, 3));
    for (const name of before) expect(beforeText).toContain(name);
    await shot('ask-absolute-ordinal');
    await context.close();
  }, 240_000);
});
