import { describe, expect, it } from 'vitest';
import { shortAnswerRight } from './shortAnswerJudge';

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
