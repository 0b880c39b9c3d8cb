import { describe, expect, it } from 'vitest';
import type { AiEngine } from '@arcline/shared';
import { createCompanyRoutedProvider } from './companyRoutedProvider';
import type { AiProvider } from './types';

/** An engine that answers with its own name, so the test sees which one answered. */
function namedEngine(name: AiEngine): AiProvider {
  const answer = { answer: name, citations: [], engine: name };
  return {
    name,
    answerQuestion: async () => answer,
    chatInWord: async () => ({ action: { type: 'question', responseText: name }, inferredContext: '', citations: [], engine: name }),
    reviewDocument: async () => ({ summary: name, findings: [], engine: name }),
    extractMatrixCell: async () => ({ result: name, refineResult: name, referenceResult: '', engine: name }),
    translate: async () => ({ translatedText: name, detectedOriginalLanguage: 'en', engine: name }),
    research: async () => ({ text: name, sources: [], engine: name }),
  };
}

describe('createCompanyRoutedProvider', () => {
  const choices = new Map<string, AiEngine | null>([
    ['user-of-claude-firm', 'claude'],
    ['user-of-default-firm', null],
    ['user-of-self-hosted-firm', 'selfHosted'],
  ]);
  const provider = createCompanyRoutedProvider({
    engines: new Map([
      ['local', namedEngine('local')],
      ['claude', namedEngine('claude')],
    ]),
    defaultEngine: 'local',
    chosenEngineOf: async (userId) => choices.get(userId) ?? null,
  });
  const question = (userId: string) => ({ userId, question: 'q', attachmentIds: [], chatHistory: [] });

  it("answers with the engine the user's company chose, on every call made for a user", async () => {
    expect((await provider.answerQuestion(question('user-of-claude-firm'))).engine).toBe('claude');
    expect((await provider.reviewDocument({ userId: 'user-of-claude-firm', documentId: 'd' })).engine).toBe('claude');
    expect((await provider.chatInWord({ ...question('user-of-claude-firm'), documentId: 'd' })).engine).toBe('claude');
    expect((await provider.extractMatrixCell({ userId: 'user-of-claude-firm', query: 'q', columnName: 'c', documentName: 'n', paragraphs: [] })).engine).toBe('claude');
    expect((await provider.research({ question: 'q', userId: 'user-of-claude-firm' })).engine).toBe('claude');
  });

  it('falls back to the default without a choice, for an engine this process lacks, and without a user', async () => {
    expect((await provider.answerQuestion(question('user-of-default-firm'))).engine).toBe('local');
    expect((await provider.answerQuestion(question('user-of-self-hosted-firm'))).engine).toBe('local');
    expect((await provider.research({ question: 'q' })).engine).toBe('local');
    expect((await provider.translate({ text: 't', targetLanguage: 'sv' })).engine).toBe('local');
    expect(provider.name).toBe('local');
  });

  it('refuses a default engine it was not given', () => {
    expect(() => createCompanyRoutedProvider({ engines: new Map(), defaultEngine: 'local', chosenEngineOf: async () => null })).toThrow(/not configured/);
  });
});
