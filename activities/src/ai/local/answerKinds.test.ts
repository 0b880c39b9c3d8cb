import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TemplateAnswerKind } from '@arcline/shared';
import { NOT_FOUND } from '../types';
import { typedValueOf } from '../typedValue';
import { extractMatrixCellLocally, shapeAnswer } from './matrixExtraction';
import { effectiveDateAnswer, expirationAnswer, partiesOnCover } from './shortAnswers';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md), one paragraph a line. */
const contract = (name: string) => {
  const text = readFileSync(fileURLToPath(new URL(`../../../../tests/fixtures/contracts/${name}`, import.meta.url)), 'utf8');
  return { documentName: name, paragraphs: text.split('\n').map((line) => line.trim()).filter(Boolean) };
};
const DISTRIBUTOR = contract('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
const ENDORSEMENT = contract('adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt');
const LICENSE = contract('alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt');

const cell = (document: typeof DISTRIBUTOR, columnName: string, query: string, answerKind?: TemplateAnswerKind) =>
  extractMatrixCellLocally({ ...document, columnName, query, answerKind });

describe("offline matrix answers in the shape of the template's kind of answer", () => {
  it('answers a yes-no template with Yes where the text engine gives the value', () => {
    expect(cell(DISTRIBUTOR, 'Governing Law', 'Which law governs the agreement?').refineResult).toBe('Texas');
    const yesNo = cell(DISTRIBUTOR, 'Governing Law', 'Which law governs the agreement?', 'yes-no');
    expect(yesNo.refineResult).toBe('Yes');
    expect(yesNo.referenceResult).toContain('governed by the laws of the State of Texas');
    expect(yesNo.result).toContain('Answer: Yes (Texas).');
  });

  it('reads only the date, the duration or the party names from the passage', () => {
    expect(cell(DISTRIBUTOR, 'Agreement Date', 'What is the date of the agreement?', 'date').refineResult).toBe('1st day of August, 2013 (2013-08-01)');
    expect(cell(LICENSE, 'Term', 'What is the term of the agreement?', 'duration').refineResult).toBe('3 years');
    expect(cell(DISTRIBUTOR, 'Parties', 'Who are the parties?', 'party').refineResult).toBe('Snotarator LLC ("Company"); SMSA Ballinger Acquisition Corp. ("Distributor")');
  });

  it('keeps Not found when the passage holds no value of the kind asked for', () => {
    // The compensation's figure is redacted: the text engine says so, an amount template finds no figure.
    expect(cell(ENDORSEMENT, 'Compensation', 'How much is the consultant paid?').refineResult).toBe('No amount given: redacted in the filing');
    expect(cell(ENDORSEMENT, 'Compensation', 'How much is the consultant paid?', 'amount')).toMatchObject({ refineResult: NOT_FOUND, referenceResult: '', source: null });
    const noDate = cell(DISTRIBUTOR, 'Governing Law', 'Which law governs the agreement?', 'date');
    expect(noDate).toMatchObject({ refineResult: NOT_FOUND, referenceResult: '' });
    expect(noDate.result).toContain('It gives no date, which the column asks for');
    expect(cell(DISTRIBUTOR, 'Mining', 'Is cryptocurrency mining allowed?', 'yes-no').refineResult).toBe(NOT_FOUND);
  });

  it('normalises yes-no answers and picks figures out of sentences', () => {
    expect(shapeAnswer('yes-no', 'Yes — restricted', '', '')).toBe('Yes');
    expect(shapeAnswer('yes-no', 'Only with consent', '', '')).toBe('Yes');
    expect(shapeAnswer('yes-no', 'No', '', '')).toBe('No');
    const sentence = 'Zynga will pay WPT three million U.S. dollars ($3,000,000) per year according to the following schedule.';
    expect(shapeAnswer('amount', sentence, sentence, sentence)).toMatch(/3,000,000/);
    expect(shapeAnswer('text', sentence, sentence, sentence)).toBe(sentence);
    expect(shapeAnswer(undefined, 'Texas', '', '')).toBe('Texas');
  });
});

describe('typed values agree with the short answers (issue 28 answer shapes; CUAD v1 train contracts, CC BY 4.0)', () => {
  it('types a date said with its normalised form, and none where the answer says no date is given', () => {
    const top = ['THIS AGREEMENT is made this 15 th day of July, 2010 ("Effective Date") by and between IMedicor, Inc and USA Managed Care Organization'];
    const computed = expirationAnswer('This Agreement shall commence on the Effective Date and shall continue for a period of twelve (12) full calendar months ("Initial Term").', '', top, false)!;
    expect(typedValueOf('date', computed)).toBe('2011-07-15');
    expect(typedValueOf('duration', computed)).toEqual({ years: 0, months: 12, days: 0 });
    const monthEnd = expirationAnswer('The term shall run through February, 2023.', '', top, false)!;
    expect(monthEnd).toBe('The last day of February, 2023 (2023-02-28)');
    expect(typedValueOf('date', monthEnd)).toBe('2023-02-28');
    expect(shapeAnswer('date', monthEnd, 'The term shall commence on April 1, 2018 and run through February, 2023.', '')).toBe(monthEnd);
    const signed = effectiveDateAnswer('This Agreement takes effect upon the signatures and seals of both Parties in triplicate.', '', ['Company seal: /s/ Tonglu Tongze Logistics Ltd. Date: December 22, 2014']);
    expect(typedValueOf('date', signed)).toBe('2014-12-22');
    expect(typedValueOf('date', effectiveDateAnswer('The Parties contemplate that the Effective Date will be on or about ______.', '', []))).toBeNull();
    expect(typedValueOf('date', effectiveDateAnswer('"Effective Date" means the Closing Date as set forth in the Share Purchase Agreement.', '', []))).toBeNull();
  });

  it('types the parties of a cover one by one, without roles', () => {
    const cover = partiesOnCover(['Services Agreement', 'Oaktree Capital Management, L.P.', 'and', 'Oaktree Capital Management (International) Limited']);
    expect(typedValueOf('party', cover.join('; '))).toEqual([
      { name: 'Oaktree Capital Management, L.P.', role: null },
      { name: 'Oaktree Capital Management (International) Limited', role: null },
    ]);
  });
});
