import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, INTEGRITY_TEXTS, playbookInputSchema, type Playbook } from '@arcline/shared';
import type { ContextPassage } from '../types';
import type { PassageStore } from '../retrieval';
import type { ToolCall } from './toolCall';
import { createToolTaskProvider } from './toolTaskProvider';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const payment = DEMO_PLAYBOOK.topics.find((topic) => topic.id === 'payment-terms')!;

/** Agape's 5.4 (CUAD train) in cell (3,2) of a table whose row above defines "Products", as a draft sent back has it. */
const CLAUSE = '5.4 Payment terms Unless separate payment terms are agreed to outside of this Agreement, Buyer shall pay each invoice within fifteen (15) days of its date.';
const DEFINITION = '"Products" means the goods listed in Schedule 1.';
const CELLS = [
  { id: 'cell-0-0', text: 'Clause' },
  { id: 'cell-0-1', text: 'Text' },
  { id: 'cell-1-0', text: 'Definitions' },
  { id: 'cell-1-1', text: DEFINITION },
  { id: 'cell-2-0', text: 'Agreed' },
  { id: 'cell-2-1', text: CLAUSE },
];
const passage = (ordinal: number, partId: string, text: string, cellParagraphs?: ContextPassage['cellParagraphs']): ContextPassage => ({
  sourceType: 'document',
  sourceId: 'draft',
  sourceName: 'Document',
  partId,
  ordinal,
  text,
  ...(cellParagraphs ? { cellParagraphs } : {}),
});
/** The document as the sync stores it: a table is one part, its text the flattened table, its cells' paragraphs listed. */
const DOCUMENT: ContextPassage[] = [
  passage(0, 'para-0', 'SUPPLY AGREEMENT between Seller and Buyer.'),
  passage(1, 'cell-0-0', 'Clause | Text\nDefinitions | ' + DEFINITION + '\nAgreed | ' + CLAUSE, CELLS),
  passage(2, 'para-2', 'Seller shall deliver the Products to Buyer. Buyer shall inspect the Products on delivery.'),
];

/** The model's wording in the contract's names (Buyer), as the instructions ask. */
const WORDING = payment.standardWording.replaceAll('The Customer', 'Buyer');

/** The model engine over that document, its answer scripted: the payment clause quoted from the passage holding it. */
function modelReview() {
  const calls: { context: string }[] = [];
  const store: PassageStore = {
    search: async () => [],
    loadSources: async () => DOCUMENT,
  };
  const provider = createToolTaskProvider({
    engine: 'claude',
    model: 'test-model',
    store,
    logger: { info: () => {}, warn: () => {} },
    maxContextChars: 300_000,
    research: async () => {
      throw new Error('not used');
    },
    async callTool<T>(call: ToolCall<T>) {
      const context = call.context ?? '';
      calls.push({ context });
      // The model names the passage that holds the clause, as the context labels it.
      const label = [...context.matchAll(/<passage id="(P\d+)"[^>]*>([^]*?)<\/passage>/g)].find((match) => match[2]!.includes('5.4 Payment terms'))![1];
      const value = {
        findings: [{ topicId: payment.id, verdict: 'unacceptable', passage: label, quote: CLAUSE, explanation: 'Fifteen days is less than thirty.', proposedText: WORDING }],
      };
      return { value: value as T, usage: { inputTokens: 1, outputTokens: 1 } };
    },
  });
  return { provider, calls };
}

describe('the model engine reviews a Word table cell by cell (issue 32, 32w), as the rules engine does', () => {
  it('gives the model each cell as a passage of its own, and anchors the finding at the cell', async () => {
    const { provider, calls } = modelReview();
    const review = await provider.reviewDocument({ userId: 'user', documentId: 'draft', playbook });
    const context = calls[0]!.context;
    // The cell is a passage, with its own paragraph id; the flattened table is not.
    expect(context).toContain(`paragraphId="cell-2-1">${CLAUSE}</passage>`);
    expect(context).not.toContain('Clause | Text');
    expect(context).toContain(`paragraphId="cell-1-1">${DEFINITION}</passage>`);
    const finding = review.findings.find((each) => each.topicId === payment.id)!;
    expect(finding).toMatchObject({ verdict: 'unacceptable', quote: CLAUSE, paragraphIds: ['cell-2-1'] });
  });

  it("reads the integrity of the proposed wording in the cell it replaces, not the whole table (the other cell's definition stays)", async () => {
    const { provider } = modelReview();
    const review = await provider.reviewDocument({ userId: 'user', documentId: 'draft', playbook });
    const finding = review.findings.find((each) => each.topicId === payment.id)!;
    expect(finding.explanation).toBe('Fifteen days is less than thirty.');
    expect(finding.explanation).not.toContain(INTEGRITY_TEXTS.heading);
  });
});
