import { describe, expect, it } from 'vitest';
import { findAmounts, findDates, findDurations, findGoverningLaw, findParties, partiesByLegalForm } from './values';

describe('value extraction', () => {
  it('reads dates in the forms contracts use', () => {
    expect(findDates('dated March 3, 2014 (the "Effective Date")')[0]?.value).toBe('March 3, 2014');
    expect(findDates('made this 3rd day of March, 2014, by and between')[0]?.value).toBe('March 3, 2014');
    expect(findDates('effective as of 2014-03-03.')[0]?.value).toBe('March 3, 2014');
    expect(findDates('on the 15t h day of January 2018.')[0]?.value).toBe('January 15, 2018');
    expect(findDates('signed 1 August 2013')[0]?.value).toBe('August 1, 2013');
    // A space before the comma, as CUAD's filings often have it.
    expect(findDates('offering EurocinemaSM Video-on-Demand service made as of July 11 , 2006 (the "Effective Date")')[0]?.value).toBe('July 11, 2006');
    expect(findDates('THIS AGREEMENT IS MADE ON THE 19 DAY OF MAY , 2010 PARTIES')[0]?.value).toBe('May 19, 2010');
    expect(findDates('no date here, only 2013 and May')).toEqual([]);
    // A full stop typed for the comma (Precheck, CUAD: "in effect until March 18. 2021, unless sooner terminated").
    expect(findDates('in effect until March 18. 2021, unless sooner terminated')[0]).toEqual({ value: 'March 18, 2021', index: 16, written: 'March 18. 2021' });
  });

  it('reads amounts, durations, parties and the governing law', () => {
    expect(findAmounts('a fee of $4.50 per unit and USD 1,000,000').map((found) => found.value)).toEqual(['$4.50 per unit', 'USD 1,000,000']);
    expect(findAmounts('three million U.S. dollars ($3,000,000) per year').map((found) => found.value)).toContain('$3,000,000');
    expect(findDurations('for a period of five (5) years')[0]?.value).toBe('five (5) years');
    expect(findDurations('within 30 days of notice')[0]?.value).toBe('30 days');
    expect(findDurations('not cured the breach within (30) days] thereof')[0]?.value).toBe('(30) days');
    expect(
      findParties(
        'by and between Snotarator LLC, a Texas limited liability company, with offices in Frisco (the "Company") and SMSA Ballinger Acquisition Corp., a Nevada corporation, with offices at Argyle',
      ),
    ).toEqual(['Snotarator LLC', 'SMSA Ballinger Acquisition Corp.']);
    expect(findParties('This Agreement is made between ACME GMBH (the "Seller") and Beta Trading (the "Buyer").')).toEqual(['ACME GMBH', 'Beta Trading']);
    expect(findGoverningLaw('This Agreement shall be governed by the laws of the State of Texas.')?.value).toBe('Texas');
    expect(findGoverningLaw('This agreement shall be governed by the Laws of England (English common and statutory Law).')?.value).toBe('England');
    expect(findGoverningLaw('a company organized under the laws of the State of Israel')).toBeNull();
  });

  it('reads lengths that are not a whole number of their unit as one length in a smaller unit (issue 28, 28s)', () => {
    const first = (text: string) => findDurations(text)[0];
    expect(first('shall remain in effect for one and a half years from the Effective Date')).toEqual({ value: '18 months', index: 27, written: 'one and a half years' });
    expect(first('for a period of one and one-half (1 1/2) years')).toMatchObject({ value: '18 months', written: 'one and one-half (1 1/2) years' });
    expect(first('for 1.5 years')?.value).toBe('18 months');
    expect(first('for 2 1/2 years')?.value).toBe('30 months');
    expect(first('for 1½ years')?.value).toBe('18 months');
    expect(first('renewed for half a year')?.value).toBe('6 months');
    expect(first('one and a half months')?.value).toBe('45 days');
    // Decimals that make no whole number of a smaller unit are no length, and never their last figures ("1.3 years" is no "3 years").
    expect(findDurations('for 1.3 years')).toEqual([]);
    // A length in parts is a duration a part; whole lengths as before.
    expect(findDurations('eighteen (18) months and fifteen (15) days').map((found) => found.value)).toEqual(['eighteen (18) months', 'fifteen (15) days']);
    expect(findDurations('within 30 days. 2 years later').map((found) => found.value)).toEqual(['30 days', '2 years']);
  });

  it('reads governing-law clauses worded the other way round (CUAD v1 contracts, CC BY 4.0)', () => {
    const law = (text: string) => findGoverningLaw(text)?.value;
    expect(law('3.14 Governing Law. The laws of the State of New York (excluding any laws that direct the application of another jurisdiction\'s law) govern all matters arising out of or relating to this Agreement.')).toBe('New York');
    expect(law('This Agreement shall be governed by and construed in accordance with the laws, other than choice of law rules, of the state of Florida.')).toBe('Florida');
    expect(law('RATHER THESE RIGHTS AND OBLIGATIONS SHALL BE GOVERNED BY THE LAWS, OTHER THAN CHOICE OF LAW RULES, OF THE STATE OF GEORGIA.')).toBe('Georgia');
    expect(law('This Agreement shall be governed by, and construed and enforced in accordance with, the laws in force in the Province of Ontario (excluding any conflict of laws rule).')).toBe('Ontario');
    expect(law('This Agreement shall be governed by the internal laws, and not by the laws regarding conflicts of laws, of the State of North Carolina.')).toBe('North Carolina');
    expect(law('12.6 The laws of California shall govern the construction and enforceability of the Agreement.')).toBe('California');
    expect(law('24.1 This agreement and any dispute or claim arising out of it shall be governed by and construed in accordance with Ohio law.')).toBe('Ohio');
    expect(law('This Agreement is accepted by Company in the State of Nevada and shall be governed by and construed in accordance with the laws thereof.')).toBe('Nevada');
    expect(law('Licensee, a corporation organized under the laws of the State of Delaware, shall govern its affiliates.')).toBeUndefined();
  });

  it('names the jurisdiction of adjectives, abbreviations, federal-and-state clauses and OCR slips (CUAD v1 train contracts, CC BY 4.0)', () => {
    const law = (text: string) => findGoverningLaw(text)?.value;
    // WHITESMOKE (promotion agreement), QIWI (cooperation agreement), PhoenixNewMedia, CHEETAHMOBILE.
    expect(law('This Agreement shall be governed by English law.')).toBe('England');
    expect(law('This Agreement shall be governed by and construed in accordance with the laws of England and Wales.')).toBe('England and Wales');
    expect(law('11.1 The execution, validity, interpretation, enforcement and dispute resolution of this Agreement shall be governed by the PRC Law.')).toBe("People's Republic of China");
    expect(law('The execution, validity, construction, enforcement and the settlement of any disputes herefrom shall be governed by PRC Laws.')).toBe("People's Republic of China");
    expect(law('This Agreement shall be governed by the laws of the PRC.')).toBe("People's Republic of China");
    // InnerscopeHearing, NATIONALPROCESSING: the state, with the federal law said.
    expect(law('This Agreement shall be governed in all respects by the laws of the United States and the State of Florida, except for conflict of laws provisions.')).toBe('Florida (and the federal law of the United States)');
    expect(law('This Agreement and its interpretation shall be governed by the laws of the United States and, to the extent not inconsistent therewith, by the laws of the Commonwealth of Kentucky without regard to conflicts of laws rules.')).toBe('Kentucky (and the federal law of the United States)');
    // PRIMEENERGY (spaces lost in extraction), ICORECONNECT ("of" left out).
    expect(law('This Agreement shad be deemed a contract made under and shall be construed in accordance with and governed by the laws ofthe State ofTexas and that actions arising out ofthis Agreement may be litigated in courts having situs in Harris County, Texas.')).toBe('Texas');
    expect(law('A. This Agreement shall be governed by the internal laws State of New York.')).toBe('New York');
    // SouthernStarEnergy, SoupmanInc, KIROMIC (joint venture), ElPolloLoco: the law applies, is applied, or is "such state's".
    expect(law('Even in case of agreements with foreign (non-German) Software Publishers and Affiliates, the law of the Federal Republic of Germany applies.')).toBe('Federal Republic of Germany');
    expect(law('7. The Master Franchise Agreement requires application of the laws of New York.')).toBe('New York');
    expect(law('Any such arbitration shall (i) be subject to the application of the Italian Law, (ii) take place in Paris, France and (iii) be conducted in English.')).toBe('Italy');
    // BUFFALOWILDWINGSINC_06_05_1998 franchise agreement: a state named by where the restaurant is, not "State".
    expect(
      law('A. THIS AGREEMENT TAKES EFFECT UPON ITS ACCEPTANCE AND EXECUTION BY US, AND SHALL BE INTERPRETED AND CONSTRUED UNDER THE LAWS OF THE STATE IN WHICH THE FRANCHISED RESTAURANT IS LOCATED, EXCEPT TO THE EXTENT GOVERNED BY THE UNITED STATES TRADEMARK ACT OF 1946'),
    ).toBe('The state in which the franchised restaurant is located');
    expect(
      law("This Agreement, after review by Developer and El Pollo Loco, was accepted in the state in which Franchisor's then-current headquarters (currently the State of California) is located and shall be governed by and construed in accordance with the laws of such state, except that …"),
    ).toBe('California');
  });

  it('reads a party name in capitals that holds "AND", and no date line as part of a name (issue 28, 28t)', () => {
    // PacificapEntertainment (CUAD train): the first party's name holds "AND"; split at it, the answer named two halves.
    expect(
      findParties("This Content License Agreement is between THE HENRY FILM AND ENTERTAINMENT CORPORATION, located at 2809 Unicornio, Carlsbad, CA, 92009 and PACIFICAP ENTERTAINMENT' located at 12868 Via Latina, Del Mar, CA 92014"),
    ).toEqual(['THE HENRY FILM AND ENTERTAINMENT CORPORATION', 'PACIFICAP ENTERTAINMENT']);
    // The same with another jurisdiction's legal form (as robustParties.ts rewrites it).
    for (const form of ['GmbH', 'K.K.', 'PLLC', 'Pty Ltd', 'S.A.S.', 'Sdn. Bhd.']) {
      expect(findParties(`This Content License Agreement is between THE HENRY FILM AND ENTERTAINMENT ${form}, located at 2809 Unicornio, Carlsbad, CA, 92009 and PACIFICAP ENTERTAINMENT located at 12868 Via Latina`)[0]).toBe(`THE HENRY FILM AND ENTERTAINMENT ${form}`.replace(/\.$/, ''));
    }
    // Two parties joined by "AND" stay two.
    expect(findParties('between ACME CORPORATION AND BETA SYSTEMS, INC.')).toEqual(['ACME CORPORATION', 'BETA SYSTEMS INC.']);
    expect(findParties('Hosting Agreement between ELEPHANT TALK AND T-MOBILE CORPORATION, dated May 1, 2009')).toEqual(['ELEPHANT TALK', 'T-MOBILE CORPORATION']);
    // AFSALA Bancorp, Alliance Bancorp (CUAD train): the cover's date line ("____________, 1996", "November ___, 2006")
    // above the agent's name is no part of it.
    expect(partiesByLegalForm('AFSALA BANCORP, INC. (a Delaware corporation)\nAGENCY AGREEMENT\n____________, 1996\nCapital Resources, Inc. 1701 K Street, N.W. Suite 700')).toEqual([
      'AFSALA BANCORP, INC.',
      'Capital Resources, Inc.',
    ]);
    expect(partiesByLegalForm("Alliance Bancorp, Inc. of Pennsylvania (a federal stock holding company)\nNovember ___, 2006\nSANDLER O'NEILL & PARTNERS, L.P. 919 Third Avenue")).toEqual([
      'Alliance Bancorp, Inc.',
      "SANDLER O'NEILL & PARTNERS, L.P.",
    ]);
  });
});
