import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHORT_ANSWER_TEXTS, type MatrixAnswerKind } from '@arcline/shared';
import { typedValueOf } from './typedValue';
import { extractMatrixCellLocally, shapeAnswer } from './local/matrixExtraction';
import { NOT_FOUND } from './types';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md), one paragraph a line. */
const contract = (name: string) => {
  const text = readFileSync(fileURLToPath(new URL(`../../../tests/fixtures/contracts/${name}`, import.meta.url)), 'utf8');
  return { documentName: name, paragraphs: text.split('\n').map((line) => line.trim()).filter(Boolean) };
};
const DISTRIBUTOR = contract('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
const SUPPLY = contract('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
const SERVICES = contract('abilityinc-06-15-2020-ex-4.25-services-agreement.txt');

/** The offline engine's answer to a typed column, and its normalised value as the cell's activity stores it. */
function typedCell(document: typeof DISTRIBUTOR, columnName: string, query: string, answerKind: MatrixAnswerKind, answerOptions: string[] | null = null) {
  const cell = extractMatrixCellLocally({ ...document, columnName, query, answerKind, answerOptions });
  return { refineResult: cell.refineResult, typedValue: typedValueOf(answerKind, cell.refineResult, answerOptions) };
}

describe('typed values of short answers (issue 31)', () => {
  it('normalises each kind of short answer the engines give', () => {
    expect(typedValueOf('date', '1st day of August, 2013 (2013-08-01)')).toBe('2013-08-01');
    expect(typedValueOf('date', 'March 3, 2014')).toBe('2014-03-03');
    expect(typedValueOf('date', 'March 2014')).toBeNull();
    expect(typedValueOf('amount', '$1,500,000')).toEqual({ amount: 1500000, currency: 'USD' });
    expect(typedValueOf('amount', 'EUR 2.5 million')).toEqual({ amount: 2500000, currency: 'EUR' });
    expect(typedValueOf('amount', '10,000 CHF')).toBeNull();
    expect(typedValueOf('duration', 'ten (10) years')).toEqual({ years: 10, months: 0, days: 0 });
    expect(typedValueOf('duration', '6 months')).toEqual({ years: 0, months: 6, days: 0 });
    expect(typedValueOf('duration', 'two (2) weeks')).toEqual({ years: 0, months: 0, days: 14 });
    expect(typedValueOf('yes-no', 'Yes')).toBe(true);
    expect(typedValueOf('yes-no', 'No, unless the Company consents')).toBe(false);
    expect(typedValueOf('list', 'the laws of the State of Texas', ['Texas', 'New York'])).toBe('Texas');
    expect(typedValueOf('list', 'texas', ['Texas', 'New York'])).toBe('Texas');
    expect(typedValueOf('list', 'Texas or New York', ['Texas', 'New York'])).toBeNull();
    expect(typedValueOf('party', 'Acme Inc. ("Acme"); Beta LLC')).toEqual([
      { name: 'Acme Inc.', role: 'Acme' },
      { name: 'Beta LLC', role: null },
    ]);
    expect(typedValueOf('text', 'Texas')).toBeNull();
    for (const kind of ['date', 'amount', 'duration', 'yes-no', 'party'] as const) expect(typedValueOf(kind, NOT_FOUND)).toBeNull();
  });

  it('fills the typed value of the offline engine on real contracts', () => {
    expect(typedCell(DISTRIBUTOR, 'Agreement Date', 'What is the date of the agreement?', 'date').typedValue).toBe('2013-08-01');
    expect(typedCell(SUPPLY, 'Term', 'What is the term of the agreement?', 'duration').typedValue).toEqual({ years: 10, months: 0, days: 0 });
    expect(typedCell(DISTRIBUTOR, 'Exclusivity', 'Is the distributor appointed on an exclusive basis?', 'yes-no').typedValue).toBe(true);
    const law = (document: typeof DISTRIBUTOR) =>
      typedCell(document, 'Governing Law', 'Which law governs the agreement?', 'list', ['Texas', 'Israel', 'New York']).typedValue;
    expect(law(DISTRIBUTOR)).toBe('Texas');
    expect(law(SERVICES)).toBe('Israel');
    const parties = typedCell(DISTRIBUTOR, 'Parties', 'Who are the parties to the agreement?', 'party').typedValue;
    expect(Array.isArray(parties) && parties.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a list column\'s option named in another form of its word (issue 28, 28c: a distributor agreement\'s kind)', () => {
  const KINDS = ['Distribution', 'Services', 'Supply', 'License', 'Joint venture', 'Endorsement', 'Reseller', 'Co-branding'];
  it('reads "Distribution" from "DISTRIBUTOR AGREEMENT" and "Supply" from "the Supplier", one option only', () => {
    expect(typedValueOf('list', 'DISTRIBUTOR AGREEMENT', KINDS)).toBe('Distribution');
    expect(typedValueOf('list', 'Supplier shall deliver the goods', KINDS)).toBe('Supply');
    // Two options named in other forms: no choice; an option named as it is comes first.
    expect(typedValueOf('list', 'The Distributor shall buy from the Supplier', KINDS)).toBeNull();
    expect(typedValueOf('list', 'The Distributor may resell through a Reseller', KINDS)).toBe('Reseller');
    // A short word is not read as the start of a longer one ("Co" is no "Company").
    expect(typedValueOf('list', 'Company', ['Co', 'Other'])).toBeNull();
  });
  it('gives the distributor agreement\'s kind as Distribution (blackboxstocks fixture)', () => {
    expect(typedCell(DISTRIBUTOR, 'Kind of agreement', 'What kind of agreement is this?', 'list', KINDS)).toEqual({ refineResult: 'Distribution', typedValue: 'Distribution' });
  });
});

describe('typed durations a second lawyer pass found missing or unconditioned (issue 28/31, 28d)', () => {
  const JOINT_VENTURE = contract('borrowmoneycom-inc-06-11-2020-ex-10.1-joint-venture-agreement.txt');
  const INITIAL_TERM = 'What is the initial term of the agreement?';

  it('reads a computed length of several units ("1 year and 2 months, computed: …")', () => {
    expect(typedValueOf('duration', '1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)')).toEqual({ years: 1, months: 2, days: 0 });
    expect(typedValueOf('duration', '1 year, 10 months and 3 days')).toEqual({ years: 1, months: 10, days: 3 });
    // A renewal after the length is no part of it.
    expect(typedValueOf('duration', '3 years, renewing yearly for 1 year')).toEqual({ years: 3, months: 0, days: 0 });
  });

  it("computes an initial term stated by its end from the contract's start (services agreement: Effective Date November 1, 2019, ends December 31, 2020)", () => {
    expect(typedCell(SERVICES, 'Initial term', INITIAL_TERM, 'duration')).toEqual({
      refineResult: '1 year and 2 months, computed: from November 1, 2019 until December 31, 2020 (2020-12-31)',
      typedValue: { years: 1, months: 2, days: 0 },
    });
    // The distributor: made and effective "this 1st day of August, 2013", terminates on May 31, 2015.
    expect(typedCell(DISTRIBUTOR, 'Initial term', INITIAL_TERM, 'duration').typedValue).toEqual({ years: 1, months: 10, days: 0 });
    // The joint venture states its start in the term's sentence: "will begin on March 1, 2020 and continue … until February 28, 2025".
    expect(typedCell(JOINT_VENTURE, 'Initial term', INITIAL_TERM, 'duration').typedValue).toEqual({ years: 5, months: 0, days: 0 });
  });

  it("says the condition of a renewal both parties must agree to, and keeps its length as the typed value (distributor: 'with the written consent of both parties')", () => {
    const renewal = typedCell(DISTRIBUTOR, 'Renewal Term', 'What is the renewal term after the initial term expires?', 'duration');
    expect(renewal.refineResult).toBe(`2 years, ${SHORT_ANSWER_TEXTS.onlyIfBothAgree}`);
    expect(renewal.typedValue).toEqual({ years: 2, months: 0, days: 0 });
    // The supply agreement renews automatically unless notice is given: no condition said.
    expect(typedCell(SUPPLY, 'Renewal Term', 'What is the renewal term after the initial term expires?', 'duration').refineResult).toBe('10 years');
  });

  it("reads a list column's option from the document's title when the quoted passage does not name it (distributor: 'Exhibit 10.1 DISTRIBUTOR AGREEMENT')", () => {
    const options = ['Services', 'Distribution', 'License'];
    const sentence = 'The term of this Agreement shall terminate on May 31, 2015, unless sooner terminated.';
    const document = { name: DISTRIBUTOR.documentName, paragraphs: DISTRIBUTOR.paragraphs };
    expect(shapeAnswer('list', sentence, sentence, sentence, options, null, document)).toBe('Distribution');
    // By the document's name where its heading names none; and no option where the title names two.
    expect(shapeAnswer('list', sentence, sentence, sentence, options, null, { name: 'acme-services-agreement.txt', paragraphs: ['Exhibit 10.2'] })).toBe('Services');
    expect(shapeAnswer('list', sentence, sentence, sentence, options, null, { name: 'x.txt', paragraphs: ['SERVICES AND LICENSE AGREEMENT'] })).toBeNull();
  });
});
