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

  it('keeps a company name, an address and a citation whole across their full stops (issue 28, 28s: Asian Dragon, Cybergy, Tri City, Immunomedics, Xencor, CUAD)', () => {
    // An abbreviation followed by a legal form: "695014 B.C. Ltd.", "Visa U.S.A. Inc.", and the forms written short.
    expect(
      sentencesOf(
        'This Agreement is made and entered into by and between 695014 B.C. Ltd. dba Galaxy Telecom, having a principal office at 200 - 375 Water Street, Vancouver, British Columbia V6B 5C6 Canada ("Galaxy") and Galaxy Telnet SRL, having a principal office at Aleea Malinului, Nr. 11, Bl. D, Scara C, Apt. 43, Constanta, Judetul Constanta, Romania ("Telnet") as of the 1s t day of June, 2004.',
      ),
    ).toHaveLength(1);
    expect(sentencesOf('Customer shall provide M&I with copies of its fully executed Visa U.S.A. Inc. membership agreement promptly after execution of this Agreement by Customer.')).toHaveLength(1);
    expect(sentencesOf('The Distributor is Acme Australia Pty. Ltd. and the Operator is Maxis Broadband Sdn. Bhd. of Kuala Lumpur.')).toHaveLength(1);
    expect(sentencesOf('The Supplier is West Pharmaceutical Services Mexico, S.A. de C.V. and the Buyer is Philips Nederland B.V. of Best.')).toHaveLength(1);
    // Dotted initials or an address's short word before a number: an address or a citation goes on.
    expect(
      sentencesOf(
        'This Marketing Affiliate Agreement (the "Agreement") is entered into this 8th day of May 2014, by and between BIRCH FIRST GLOBAL INVESTMENTS INC., a corporation incorporated in the U.S. Virgin Islands, with its main place of business located 9100 Havensight, Port of Sale, Ste. 15/16, St. Thomas, VI 0080 (referred to as "Company") and MOUNT KNOWLEDGE HOLDINGS INC. and/or assigns.',
      ),
    ).toHaveLength(1);
    expect(
      sentencesOf(
        '11.6.3 Company represents and warrants that neither Company, nor any of its employees, officers, directors, or agents, has been debarred by the FDA, is the subject of a conviction described in 21 U.S.C. 335a, or is subject to any similar sanction.',
      ),
    ).toHaveLength(1);
    expect(sentencesOf('WHEREAS, XENCOR and an Affiliated Company (as defined below) of BII, the Boehringer Ingelheim Pharma GmbH & Co. KG, Birkendorfer Str. 65, 88397 Biberach, Germany ("BI Pharma") entered into an agreement.')).toHaveLength(1);
    expect(sentencesOf('This Agreement is made and entered into by and between 695014 B.C. S.r.l. dba Galaxy Telecom and Galaxy Telnet Oy, both of them distributors.')).toHaveLength(1);
    // Still sentence ends: dotted initials before a capitalised word (West Pharmaceutical), or before a clause number.
    expect(sentencesOf('The arbitration shall take place in Houston, Texas, U.S.A. The proceedings shall be in the English language.')).toHaveLength(2);
    expect(sentencesOf('Its facility is in Tou-Liu City, Yun-Lin Hsien, Taiwan, R.O.C. 1.7 "FDA" means the Food and Drug Administration.')).toHaveLength(2);
    expect(sentencesOf('The notices are governed by the laws of Washington, D.C. 13. Notices shall be given in writing to each party.')).toHaveLength(2);
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
