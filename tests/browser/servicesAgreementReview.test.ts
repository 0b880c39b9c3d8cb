import { describe, expect, it } from 'vitest';
import { REVIEW_TEXTS, STARTER_PROMPTS } from '@arcline/shared';
import { chromiumSuite } from '../harness/browser';
import { loggedInPage } from './loggedInPage';
import { SERVICES_AGREEMENT, openServicesAgreement } from './servicesAgreement';

/**
 * The services agreement in the playground, offline engine (issue 29 findings 5 and 8): Review document flags "the
 * Client", used as a defined term and never defined, and the starter overview quotes a provision under each numbered
 * heading, which Word keeps on a paragraph of its own.
 */
describe('review and starter overview of a services agreement (playground)', () => {
  const suite = chromiumSuite();

  it('flags the undefined Client and gives key provisions in the overview', async () => {
    const { page, context } = await loggedInPage(suite.browser, suite.api);
    const { pane } = await openServicesAgreement(page, suite.api.url, 'services-review.docx');

    await pane.getByRole('button', { name: STARTER_PROMPTS.documentOverview.label }).click();
    const overview = pane.locator('[data-type="chat-response-only"]');
    await overview.waitFor({ timeout: 60000 });
    const overviewText = (await overview.textContent()) ?? '';
    for (const provision of [SERVICES_AGREEMENT.services1, SERVICES_AGREEMENT.feesClause, SERVICES_AGREEMENT.term1, SERVICES_AGREEMENT.law1]) {
      expect(overviewText, overviewText).toContain(`"${provision}"`);
    }

    await pane.getByRole('button', { name: REVIEW_TEXTS.reviewButton }).click();
    const panel = pane.getByTestId('document-review');
    await panel.and(pane.locator('[data-phase="reviewed"]')).waitFor({ timeout: 60000 });
    const findings = await panel.getByTestId('review-finding').allTextContents();
    expect(findings.some((finding) => finding.includes('"Client" is used like a defined term but never defined')), findings.join('\n')).toBe(true);
    await context.close();
  }, 180_000);
});
