import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingClausePlace, operativeEnd } from './missingClause';

const CONTRACTS = path.resolve(import.meta.dirname, '../../../tests/fixtures/contracts');
/** A fixture contract's paragraphs as the extraction and the messy draft have them (one a line, whitespace collapsed). */
const paragraphsOf = (name: string): string[] =>
  readFileSync(path.join(CONTRACTS, name), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
const WORDING = 'This Agreement shall be governed by the laws of the State of New York.';

describe('where a missing clause goes (one owner for the Word task pane and the matrix redline)', () => {
  it('goes after the last operative clause, before IN WITNESS WHEREOF, the signatures and the exhibits, as the next numbered section', () => {
    const paragraphs = paragraphsOf('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
    const place = missingClausePlace(paragraphs, WORDING);
    expect(paragraphs[place.after]).toMatch(/^9\.07\. Successors and Assigns\./);
    expect(paragraphs[place.after + 1]).toMatch(/^IN WITNESS WHEREOF/);
    expect(place.text).toBe(`9.08. ${WORDING}`);
    // The filing's "Exhibit 10.1" title above the contract is not an exhibit that ends it.
    expect(paragraphs[0]).toMatch(/^Exhibit 10\.1/);
    expect(operativeEnd(paragraphs)).toBe(place.after + 1);
  });

  it('continues top-level numbering ("69." after "68.") and skips page numbers and filing footers', () => {
    const joint = paragraphsOf('borrowmoneycom-inc-06-11-2020-ex-10.1-joint-venture-agreement.txt');
    const place = missingClausePlace(joint, WORDING);
    expect(joint[place.after]).toMatch(/^68\. /);
    expect(place.text).toBe(`69. ${WORDING}`);

    const services = paragraphsOf('abilityinc-06-15-2020-ex-4.25-services-agreement.txt');
    const servicesPlace = missingClausePlace(services, WORDING);
    expect(services[servicesPlace.after]).toMatch(/^7\.6 Severability\./);
    expect(services.slice(servicesPlace.after + 1).find((text) => !/^\d+$/.test(text))).toMatch(/^IN WITNESS WHEREOF/);
  });

  it('stops at a signature line with its blank and at a schedule heading run into its text', () => {
    const supply = paragraphsOf('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
    const place = missingClausePlace(supply, WORDING);
    expect(supply[place.after]).toMatch(/^14\.9 /);
    expect(supply.slice(place.after + 1).some((text) => /^SCHEDULE A - /.test(text))).toBe(true);
    expect(operativeEnd(['A clause long enough to be one. '.repeat(5), 'SCHEDULE C - THE TERRITORIES The Territories are …'])).toBe(1);
    // A heading inside the clauses that starts with the word is no appendix; "Exhibit A", "ANNEX 2: …" and "SCHEDULE" alone are.
    const clause = 'A clause long enough to be one. '.repeat(5);
    for (const heading of ['Schedule of payments', 'Exhibits and schedules', 'Attachment of liens.']) expect(operativeEnd([clause, heading, clause])).toBe(3);
    for (const heading of ['Exhibit A', 'ANNEX 2: Service levels', 'SCHEDULE', 'Appendix "B"']) expect(operativeEnd([clause, heading, clause])).toBe(1);
  });

  it('adds no number to unnumbered clauses and goes after the last paragraph when nothing ends the clauses', () => {
    const paragraphs = ['Agreement', 'The Supplier shall deliver the goods.', 'The Customer shall pay within 30 days.', ''];
    expect(missingClausePlace(paragraphs, `  ${WORDING} `)).toEqual({ after: 2, text: WORDING });
    // "100 units" is not a clause number.
    expect(missingClausePlace(['100 units shall be delivered.', '200 units shall follow.'], WORDING).text).toBe(WORDING);
    expect(missingClausePlace([], WORDING)).toEqual({ after: -1, text: WORDING });
    // "Section 4.2" → "Section 4.3", zero padding kept.
    expect(missingClausePlace(['Section 4.1 Fees. The fees are due.', 'Section 4.2 Taxes. Taxes are extra.'], WORDING).text).toBe(`Section 4.3 ${WORDING}`);
    expect(missingClausePlace(['1.08. A.', '1.09. B.'], WORDING).text).toBe(`1.10. ${WORDING}`);
  });
});

describe('the added clause\'s number is one the contract does not use (issue 32, 32r)', () => {
  // Agapé's supply agreement (CUAD) converted to Word: a page is one paragraph, so "14.10" is inside 14.9's.
  const AGAPE = [
    '14. MISCELLANEOUS PROVISIONS 14.1 Notice Any notice to be served under this agreement must be served by sending it to the usual business address of the recipient by ordinary mail.',
    '14.9 Other products outside of the product range listed in schedule A of this document The Manufacturer agrees that the Customer has the right under this agreement to consider, source, promote, market and sell other product. 14.10 HOW TO ACHIEVE SUPER HEALTH BEYOND 2000 - ADVANCED EDITION BOOK The Manufacturer has appointed the Customer the copyright holder of both the English and the Chinese version of the book. The Customer will compensate the Manufacturer the amount of AUS $1.00 per book prior to printing.',
    'IN WITNESS WHEREOF the parties have executed this agreement.',
  ];

  it('reads the numbers used inside a paragraph too: 14.11 after "14.9 … 14.10 HOW TO …"', () => {
    expect(missingClausePlace(AGAPE, WORDING)).toEqual({ after: 1, text: `14.11 ${WORDING}` });
  });

  it('counts a reference ("Section 14.10") but not an amount ("USD 14.50 per unit") nor a number that does not follow on', () => {
    const amounts = [AGAPE[0]!, '14.9 Fees. The price is USD 14.50 per unit and 14.75 per pack, as listed in 100. Schedule items.', AGAPE[2]!];
    expect(missingClausePlace(amounts, WORDING).text).toBe(`14.10 ${WORDING}`);
    const reference = [AGAPE[0]!, '14.9 Survival. Section 14.10 survives the end of this agreement.', AGAPE[2]!];
    expect(missingClausePlace(reference, WORDING).text).toBe(`14.11 ${WORDING}`);
  });
});
