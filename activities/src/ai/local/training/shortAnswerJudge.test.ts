import { describe, expect, it } from 'vitest';
import { partiesPrecision, shortAnswerRight } from './shortAnswerJudge';

// CUAD v1's normalised answers (The Atticus Project, CC BY 4.0) against the engine's answers on train contracts.
describe('the short-answer judge of Parties', () => {
  it("forgives a CUAD typing slip of two letters swapped, as it forgives one letter off", () => {
    // UpjohnInc_20200121_10-12G_EX-2.6: CUAD writes "Pifzer", the contract "Pfizer".
    expect(shortAnswerRight('Parties', 'Pfizer Inc. ("Manufacturer"); Upjohn Inc. ("Customer")', 'Pifzer Inc. ("Manufacturer"); Upjohn Inc. ("Customer")("Party" or collectively as the "Parties")')).toBe(true);
    expect(shortAnswerRight('Parties', 'Pfizer Inc. ("Manufacturer")', 'Pifzer Inc. ("Manufacturer"); Upjohn Inc. ("Customer")')).toBe(false);
  });

  it('reads a name written with or without a space inside as one name', () => {
    // HealthcareIntegratedTechnologiesInc_2019 ("IndeLiving"); MERITLIFEINSURANCECO_06_19_2020 ("Radial Spark")
    expect(shortAnswerRight('Parties', 'Vayyar Imaging Ltd. ("Supplier"); Inde Living Holdings, Inc. ("Reseller")', 'Vayyar Imaging Ltd. ("Supplier"); IndeLiving Holdings, Inc. ("Reseller")')).toBe(true);
    expect(shortAnswerRight('Parties', 'Clear Capital ("Company"); RadialSpark, LLC ("Contractor")', 'Clear Capital ("Company"); Radial Spark, LLC ("Contractor")')).toBe(true);
  });

  it('does not count the parties named as a group ("each a Party") as a party of its own', () => {
    // OTISWORLDWIDECORP_04_03_2020-EX-10.4
    const expected = 'United Technologies Corporation ("UTC"); Otis Worldwide Corporation ("Otis"); Carrier Global Corporation ("Carrier"); each a "Party", and together, the "Parties"';
    expect(shortAnswerRight('Parties', 'United Technologies Corporation ("UTC"); Otis Worldwide Corporation ("Otis"); Carrier Global Corporation ("Carrier")', expected)).toBe(true);
    expect(shortAnswerRight('Parties', 'United Technologies Corporation ("UTC"); Otis Worldwide Corporation ("Otis")', expected)).toBe(false);
  });
});

describe('the short-answer judge of Parties, strict where it should be', () => {
  it('does not read one name inside a longer word', () => {
    // ZONDWINDSYSTEMPARTNERSLTDSERIES85-B: "Sagebrush partners" is not "Sagebrush ("Partnership")".
    expect(shortAnswerRight('Parties', 'Sagebrush ("Partnership"); ToyoWest Management Inc. ("Manager")', 'Sagebrush ("Partnership"); Sagebrush partners ("Partners"); ToyoWest Management Inc. ("Manager")')).toBe(false);
  });
});

describe('the short-answer judge of dates and jurisdictions (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads a two-digit year of CUAD in either century, the contract deciding', () => {
    // ZogenixInc_20190509_10-Q_EX-10.2: "shall remain in effect until September 1, 2045"; CUAD writes 9/1/45.
    expect(shortAnswerRight('Expiration Date', 'September 1, 2045 (2045-09-01)', '9/1/45')).toBe(true);
    expect(shortAnswerRight('Expiration Date', 'September 1, 2046 (2046-09-01)', '9/1/45')).toBe(false);
    // ETELOS,INC_03_09_2004: "effective 7/1/98"; CUAD's 7/7/98 is another day, still wrong.
    expect(shortAnswerRight('Agreement Date', '7/1/98 (1998-07-01)', '7/7/98')).toBe(false);
    expect(shortAnswerRight('Agreement Date', '7/7/98 (1998-07-07)', '7/7/98')).toBe(true);
  });

  it('does not judge a governing law the filing redacted', () => {
    // DovaPharmaceuticalsInc_20181108_10-Q, CoherusBiosciencesInc_20200227_10-K: the jurisdiction is "[* * *]" in the filing.
    expect(shortAnswerRight('Governing Law', 'No governing law given: redacted in the filing', '[* * *]')).toBeNull();
    expect(shortAnswerRight('Governing Law', 'No governing law given: redacted in the filing', '[]')).toBeNull();
    expect(shortAnswerRight('Governing Law', 'Texas', 'New York')).toBe(false);
  });
});

describe('the precision view of Parties (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('names the parties an answer adds that CUAD does not, which "right" forgives', () => {
    // ArcGroupInc_20171211_8-K_EX-10.1: a defined name from a later clause read as a third party.
    const expected = 'Jacksonville Jaguars, LLC ("Club"); The ARC Group, Inc. ("Sponser")';
    const answer = 'Jacksonville Jaguars, LLC ("Club"); The ARC Group, Inc. ("Sponsor"); Conditions ("Annual Fee")';
    expect(shortAnswerRight('Parties', answer, expected)).toBe(true);
    expect(partiesPrecision(answer, expected)).toEqual({ named: 3, spurious: ['Conditions'] });
    expect(partiesPrecision('Jacksonville Jaguars, LLC ("Club"); The ARC Group, Inc. ("Sponsor")', expected)).toEqual({ named: 2, spurious: [] });
  });

  it('does not count a fuller name of a party CUAD names short, nor judge an answer that names no party', () => {
    // CybergyHoldingsInc_20140520_10-Q_EX-10.27: CUAD's "Mount Kowledge" (a slip) and the contract's "and/or assigns".
    const expected = 'Birch First Global Investments Inc. ("Company"); Mount Kowledge Holdings Inc. ("Marketing Affiliate", "MA")';
    expect(partiesPrecision('BIRCH FIRST GLOBAL INVESTMENTS INC. ("Company"); MOUNT KNOWLEDGE HOLDINGS INC. and/or assigns ("Marketing Affiliate")', expected)).toEqual({ named: 2, spurious: [] });
    // WatchitMediaInc_20061201_8-K_EX-10.1: CUAD writes the parties short.
    expect(partiesPrecision('Watchit Media, Inc.; Oceanic Time Warner Cable LLC', 'Watchit Media; Oceanic Time Warner Cable')).toEqual({ named: 2, spurious: [] });
    expect(partiesPrecision('No party names stated in the passage', expected)).toBeNull();
    expect(partiesPrecision('', expected)).toBeNull();
  });
});
