import { describe, expect, it } from 'vitest';
import { MATRIX_ASK_TEXTS } from '@arcline/shared';
import { answerOffline, type AskCell, type AskMatrix } from './askEngine';
import { checkModelCitations } from './askActivities';

const columns: AskMatrix['columns'] = [
  { id: 'law', name: 'Governing Law', query: 'Which law governs the agreement?', answerKind: 'text', answerOptions: null },
  { id: 'cap', name: 'Cap on Liability', query: 'What is the cap on liability?', answerKind: 'amount', answerOptions: null },
  { id: 'nc', name: 'Non-Compete', query: 'Is there a non-compete?', answerKind: 'yes-no', answerOptions: null },
  { id: 'kind', name: 'Type', query: 'What kind of agreement is it?', answerKind: 'list', answerOptions: ['Supply', 'License'] },
];
const documents = [
  { id: 'd1', name: 'One.txt' },
  { id: 'd2', name: 'Two.txt' },
];
const cell = (documentId: string, columnId: string, refineResult: string, typedValue: AskCell['typedValue'], referenceResult: string | null = null): AskCell => ({
  elementId: `${documentId}-${columnId}`,
  documentId,
  columnId,
  refineResult,
  referenceResult,
  typedValue,
});
const matrix: AskMatrix = {
  columns,
  documents,
  cells: [
    cell('d1', 'law', 'The laws of England and Wales', null, 'This Agreement is governed by <<the laws of England and Wales>>.'),
    cell('d2', 'law', 'New York', null),
    cell('d1', 'cap', '£2,000,000', { amount: 2000000, currency: 'GBP' }),
    cell('d2', 'cap', '$500,000', { amount: 500000, currency: 'USD' }),
    cell('d1', 'nc', 'Yes, for two years', true),
    cell('d2', 'nc', 'No', false),
    cell('d1', 'kind', 'License', 'License'),
    cell('d2', 'kind', 'Supply', 'Supply'),
  ],
};
const names = (question: string) => answerOffline(question, matrix).documents.map((document) => document.documentName);

describe('the offline engine of Ask the matrix', () => {
  it('reads jurisdictions as lawyers write them, amounts, negations and options', () => {
    expect(names('List every contract governed by English law')).toEqual(['One.txt']);
    expect(names('Which contracts are governed by the laws of the State of New York?')).toEqual(['Two.txt']);
    expect(names('Which contracts cap liability above $1 million?')).toEqual(['One.txt']);
    expect(names('contracts with a cap on liability below 1,000,000')).toEqual(['Two.txt']);
    expect(names('Which contracts have no non-compete?')).toEqual(['Two.txt']);
    expect(names('Which supply contracts have a non-compete?')).toEqual([]);
    expect(names('Which license contracts have a non-compete?')).toEqual(['One.txt']);
  });

  it('refuses what no column decides (a duration without a duration column, a free question)', () => {
    for (const question of [
      'Which contracts have a term longer than 2 years?',
      'Who are the parties?',
      'Which contracts were signed after 2018?',
      'List every contract governed by English law with an uncapped liability',
      'Which contracts with a non-compete can be terminated for convenience?',
    ]) {
      expect(answerOffline(question, matrix)).toMatchObject({ answer: MATRIX_ASK_TEXTS.cannotAnswer, answered: false, documents: [] });
    }
  });

  it("cites the cell's highlighted quote, verbatim", () => {
    expect(answerOffline('governed by English law', matrix).citations).toEqual([{ elementId: 'd1-law', documentId: 'd1', columnId: 'law', quote: 'the laws of England and Wales' }]);
  });
});

describe("a model's answer over the cells", () => {
  const citation = (partId: string | null, sourceId: string, quote: string) => ({ partId, sourceId, quote });
  it('keeps only citations of existing cells quoted verbatim, and refuses an answer left without any', () => {
    const checked = checkModelCitations(matrix, {
      answer: 'One.txt is governed by English law.',
      engine: 'claude',
      model: 'claude-x',
      citations: [citation('d1-law', 'd1', 'England and Wales'), citation('nope', 'd1', 'England'), citation('d2-law', 'd2', 'New Jersey'), citation('d2-law', 'd1', 'New York')],
    });
    expect(checked).toMatchObject({ answered: true, engine: 'claude', model: 'claude-x' });
    expect(checked.documents).toEqual([{ documentId: 'd1', documentName: 'One.txt', citations: [{ elementId: 'd1-law', documentId: 'd1', columnId: 'law', quote: 'England and Wales' }] }]);
    const invented = checkModelCitations(matrix, { answer: 'Two.txt is Texan.', engine: 'claude', citations: [citation('d2-law', 'd2', 'Texas')] });
    expect(invented).toMatchObject({ answer: MATRIX_ASK_TEXTS.unsupported, answered: false, documents: [], citations: [] });
  });
});
