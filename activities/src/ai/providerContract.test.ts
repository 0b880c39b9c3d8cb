import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STARTER_PROMPTS } from '@arcline/shared';
import { NOT_FOUND, UnsupportedByEngineError, type AiProvider, type Citation } from './types';
import { parseHighlighted, verifyQuote } from './quotes';
import { fakeResponses } from '../../test-support/fakeAnthropicServer';
import { fakeCompletions } from '../../test-support/fakeOpenAiServer';
import {
  ATTACHMENT_ID,
  DOCUMENT_ID,
  OTHER_ATTACHMENT_ID,
  TEST_USER,
  createTestProviders,
  partIdOf,
  type TestProviders,
} from '../../test-support/testProviders';
import type { TestContractName } from '../../test-support/testContracts';

/**
 * What every provider promises, checked against each: the offline engine as it is, Claude (the real SDK) through the
 * fake Messages API, and a self-hosted model (the real openai SDK) through the fake chat completions API, with
 * answers scripted the way the models give them.
 */
describe.each(['local', 'claude', 'selfHosted'] as const)('AI provider contract: %s', (engine) => {
  let env: TestProviders;
  let provider: AiProvider;

  beforeAll(async () => {
    env = await createTestProviders();
    provider = env[engine];
  });
  afterAll(() => env.close());
  beforeEach(() => {
    env.fake.reset();
    env.fakeLlm.reset();
  });

  /** The model's call of the task's tool, for the engines with a model; the local engine needs none. */
  const scriptTool = (name: string, input: unknown) => {
    if (engine === 'claude') env.fake.enqueue(fakeResponses.toolUse(name, input));
    if (engine === 'selfHosted') env.fakeLlm.enqueue(fakeCompletions.toolCall(name, input));
  };
  const paragraphsOf = (contract: TestContractName) => env.contracts[contract].paragraphs;
  const indexOf = (contract: TestContractName, text: string) => {
    const index = paragraphsOf(contract).findIndex((paragraph) => paragraph.includes(text));
    if (index < 0) throw new Error(`"${text}" is not in the ${contract} contract`);
    return index;
  };
  const sourceTextOf = (citation: Citation) =>
    paragraphsOf('distributor')[citation.ordinal] ?? '';

  function expectVerbatim(citations: Citation[]) {
    for (const citation of citations) {
      expect(citation.verified).toBe(true);
      expect(citation.sourceId).not.toBe(OTHER_ATTACHMENT_ID);
      expect(verifyQuote(citation.quote, sourceTextOf(citation))).toBe(true);
    }
  }

  it('answers from the attachments with citations that quote them verbatim', async () => {
    const lawQuote = 'This Agreement shall be governed by the laws of the State of Texas.';
    scriptTool('give_answer', {
      answer: 'The agreement is governed by Texas law (section 9.05).',
      citations: [{ passage: `P${indexOf('distributor', lawQuote) + 1}`, quote: lawQuote }],
    });
    const result = await provider.answerQuestion({
      userId: TEST_USER,
      question: 'Which law governs the agreement?',
      attachmentIds: [ATTACHMENT_ID],
      chatHistory: [],
    });
    expect(result.engine).toBe(engine);
    expect(result.answer.length).toBeGreaterThan(0);
    expect(result.citations.some((citation) => citation.quote.includes('governed by the laws of the State of Texas'))).toBe(true);
    expect(result.citations.every((citation) => citation.sourceId === ATTACHMENT_ID)).toBe(true);
    expectVerbatim(result.citations);
  });

  it("never cites a quote that is not in the user's own sources", async () => {
    scriptTool('give_answer', {
      answer: 'The agreement is governed by Delaware law.',
      citations: [
        { passage: 'P1', quote: 'This Agreement shall be governed by the laws of the State of Delaware.' },
        { passage: 'P3', quote: 'The Distributor may assign this Agreement freely.' },
      ],
    });
    const result = await provider.answerQuestion({
      userId: TEST_USER,
      question: 'Is the agreement governed by the laws of Delaware?',
      attachmentIds: [ATTACHMENT_ID],
      chatHistory: [],
    });
    expect(result.citations.map((citation) => citation.quote)).not.toContain('This Agreement shall be governed by the laws of the State of Delaware.');
    expect(result.citations.map((citation) => citation.quote)).not.toContain('The Distributor may assign this Agreement freely.');
    expectVerbatim(result.citations);
  });

  it('cites nothing when the sources do not answer', async () => {
    scriptTool('give_answer', { answer: 'The attached documents do not mention cryptocurrency mining.', citations: [] });
    const result = await provider.answerQuestion({
      userId: TEST_USER,
      question: 'cryptocurrency mining',
      attachmentIds: [ATTACHMENT_ID],
      chatHistory: [],
    });
    expect(result.citations).toEqual([]);
    expect(result.answer).toMatch(/not|no /i);
  });

  it('answers the overview starter prompt about the open document with verbatim citations', async () => {
    const termQuote = 'The term of this Agreement shall terminate on May 31, 2015, unless sooner terminated.';
    scriptTool('give_answer', {
      answer: '**Distributor agreement** between Snotarator LLC and SMSA Ballinger Acquisition Corp., dated August 1, 2013 …',
      citations: [{ passage: `P${indexOf('distributor', termQuote) + 1}`, quote: termQuote }],
    });
    const result = await provider.answerQuestion({
      userId: TEST_USER,
      question: STARTER_PROMPTS.documentOverview.prompt,
      attachmentIds: [],
      documentId: DOCUMENT_ID,
      chatHistory: [],
    });
    expect(result.answer).toContain('Snotarator LLC');
    expect(result.citations.length).toBeGreaterThan(0);
    expect(result.citations.every((citation) => citation.sourceId === DOCUMENT_ID && citation.partId === partIdOf(citation.ordinal))).toBe(true);
    expectVerbatim(result.citations);
  });

  it('answers a question in Word with a question action', async () => {
    const quote = 'Distributor shall not assign this Agreement or any rights or obligations hereunder without the prior written consent of the Company.';
    scriptTool('respond_in_word', {
      action: 'question',
      responseText: 'Only with the prior written consent of the Company (section 9.07).',
      inferredContext: 'section 9.07',
      citations: [{ passage: `P${indexOf('distributor', quote) + 1}`, quote }],
    });
    const result = await provider.chatInWord({
      userId: TEST_USER,
      question: 'Can the distributor assign the agreement?',
      attachmentIds: [],
      documentId: DOCUMENT_ID,
      chatHistory: [],
    });
    expect(result.action.type).toBe('question');
    expect(result.action.responseText).toMatch(/consent/);
    expectVerbatim(result.citations);
  });

  const MATRIX_CASES: {
    contract: TestContractName;
    query: string;
    refineResult: string;
    /** Text the highlighted quote must contain; null when the answer is Not found. */
    quote: string | null;
  }[] = [
    { contract: 'distributor', query: 'What law governs this agreement?', refineResult: 'Texas', quote: 'governed by the laws of the State of Texas' },
    { contract: 'distributor', query: 'What is the date of the agreement?', refineResult: '1st day of August, 2013 (2013-08-01)', quote: 'made this 1st day of August, 2013' },
    {
      contract: 'distributor',
      query: 'Who are the parties to the agreement?',
      refineResult: 'Snotarator LLC ("Company"); SMSA Ballinger Acquisition Corp. ("Distributor")',
      quote: 'by and between Snotarator LLC',
    },
    { contract: 'distributor', query: 'What is the term of the agreement?', refineResult: 'May 31, 2015 (2015-05-31)', quote: 'shall terminate on May 31, 2015' },
    { contract: 'distributor', query: 'Is there a confidentiality obligation?', refineResult: 'Yes', quote: 'maintain in confidence' },
    { contract: 'distributor', query: 'Can the distributor assign the agreement?', refineResult: 'Only with consent', quote: 'without the prior written consent of the Company' },
    { contract: 'distributor', query: 'What does the agreement say about cryptocurrency mining?', refineResult: NOT_FOUND, quote: null },
    { contract: 'supply', query: 'What law governs this agreement?', refineResult: 'England', quote: 'governed by the Laws of England' },
    { contract: 'supply', query: 'What is the date of the agreement?', refineResult: '15th day of January 2018 (2018-01-15)', quote: 'day of January 2018' },
    {
      contract: 'contentLicense',
      query: 'Who are the parties to the agreement?',
      refineResult: 'WPT Enterprises, Inc. ("WPT"); ZYNGA INC. ("Zynga US"); ZYNGA GAME IRELAND LIMITED ("Zynga Ireland")',
      quote: 'by and between WPT Enterprises, Inc.',
    },
    { contract: 'contentLicense', query: 'What is the term of the agreement?', refineResult: '3 years from February 1, 2018, ending February 1, 2021 (2021-02-01), computed', quote: 'in effect for three (3) years' },
    { contract: 'contentLicense', query: 'Governing law', refineResult: 'California', quote: 'laws of the State of California' },
  ];

  it.each(MATRIX_CASES)('extracts a matrix cell: $contract / $query', async ({ contract, query, refineResult, quote }) => {
    scriptTool(
      'record_cell',
      quote
        ? { found: true, paragraphNumber: indexOf(contract, quote) + 1, quote, refineResult, reasoning: `The answer is in the paragraph quoted.` }
        : { found: false, refineResult: NOT_FOUND, reasoning: 'The document does not mention it.' },
    );
    const paragraphs = paragraphsOf(contract);
    const cell = await provider.extractMatrixCell({ query, columnName: query, documentName: env.contracts[contract].fileName, paragraphs });
    expect(cell.refineResult).toBe(refineResult);
    expect(cell.result.length).toBeGreaterThan(0);
    if (!quote) {
      expect(cell.referenceResult).toBe('');
      return;
    }
    const highlighted = parseHighlighted(cell.referenceResult);
    expect(highlighted.quote).toContain(quote);
    expect(verifyQuote(highlighted.passage, paragraphs.join('\n\n'))).toBe(true);
    expect(verifyQuote(highlighted.quote, paragraphs.join('\n\n'))).toBe(true);
  });

  it('reviews the open document with findings that name its paragraphs', async () => {
    const blank = paragraphsOf('distributor').findIndex((paragraph) => paragraph.includes('____'));
    scriptTool('report_review', {
      summary: 'A short distributor agreement with a few gaps.',
      findings: [
        {
          severity: 'medium',
          title: 'Blanks left to fill in',
          explanation: 'The price list has an unfilled line.',
          paragraphIds: [partIdOf(blank)],
          quote: '____________________________________',
        },
      ],
    });
    const review = await provider.reviewDocument({ userId: TEST_USER, documentId: DOCUMENT_ID });
    expect(review.summary.length).toBeGreaterThan(0);
    const finding = review.findings.find((candidate) => /blank/i.test(candidate.title));
    expect(finding?.paragraphIds).toContain(partIdOf(blank));
    for (const each of review.findings) {
      for (const id of each.paragraphIds) expect(id).toMatch(/^para-\d+$/);
      if (each.quote) expect(verifyQuote(each.quote, paragraphsOf('distributor').join('\n'))).toBe(true);
    }
  });

  it('researches on the web with Claude, and says honestly that the other engines cannot', async () => {
    env.fake.enqueue(
      fakeResponses.webSearch({
        query: 'Texas choice of law clause enforceability',
        results: [{ title: 'Tex. Bus. & Com. Code § 1.301', url: 'https://statutes.capitol.texas.gov/Docs/BC/htm/BC.1.htm' }],
        answer: [{ text: 'Texas courts generally enforce choice-of-law clauses.', cites: [{ result: 0, citedText: 'the parties may agree that the law of this state' }] }],
      }),
    );
    const research = provider.research({ question: 'Are choice of law clauses enforceable in Texas?' });
    if (engine !== 'claude') {
      await expect(research).rejects.toThrow(UnsupportedByEngineError);
      await expect(research).rejects.toThrow(engine === 'local' ? /cannot search the web/ : /does not search the web/);
      return;
    }
    const result = await research;
    expect(result.text).toContain('Texas courts');
    expect(result.sources).toEqual([
      { title: 'Tex. Bus. & Com. Code § 1.301', url: 'https://statutes.capitol.texas.gov/Docs/BC/htm/BC.1.htm', quote: 'the parties may agree that the law of this state' },
    ]);
  });
});
