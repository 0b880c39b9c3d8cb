import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../../types';
import { clauseModel } from '../finder/clauseModel';
import { extractMatrixCellLocally } from '../matrixExtraction';
import { DEVELOPMENT_PHRASINGS, HELD_OUT_PHRASINGS } from './testdata/heldOutPhrasings';
import { TRAINING_PHRASINGS } from './phrasings';
import { classifyColumn, columnFeatures, parsePhrasing, questionModel } from './questionClassifier';
import { normalisedTerms } from './normalise';
import { temporalCueFeatures } from './temporalCues';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md), one paragraph a line. */
const contract = (name: string) => {
  const text = readFileSync(fileURLToPath(new URL(`../../../../../tests/fixtures/contracts/${name}`, import.meta.url)), 'utf8');
  return { documentName: name, paragraphs: text.split('\n').map((line) => line.trim()).filter(Boolean) };
};

const known = clauseModel().categories;
const accuracy = (phrasings: Record<string, string[]>) => {
  const entries = Object.entries(phrasings).flatMap(([category, list]) => list.map((phrasing) => ({ category, ...parsePhrasing(phrasing) })));
  const right = entries.filter(({ category, name, question }) => classifyColumn(name, question, known)[0] === category).length;
  return right / entries.length;
};

describe('the question classifier', () => {
  it('normalises morphology and British spelling', () => {
    expect(normalisedTerms('licences expiring')).toEqual(normalisedTerms('license expires'));
    expect(normalisedTerms('Non-compete')).toContain(normalisedTerms('noncompete')[0]);
  });

  it('is trained on at least ten phrasings per category, none of them held out', () => {
    for (const category of known) expect(TRAINING_PHRASINGS[category]?.length ?? 0).toBeGreaterThanOrEqual(10);
    const training = new Set(Object.values(TRAINING_PHRASINGS).flat().map((phrasing) => phrasing.toLowerCase()));
    for (const phrasing of [...Object.values(HELD_OUT_PHRASINGS).flat(), ...Object.values(DEVELOPMENT_PHRASINGS).flat()]) {
      expect(training.has(phrasing.toLowerCase())).toBe(false);
    }
  });

  it('maps columns in wordings it never saw to their category', () => {
    expect(accuracy(HELD_OUT_PHRASINGS)).toBeGreaterThanOrEqual(0.9);
    expect(accuracy(DEVELOPMENT_PHRASINGS)).toBeGreaterThanOrEqual(0.9);
  });

  it('tells the three contract dates apart by what the column asks about time (phrasings written for this test, in no other set)', () => {
    const dates: [string, string][] = [
      ['Effective Date', 'Date of entry into force'],
      ['Effective Date', 'Entry into force | When did the agreement enter into force?'],
      ['Effective Date', '| From which date does the contract have effect?'],
      ['Effective Date', 'Operative date'],
      ['Effective Date', '| When did the contract become binding?'],
      ['Agreement Date', 'Executed on'],
      ['Agreement Date', 'Concluded on'],
      ['Agreement Date', '| When was the deal signed?'],
      ['Expiration Date', 'Lapse date'],
      ['Expiration Date', '| Until what date does the contract remain in effect?'],
      ['Expiration Date', 'Valid until'],
    ];
    for (const [category, phrasing] of dates) {
      const { name, question } = parsePhrasing(phrasing);
      expect([phrasing, classifyColumn(name, question, known)[0]]).toEqual([phrasing, category]);
    }
  });

  it('keeps phrases whose meaning is in their function words ("at will", "at any time", "for any reason") as words', () => {
    expect(normalisedTerms('Termination at will')).toHaveLength(2);
    expect(normalisedTerms('terminate at its sole will')).toEqual(normalisedTerms('termination at will'));
    expect(normalisedTerms('at any time')).toHaveLength(1);
    expect(normalisedTerms('for any reason or no reason')).toEqual(normalisedTerms('for no reason'));
    expect(temporalCueFeatures('Can a party end the agreement on notice?')).not.toContain('__end');
    expect(temporalCueFeatures('When does the agreement end?')).toContain('__end');
  });

  it('reads what follows the end apart from the end itself', () => {
    expect(temporalCueFeatures('What must a party do once the agreement ends?')).toEqual(['__afterEnd']);
    expect(temporalCueFeatures('Obligations following expiry')).toEqual(['__afterEnd']);
    expect(temporalCueFeatures('Does anything survive termination?')).toEqual(['__afterEnd']);
    expect(temporalCueFeatures('When does the agreement end?')).toEqual(['__end', '__when']);
    expect(temporalCueFeatures('Valid until')).toEqual(['__end']);
  });

  it('reads "a party" as one of the parties, not as a question about who they are, and a denied limit as "unlimited"', () => {
    const features = (text: string) => columnFeatures({ name: '', question: text });
    const party = normalisedTerms('party')[0]!;
    expect(features('What must a party do?')).not.toContain(party);
    expect(features('May either party assign?')).not.toContain(party);
    expect(features('Who are the parties?')).toContain(party);
    expect(features('Name each party')).toContain(party);
    expect(features('Third party beneficiaries')).toContain(party);
    expect(features('Liability without limit')).toEqual(features('Liability unlimited'));
    expect(features('Is liability not capped?')).toEqual(features('Is liability uncapped?'));
    expect(features('Is liability limited?')).toContain(normalisedTerms('limited')[0]);
  });

  it('maps columns about what follows termination, uncapped liability, royalties and termination at will (phrasings written for this test, in no other set)', () => {
    const columns: [string, string][] = [
      ['Post-Termination Services', '| What does the supplier have to do after the contract ends?'],
      ['Post-Termination Services', 'Obligations following expiry'],
      ['Post-Termination Services', '| What must either party do upon termination?'],
      ['Post-Termination Services', '| Does any party owe anything once the term is over?'],
      ['Expiration Date', '| When does the agreement end?'],
      ['Expiration Date', 'End of term'],
      ['Uncapped Liability', 'Liability not capped'],
      ['Uncapped Liability', '| Is any liability without limit?'],
      ['Uncapped Liability', '| Is there no cap for some claims?'],
      ['Cap On Liability', '| Is liability limited?'],
      ['Revenue/Profit Sharing', 'Royalty amounts | What royalties are due?'],
      ['Revenue/Profit Sharing', 'Royalties due'],
      ['Payment Terms', 'Payment due dates | When must each payment be made?'],
      ['Parties', '| Who are the parties?'],
      ['Parties', 'Name of each party'],
      ['Non-Compete', '| Is either party barred from competing?'],
      ['Termination For Convenience', 'Cancellation at will'],
      ['Termination For Convenience', '| Can the distributor terminate for any reason?'],
      ['Termination For Convenience', '| May the customer end the agreement at any time?'],
      ['Termination For Cause', 'Termination | When may a party terminate?'],
      ['Ip Ownership Assignment', 'Transfer of inventions | Are the consultant’s inventions assigned to the client?'],
      ['Anti-Assignment', 'Assignment | Can the agreement be assigned?'],
    ];
    for (const [category, phrasing] of columns) {
      const { name, question } = parsePhrasing(phrasing);
      expect([phrasing, classifyColumn(name, question, known)]).toEqual([phrasing, [category]]);
    }
  });

  it('leaves a column about no clause to retrieval', () => {
    expect(classifyColumn('CEO', 'Who is the chief executive?', known)).toEqual([]);
    expect(classifyColumn('', 'What colour is the logo?', known)).toEqual([]);
    expect(questionModel().classes).toContain('NONE');
  });

  it('answers the custom column "Term" from the term clause of the fixture contracts (was "Not found")', () => {
    const expected: [string, string][] = [
      ['abilityinc-06-15-2020-ex-4.25-services-agreement.txt', 'shall terminate on December 31, 2020'],
      ['adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt', 'The Term of this Agreement shall be for a period of'],
      ['agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt', 'This agreement is for a term of ten (10) years'],
    ];
    for (const [name, clause] of expected) {
      const cell = extractMatrixCellLocally({ ...contract(name), columnName: 'Term', query: 'How long does the agreement last, and when does it expire?' });
      expect(cell.refineResult).not.toBe(NOT_FOUND);
      expect(cell.referenceResult).toContain(clause);
    }
  });
});
