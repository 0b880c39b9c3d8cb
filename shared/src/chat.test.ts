import { describe, expect, it } from 'vitest';
import { paragraphLabel, toProviderHistory, type ChatMessage } from './chat';

describe('toProviderHistory', () => {
  it('keeps what the user and the assistant said, in order, as roles and contents without ids', () => {
    const history: ChatMessage[] = [
      { id: 'm1', agent: 'user', type: 'chat-message', chatMessage: 'What is the governing law?' },
      { id: 'm2', agent: 'casei', type: 'chat-response-only', chatMessage: 'The laws of Nevada.' },
      { id: 'm3', agent: 'user', type: 'chat-message', chatMessage: 'And the term?' },
      { id: 'm4', agent: 'casei', type: 'chat-response-only', chatMessage: 'Two years.' },
    ];
    expect(toProviderHistory(history)).toEqual([
      { role: 'user', content: 'What is the governing law?' },
      { role: 'assistant', content: 'The laws of Nevada.' },
      { role: 'user', content: 'And the term?' },
      { role: 'assistant', content: 'Two years.' },
    ]);
  });

  it('leaves out add-in items: waiting placeholders and error items', () => {
    const history: ChatMessage[] = [
      { id: 'm1', agent: 'user', chatMessage: 'Summarise the contract.' },
      { id: 'w1', agent: 'casei-addin', type: 'waiting', message: 'Gathering data' },
      { id: 'e1', agent: 'casei-addin', type: 'error', chatMessage: 'Sorry, something went wrong when communicating with our services.' },
      { id: 'm2', agent: 'casei', type: 'waiting', message: 'Reasoning' },
      { id: 'm3', agent: 'casei', chatMessage: 'It is a distribution agreement.' },
    ];
    expect(toProviderHistory(history)).toEqual([
      { role: 'user', content: 'Summarise the contract.' },
      { role: 'assistant', content: 'It is a distribution agreement.' },
    ]);
  });

  it('leaves out a trailing user message (the prompt being sent), and only that one', () => {
    const history: ChatMessage[] = [
      { agent: 'user', chatMessage: 'First question' },
      { agent: 'user', chatMessage: 'Second question' },
      { agent: 'casei-addin', type: 'waiting', message: 'Gathering data' },
    ];
    expect(toProviderHistory(history)).toEqual([{ role: 'user', content: 'First question' }]);
  });

  it('uses the text of insert and modify items that carry no chat message, and drops empty items', () => {
    const history: ChatMessage[] = [
      { agent: 'user', chatMessage: 'Add a confidentiality clause.' },
      { agent: 'casei', type: 'insert', textToInsert: 'Each party shall keep the terms confidential.', paragraphId: 'p1' },
      { agent: 'user', chatMessage: 'Shorten paragraphs 2 and 3.' },
      {
        agent: 'casei',
        type: 'modify',
        modifiedParagraphs: [
          { paragraphId: 'p2', textBefore: 'Long text.', textAfter: 'Short.' },
          { paragraphId: 'p3', textAfter: 'Shorter.' },
        ],
      },
      { agent: 'casei', chatMessage: '   ' },
    ];
    expect(toProviderHistory(history)).toEqual([
      { role: 'user', content: 'Add a confidentiality clause.' },
      { role: 'assistant', content: 'Each party shall keep the terms confidential.' },
      { role: 'user', content: 'Shorten paragraphs 2 and 3.' },
      { role: 'assistant', content: 'Short.\nShorter.' },
    ]);
  });

  it('is empty for an empty history or one holding only the prompt', () => {
    expect(toProviderHistory([])).toEqual([]);
    expect(toProviderHistory([{ id: 'x', agent: 'user', chatMessage: 'Hello' }])).toEqual([]);
  });
});

describe('paragraphLabel', () => {
  it('names a paragraph by its clause number, else by its first six words', () => {
    expect(paragraphLabel('3.03. Cancellation. Distributor may cancel.')).toBe('Clause 3.03');
    expect(paragraphLabel('Clause 7 Notices')).toBe('Clause 7');
    expect(paragraphLabel('(a) By either party for substantial breach of any material provision')).toBe('(a) By either party for substantial…');
    expect(paragraphLabel('EXHIBIT A')).toBe('EXHIBIT A');
    expect(paragraphLabel('  ')).toBe('An empty paragraph');
  });
});
