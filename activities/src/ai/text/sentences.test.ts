import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';
import { headingOf } from './headings';
import { stem } from './terms';

const sentencesOf = (text: string) => splitSentences(text).map((span) => text.slice(span.start, span.end));

describe('sentences, headings and stems', () => {
  it('splits sentences without breaking abbreviations, initials or clause numbers, and keeps headings with their sentence', () => {
    expect(sentencesOf('6.01. Term. The term shall end on May 31, 2015. Termination shall not relieve either party.')).toEqual([
      '6.01. Term. The term shall end on May 31, 2015.',
      'Termination shall not relieve either party.',
    ]);
    expect(sentencesOf('SMSA Ballinger Acquisition Corp. is the Distributor. Timothy P. Halter signed it.')).toEqual([
      'SMSA Ballinger Acquisition Corp. is the Distributor.',
      'Timothy P. Halter signed it.',
    ]);
    expect(sentencesOf('consents to personal jurisdiction by such courts. h. Assignment. This Agreement shall bind each party.')).toHaveLength(2);
  });

  it('ends a sentence after a lettered exhibit or schedule, which is no initial (Tube Media, CUAD, 10(b) and (c))', () => {
    const text =
      '(b) Network retains the right at all times during the Term to discontinue its distribution of the Service in its entirety and to terminate this Agreement and all other affiliates\' agreements on at least ninety (90) days\' prior notice without any liability therefor to Affiliate, other than amounts payable hereunder which accrued prior to such termination, including amounts payable pursuant to Section 6(b) and Exhibit D.   (c) In the event that a Station initially listed on Exhibit A does not launch the Service by the Launch Date as required by Section 3(f) other than as a result of a force majeure event pursuant to Section 13(e), Network shall have the right to terminate this Agreement only as to such Station.';
    const sentences = sentencesOf(text);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]).toMatch(/^\(b\) Network retains .* and Exhibit D\.$/);
    expect(sentencesOf('The prices are set out in Schedules A and B. The Distributor shall pay them.')).toHaveLength(2);
    expect(sentencesOf('This Agreement is signed by Timothy P. Halter for the Company.')).toHaveLength(1);
  });

  it('reads an abbreviated month before its day and a foreign legal form as no sentence end (PC Quote, Coherus, West Pharmaceutical, CUAD)', () => {
    expect(
      sentencesOf(
        'This agreement is made effective   Oct. 11, 1996 by and between PC QUOTE, INC. (hereinafter referred to as "PCQ"), a Delaware Corporation with its principal place of business at 300 South Wacker Drive, Chicago, Illinois 60605.',
      ),
    ).toHaveLength(1);
    expect(sentencesOf('This Agreement is entered into effective as of Nov. 02, 2019 (the Effective Date) by and between Bioeq IP AG and Coherus BioSciences, Inc.')).toHaveLength(1);
    expect(sentencesOf('The supplier is West Pharmaceutical Packaging India Pvt. Ltd. 900 Peepul Boulevard, Sri City, which ships the goods.')).toHaveLength(1);
    expect(sentencesOf('The Operator is Maxis Broadband Sdn. Bhd. acting through its office in Kuala Lumpur.')).toHaveLength(1);
    // A month's abbreviation not followed by a day, and "May." ending a sentence, still end it.
    expect(sentencesOf('The notice was sent in Oct. The Supplier shall reply within thirty days of it.')).toHaveLength(2);
  });

  it('reads a date written with a full stop for its comma as no sentence end (Precheck, CUAD: "until March 18. 2021")', () => {
    expect(
      sentencesOf('10. This Agreement shall be in effect until March 18. 2021, unless sooner terminated by either party upon (30) days written notice, without cause. 11. In the event of termination, the Distributor shall be paid.'),
    ).toEqual([
      '10. This Agreement shall be in effect until March 18. 2021, unless sooner terminated by either party upon (30) days written notice, without cause.',
      '11. In the event of termination, the Distributor shall be paid.',
    ]);
    expect(sentencesOf('The term ends on Sept. 30. 2019 and the Supplier shall then stop all deliveries.')).toHaveLength(1);
    // A day's number that ends a sentence, a clause number, a year that starts the next sentence without a month: still ends.
    expect(sentencesOf('The goods were delivered on the 18th of March. 2021 was a record year for the Supplier and its agents.')).toHaveLength(2);
    expect(sentencesOf('The fee is payable as set out in Section 18. 2021 prices apply to every order placed in that year.')).toHaveLength(2);
    expect(sentencesOf('Payment is due within 18. 2021 prices apply to every order placed in that year by the Buyer.')).toHaveLength(2);
    expect(sentencesOf('The parties met in March 2021. The Supplier shall deliver the first order within thirty days.')).toHaveLength(2);
  });

  it('finds clause headings', () => {
    expect(headingOf('6.01. Term. The term of this Agreement shall terminate on May 31, 2015.')).toBe('Term');
    expect(headingOf('10. GOVERNING LAW This agreement shall be governed by the Laws of England.')).toBe('GOVERNING LAW');
    expect(headingOf('1.2 Term This agreement is for a term of ten (10) years.')).toBe('Term');
    expect(headingOf('THIS AGREEMENT is made this 1st day of August, 2013, by and between the parties named below and their successors.')).toBeNull();
  });

  it('stems the forms of a word alike', () => {
    expect(new Set(['terminate', 'terminated', 'termination', 'terminates'].map(stem)).size).toBe(1);
    expect(new Set(['govern', 'governed', 'governing', 'governs'].map(stem)).size).toBe(1);
    expect(new Set(['confidential', 'confidentiality'].map(stem)).size).toBe(1);
  });
});
