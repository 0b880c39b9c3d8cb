import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type Playbook } from '@arcline/shared';
import { fakeResponses } from '../../../test-support/fakeAnthropicServer';
import { DOCUMENT_ID, TEST_USER, createTestProviders, partIdOf, type TestProviders } from '../../../test-support/testProviders';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'p', companyId: 'c', version: 3 };

describe('review against a playbook with Claude (the real SDK against the fake Messages API)', () => {
  let env: TestProviders;
  const lawQuote = 'This Agreement shall be governed by the laws of the State of Texas.';
  beforeAll(async () => {
    env = await createTestProviders();
  });
  afterAll(() => env.close());
  beforeEach(() => env.fake.reset());
  const lawParagraph = () => env.contracts.distributor.paragraphs.findIndex((paragraph) => paragraph.includes(lawQuote));

  it('forces report_playbook_review with the playbook in the context; findings carry topic, verdict, verified quote and wording', async () => {
    env.fake.enqueue(
      fakeResponses.toolUse('report_playbook_review', {
        findings: [
          { topicId: 'governing-law', verdict: 'unacceptable', passage: `P${lawParagraph() + 1}`, quote: lawQuote, explanation: 'Texas is not an accepted law.', proposedText: 'This Agreement shall be governed by the laws of the State of New York.' },
          { topicId: 'liability-cap', verdict: 'standard', passage: 'P1', quote: 'Liability is capped at twelve months of fees.', explanation: 'Invented.' },
        ],
      }),
    );
    const review = await env.claude.reviewDocument({ userId: TEST_USER, documentId: DOCUMENT_ID, playbook });
    const body = env.fake.requests[0]!.body as { tool_choice: unknown; system: { text: string }[] };
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'report_playbook_review' });
    expect(body.system.map((part) => part.text).join('\n')).toContain('<topic id="governing-law" title="Governing law">');

    expect(review.summary).toMatch(/^Reviewed against "Commercial agreements — standard positions" \(version 3\)/);
    expect(review.findings.map((finding) => finding.topicId)).toEqual(playbook.topics.map((topic) => topic.id));
    expect(review.findings[0]).toMatchObject({
      topicId: 'governing-law',
      verdict: 'unacceptable',
      quote: lawQuote,
      paragraphIds: [partIdOf(lawParagraph())],
      proposedText: 'This Agreement shall be governed by the laws of the State of New York.',
    });
    // The invented quote does not stand: no verdict is kept without it.
    expect(review.findings[1]).toMatchObject({ topicId: 'liability-cap', verdict: 'needs review', quote: undefined, paragraphIds: [] });
    expect(review.findings[2]).toMatchObject({ topicId: 'indemnity', verdict: 'needs review' });
  });

  it("fits the model's own wording to the contract as the playbook's wording is: its names for the parties, the clause's number and heading (issue 32, 32w)", async () => {
    const assignment = env.contracts.distributor.paragraphs.findIndex((paragraph) => paragraph.startsWith('9.07.'));
    const quote = env.contracts.distributor.paragraphs[assignment]!;
    env.fake.enqueue(
      fakeResponses.toolUse('report_playbook_review', {
        findings: [
          {
            topicId: 'assignment',
            verdict: 'unacceptable',
            passage: `P${assignment + 1}`,
            quote,
            explanation: 'Only the Distributor needs consent; the Company may assign freely.',
            proposedText: 'The Supplier shall not assign this Agreement without the prior written consent of the Customer.',
          },
        ],
      }),
    );
    const review = await env.claude.reviewDocument({ userId: TEST_USER, documentId: DOCUMENT_ID, playbook: { ...playbook, actingFor: 'Distributor' } });
    const finding = review.findings.find((each) => each.topicId === 'assignment')!;
    expect(finding).toMatchObject({ verdict: 'unacceptable', quote, paragraphIds: [partIdOf(assignment)] });
    // Before, the wording went in as the model wrote it: "The Supplier … of the Customer", names this contract never
    // defines (the integrity check flagged them), and the redline deleted "9.07.  Successors and Assigns.".
    expect(finding.proposedText).toBe('9.07. Successors and Assigns. Company shall not assign this Agreement without the prior written consent of Distributor.');
    expect(finding.explanation).not.toContain('"Supplier"');
  });
});
