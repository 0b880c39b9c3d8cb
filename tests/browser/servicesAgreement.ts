import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import type { FrameLocator, Page } from 'playwright-core';
import { PLAYGROUND_TEXTS, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';

const cell = (...children: (string | Table)[]) => new TableCell({ children: children.map((child) => (typeof child === 'string' ? new Paragraph(child) : child)) });
const row = (...cells: TableCell[]) => new TableRow({ children: cells });

/** The paragraphs of the services agreement, in order; the fee table sits after FEES_CLAUSE. */
export const SERVICES_AGREEMENT = {
  title: 'SERVICES AGREEMENT',
  services: '1. Services',
  services1: '1.1 The Supplier shall provide the Services to the Client.',
  fees: '2. Fees',
  feesClause: '2.1 The Client shall pay the fees below within thirty (30) days of each invoice.',
  term: '3. Term',
  term1: "3.1 Either party may end this Agreement on thirty (30) days' notice.",
  law: '4. Law',
  law1: '4.1 This Agreement is governed by the laws of England and Wales.',
} as const;

/**
 * A services agreement as a lawyer's .docx (issue 29): clauses 1-4 typed with their numbers, and a fee table whose
 * cells hold 'GBP 250 per hour' and 'thirty (30) days', one of them in a table nested in a cell; optionally a schedule.
 */
export async function servicesAgreementDocx(options: { scheduleItems?: number } = {}): Promise<Buffer> {
  const text = SERVICES_AGREEMENT;
  const nested = new Table({ rows: [row(cell('At cost'), cell('within thirty (30) days'))] });
  const fees = new Table({
    rows: [
      row(cell('Service'), cell('Rate'), cell('Payment')),
      row(cell('Legal advice'), cell('GBP 250 per hour'), cell('thirty (30) days')),
      row(cell('Expenses'), cell(nested, ''), cell('Monthly')),
    ],
  });
  const paragraphs = (...lines: string[]) => lines.map((line) => new Paragraph(line));
  const document = new Document({
    creator: 'Arcline tests',
    sections: [
      {
        children: [
          ...paragraphs(text.title, text.services, text.services1, text.fees, text.feesClause),
          fees,
          ...paragraphs(text.term, text.term1, text.law, text.law1),
          // A long schedule makes the first sync and indexing take a while (150 paragraphs per read, 200 ms apart).
          ...Array.from({ length: options.scheduleItems ?? 0 }, (_, index) => new Paragraph(`Schedule item ${index + 1}: the Supplier keeps a record of the Services.`)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The playground with the services agreement open (and indexed, unless asked not to wait). */
export async function openServicesAgreement(
  page: Page,
  apiUrl: string,
  fileName: string,
  options: { scheduleItems?: number; waitForIndexing?: boolean } = {},
): Promise<{ pane: FrameLocator }> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${apiUrl}${WEB_ROUTES.playground}`);
  const documentView = page.getByTestId('playground-document');
  await documentView.locator('p').first().waitFor({ timeout: 30000 });
  const buffer = await servicesAgreementDocx({ scheduleItems: options.scheduleItems });
  await page.getByTestId('playground-open').setInputFiles({ name: fileName, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer });
  await documentView.locator('p', { hasText: SERVICES_AGREEMENT.feesClause }).waitFor();
  const pane = page.frameLocator(`iframe[title="${PLAYGROUND_TEXTS.paneTitle}"]`);
  await pane.getByTestId('prompt-input').waitFor({ timeout: 30000 });
  if (options.waitForIndexing !== false) await pane.getByRole('status').filter({ hasText: SHELL_TEXTS.indexingStatus['working-but-idle'] }).waitFor({ timeout: 45000 });
  return { pane };
}
