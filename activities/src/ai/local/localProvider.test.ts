import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_ENGINE_MESSAGES, STARTER_PROMPTS } from '@arcline/shared';
import { UnsupportedByEngineError } from '../types';
import { verifyQuote } from '../quotes';
import { toActivityFailure } from '../errors';
import { createMemoryPassageStore } from '../../../test-support/memoryPassageStore';
import { ATTACHMENT_ID, DOCUMENT_ID, TEST_USER, createTestProviders, partIdOf, type TestProviders } from '../../../test-support/testProviders';
import { NOTHING_FOUND_ANSWER } from './extractiveAnswer';
import { createLocalProvider, isWritingRequest } from './localProvider';

describe('local (offline) provider', () => {
  let env: TestProviders;
  beforeAll(async () => {
    env = await createTestProviders();
  });
  afterAll(() => env.close());

  it('quotes the best passages with an honest lead-in, or says that nothing was found', async () => {
    const found = await env.local.answerQuestion({ userId: TEST_USER, question: 'When does the term of the agreement end?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });
    expect(found.answer.startsWith('From your documents:')).toBe(true);
    expect(found.citations[0]?.quote).toContain('May 31, 2015');
    expect(found.citations.length).toBeLessThanOrEqual(3);

    const nothing = await env.local.answerQuestion({ userId: TEST_USER, question: 'What about cryptocurrency mining?', attachmentIds: [ATTACHMENT_ID], chatHistory: [] });
    expect(nothing).toEqual({ answer: NOTHING_FOUND_ANSWER, citations: [], engine: 'local' });

    const noSources = await env.local.answerQuestion({ userId: TEST_USER, question: 'Which law governs?', attachmentIds: [], chatHistory: [] });
    expect(noSources.answer).toMatch(/^I could not find anything about that in the attached documents\. No document or attachment/);
  });

  it('also answers from passages passed in (the selection in Word)', async () => {
    const result = await env.local.answerQuestion({
      userId: TEST_USER,
      question: 'Who pays for shipping?',
      attachmentIds: [],
      chatHistory: [],
      passages: [{ sourceType: 'document', sourceId: DOCUMENT_ID, sourceName: 'Selection', partId: 'sel-1', ordinal: 0, text: 'Shipping costs are borne by the Distributor.' }],
    });
    expect(result.citations).toEqual([expect.objectContaining({ partId: 'sel-1', quote: 'Shipping costs are borne by the Distributor.', verified: true })]);
  });

  it('drafts the overview e-mail starter prompt from quotations', async () => {
    const result = await env.local.chatInWord({ userId: TEST_USER, question: STARTER_PROMPTS.overviewEmail.prompt, attachmentIds: [], documentId: DOCUMENT_ID, chatHistory: [] });
    expect(result.action.type).toBe('question');
    expect(result.action.responseText).toMatch(/^Subject: Overview of Exhibit 10\.1 DISTRIBUTOR AGREEMENT/);
    expect(result.action.responseText).toContain('**Parties:** Snotarator LLC (the Company); SMSA Ballinger Acquisition Corp. (the Distributor)');
    expect(result.action.responseText).toContain('**Date:** August 1, 2013');
    expect(result.citations.length).toBeGreaterThan(3);
    for (const citation of result.citations) expect(verifyQuote(citation.quote, env.contracts.distributor.paragraphs[citation.ordinal]!)).toBe(true);
  });

  it('says honestly that rewriting needs Claude', async () => {
    const result = await env.local.chatInWord({ userId: TEST_USER, question: 'Rewrite clause 9.05 to choose New York law.', attachmentIds: [], documentId: DOCUMENT_ID, chatHistory: [] });
    expect(result.action).toEqual({ type: 'question', responseText: OFFLINE_ENGINE_MESSAGES.rewrite });
    expect(isWritingRequest('Please draft a termination notice')).toBe(true);
    expect(isWritingRequest('What does the change of control clause say?')).toBe(false);
  });

  it('carries out an exact replacement in the Word document, with the text each paragraph had', async () => {
    const result = await env.local.chatInWord({ userId: TEST_USER, question: "Replace 'Distributor' with 'Reseller' everywhere", attachmentIds: [], documentId: DOCUMENT_ID, chatHistory: [] });
    expect(result.action.type).toBe('modify');
    const entries = result.action.type === 'modify' ? result.action.modifiedSelection : [];
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) {
      expect(entry.text).toBe(entry.textBefore!.replace(/\bDistributor\b/g, 'Reseller'));
      expect(env.contracts.distributor.paragraphs).toContain(entry.textBefore);
    }
  });

  it('reviews with heuristics and points at paragraphs', async () => {
    const review = await env.local.reviewDocument({ userId: TEST_USER, documentId: DOCUMENT_ID });
    const blanks = review.findings.find((finding) => finding.title === 'Blanks left to fill in');
    const blankParagraph = env.contracts.distributor.paragraphs.findIndex((paragraph) => paragraph.includes('______'));
    expect(blanks?.paragraphIds).toEqual([partIdOf(blankParagraph)]);
    expect(review.findings.map((finding) => finding.title)).not.toContain('No governing law clause');

    const bare = createLocalProvider({
      store: createMemoryPassageStore([
        { userId: 'u', sourceType: 'document', sourceId: 'd', sourceName: 'Draft', paragraphs: ['The Supplier shall deliver the Goods to [●].'], partIds: ['x1'] },
      ]),
    });
    const titles = (await bare.reviewDocument({ userId: 'u', documentId: 'd' })).findings.map((finding) => finding.title);
    expect(titles).toEqual([
      'No governing law clause',
      'No limitation of liability',
      'No termination clause',
      'Blanks left to fill in',
      '"Supplier" is used like a defined term but never defined',
      '"Goods" is used like a defined term but never defined',
    ]);
  });

  it('refuses translation and research with an honest, non-retryable failure', async () => {
    await expect(env.local.translate({ text: 'Hello', targetLanguage: 'de' })).rejects.toThrow(OFFLINE_ENGINE_MESSAGES.translate);
    const error = await env.local.research({ question: 'Texas law?' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsupportedByEngineError);
    expect(toActivityFailure(error)).toMatchObject({ type: 'UnsupportedByEngine', nonRetryable: true, message: OFFLINE_ENGINE_MESSAGES.research });
  });
});
