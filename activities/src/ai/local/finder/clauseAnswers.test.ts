import { describe, expect, it } from 'vitest';
import { clauseAnswer, lawOrForum, noticePeriod, plainDuration, renewalAnswer, renewalNeedsBoth, termAnswer, withRenewalCondition } from './clauseAnswers';

// Passages quoted from CUAD v1 contracts (The Atticus Project, CC BY 4.0), with CUAD's own normalised answers in mind.
const AUTO_RENEWAL =
  'This agreement shall automatically renew for additional successive terms of twelve (12) months each at the end of the Initial Term ("Renewal Terms"), unless either party notifies the other in writing at least sixty (60) days prior to the end of the Initial Term.';
const NON_RENEWAL_NOTICE =
  'Thereafter, this Agreement shall renew automatically for one (1) additional three (3) year period (the "Renewal Term" and collectively, together with the Initial Term, the "Term") unless either party provides the other with written notice of non-renewal at least ninety (90) days before the expiration of the Initial Term].';
const CALENDAR_YEAR =
  'This agreement shall begin upon the date of its execution by MA and acceptance in writing by Company and shall remain in effect until the end of the current calendar year and shall be automatically renewed for successive one (1) year periods unless otherwise terminated according to the cancellation or termination provisions contained in paragraph 18 of this Agreement.';
const FIXED_END =
  'The term of this Agreement (the "Initial Term") shall commence as of the Effective Date and, unless earlier terminated in accordance with this Agreement, shall terminate on June 30, 2010.';
const FIVE_YEARS =
  'The initial term of this Agreement commences as of the Effective Date and, unless terminated earlier pursuant to any express provision of this Agreement, shall continue until five (5) years following the Effective Date (the "Initial Term").';
const CONVENIENCE =
  'Notwithstanding any other provision of this Agreement, Rogers may terminate this Agreement, at any time, upon sixty (60) days\' prior written notice to Licensor.';

describe('short answers read like a lawyer\'s', () => {
  it('writes durations with digits', () => {
    expect(plainDuration('ninety (90) calendar days')).toBe('90 calendar days');
    expect(plainDuration('one (1) year period')).toBe('1 year');
    expect(plainDuration('twelve (12) months')).toBe('12 months');
  });

  it('reads the notice period to stop a renewal', () => {
    expect(noticePeriod(AUTO_RENEWAL)).toBe("60 days' notice");
    expect(clauseAnswer('Notice Period To Terminate Renewal', NON_RENEWAL_NOTICE, NON_RENEWAL_NOTICE, false)).toBe("90 days' notice");
  });

  it('does not take the renewal term for a notice period', () => {
    const renewal = 'This Agreement shall renew for successive terms of three (3) years unless either party gives written notice of termination.';
    expect(noticePeriod(renewal)).toBeNull();
    const option =
      'Distributor shall have the option to renew this Agreement for an additional Three (3) year period by providing prior written notice to Company within Ninety (90) days of the end of the initial period of this Agreement.';
    expect(clauseAnswer('Renewal Term', option, option, true)).toBe('Yes — renewal for 3 years');
  });

  it('answers a renewal clause with the renewal term and the notice to opt out', () => {
    expect(clauseAnswer('Renewal Term', AUTO_RENEWAL, AUTO_RENEWAL, true)).toBe("Yes — automatic renewal for 12 months; 60 days' notice to opt out");
  });

  it('answers the term as a duration or a date, with its renewal', () => {
    expect(termAnswer(FIVE_YEARS, FIVE_YEARS)).toBe('5 years');
    expect(termAnswer(FIXED_END, FIXED_END)).toBe('Until June 30, 2010');
    expect(termAnswer(CALENDAR_YEAR, CALENDAR_YEAR)).toBe('Until the end of the calendar year, renewing yearly');
    const threeYears = 'The initial term is three (3) years, and it shall automatically renew for successive one (1) year terms.';
    expect(termAnswer(threeYears, threeYears)).toBe('3 years, renewing yearly');
  });

  it('answers termination for convenience with its notice', () => {
    expect(clauseAnswer('Termination For Convenience', CONVENIENCE, CONVENIENCE, true)).toBe("Yes — 60 days' notice");
  });

  it('leaves parties, dates and the governing law to the value readers', () => {
    expect(clauseAnswer('Governing Law', 'This Agreement is governed by the laws of Delaware.', '', false)).toBeNull();
  });

  // The clauses CUAD does not label, quoted from held-out CUAD v1 contracts (heldOutSample.jsonl.gz).
  it('answers indemnification with who indemnifies', () => {
    const mutual =
      'Each of VET TECH and COOL TECH, at its own expense, shall indemnify, defend and hold the other, its partners, shareholders, directors, officers, employees, and agents harmless from and against any and all third-party suits.';
    expect(clauseAnswer('Indemnification', mutual, mutual, false)).toBe('Yes — mutual');
    const one = 'Promoter shall indemnify and hold VNUE harmless from any and all damages, claims and expenses arising out of any claim.';
    expect(clauseAnswer('Indemnification', one, one, false)).toBe('Yes — by Promoter');
  });

  it('answers confidentiality with how long it lasts', () => {
    const term =
      '6) Term of Confidentiality For a period of five (5) years after termination of this Agreement, the parties shall treat as confidential all information and take every reasonable precaution.';
    expect(clauseAnswer('Confidentiality', term, term, false)).toBe('Yes — 5 years after the agreement ends');
  });

  it('answers payment terms with the deadline and late interest', () => {
    const net = 'Customer shall pay each invoice within thirty (30) days of receipt of the invoice; overdue amounts bear interest at 1.5% per month.';
    expect(clauseAnswer('Payment Terms', net, net, false)).toBe('Within 30 days of invoice; interest 1.5% per month on late payment');
    const amount =
      'In consideration of the services to be rendered under this Agreement as set forth above, the Company shall be entitled to compensation in the amount of $150,000.00 (One Hundred Fifty Thousand Dollars).';
    expect(clauseAnswer('Payment Terms', amount, amount, false)).toBe('$150,000.00');
  });

  it('answers notices with the form and the means', () => {
    const notices =
      'Notices: Any notice required or permitted to be given under this Agreement shall be in writing, by hand delivery, commercial overnight courier or registered or certified U.S. mail.';
    expect(clauseAnswer('Notices', notices, notices, false)).toBe('In writing — by hand, courier or mail');
  });

  it('answers termination for cause with its grounds and cure period', () => {
    const cause =
      'Either party may terminate this Agreement if the other party commits a material breach and fails to cure it within thirty (30) days after written notice, or becomes insolvent.';
    expect(clauseAnswer('Termination For Cause', cause, cause, false)).toBe('Yes — material breach (30 days to cure); insolvency');
  });

  it('answers jurisdiction with the courts or the arbitration forum', () => {
    const venue = 'Venue for any action arising hereunder shall lie in the state and federal courts located in Nevada.';
    expect(clauseAnswer('Jurisdiction', venue, venue, false)).toBe('Nevada courts');
    const exclusive = 'The parties submit to the exclusive jurisdiction of the courts of the State of New York.';
    expect(clauseAnswer('Jurisdiction', exclusive, exclusive, false)).toBe('New York courts (exclusive)');
    const county = 'Venue for any legal action brought in State Court shall lie exclusively in Tarrant County, Texas.';
    expect(clauseAnswer('Jurisdiction', county, county, false)).toBe('Tarrant County, Texas courts (exclusive)');
    const arbitration =
      'In the event that any dispute cannot be resolved through such consultation, such dispute shall be submitted to the Beijing Arbitration Commission ("BAC") for arbitration pursuant to the then effective arbitration procedures and rules of BAC.';
    expect(clauseAnswer('Jurisdiction', arbitration, arbitration, false)).toBe('Arbitration (Beijing Arbitration Commission)');
  });

  it('reads the notice to stop renewal where the notice words come well before the period, and the renewal term apart from it', () => {
    // CUAD v1 (The Atticus Project, CC BY 4.0): validation contracts' renewal clauses.
    const oneMonth =
      'The terms of this Agreement shall be one year from the effective date and will be automatically renewed on each anniversary of the effective date, for a renewal term of one year unless either party provides written notification of its intention not to renew this Agreement at least one month prior to the expiration of the initial or any renewal terms.';
    expect(noticePeriod(oneMonth)).toBe("1 month's notice");
    const yearly =
      'Unless otherwise terminated as provided herein, the initial term of this Agreement shall be three (3) years from the Effective Date and shall thereafter be automatically renewed for subsequent one (1) year periods unless either party notifies the other in writing of its election not to renew the Agreement at least one hundred twenty (120) days prior to the expiration of the then-current term.';
    expect(clauseAnswer('Renewal Term', yearly, yearly, false)).toBe("Yes — automatic renewal for 1 year; 120 days' notice to opt out");
    expect(clauseAnswer('Renewal Term', 'This Agreement shall renew for successive one-year terms.', '', false)).toBe('Yes — renewal for 1 year');
  });
});

describe('a renewal period written without a number (CUAD v1 sentences, CC BY 4.0)', () => {
  it('reads "from year to year", "successive annual periods" and "every year" as 1 year', () => {
    const year = (sentence: string) => renewalAnswer(sentence, sentence);
    expect(
      year(
        '11.1 AUTOMATIC RENEWAL. This Agreement will automatically renew at the end of the Initial Term or a subsequent renewal term on a year to year basis (each, a "Renewal Term"), unless either Party notifies the other at least 30 days prior to the end of the Initial Term or then current Renewal Term.',
      ),
    ).toBe("Yes — automatic renewal for 1 year; 30 days' notice to opt out");
    expect(
      year(
        'Thereafter, this agreement will renew automatically from year to year unless cancelled in writing by either Party giving the other written notice of such cancellation a minimum of 60 days before the end of the then current term.',
      ),
    ).toBe("Yes — automatic renewal for 1 year; 60 days' notice to opt out");
    expect(year('This Agreement shall continue until January 18, 2022, and thereafter shall continue automatically for successive annual periods ending on January 18th of each year.')).toBe(
      'Yes — automatic renewal for 1 year',
    );
    expect(year('It is established by calendar year and renewed tacitly every year.')).toBe('Yes — renewal for 1 year');
  });
});

describe('renewal terms and notice to stop them (CUAD v1 train contracts, CC BY 4.0)', () => {
  it('reads the renewal period right after the renewal words, a roman one, and "continue for an additional period"', () => {
    // VitalibisInc_20180316_8-K_EX-10.2 Hosting Agreement
    const vitalibis =
      'This Agreement shall automatically renew beyond the Initial Term for successive one (I) year terms (each, a "Renewal Term"), unless a Party provides the other with written notice of termination at least one hundred eighty (180) days prior to the expiration of the Initial Term or the then-current Renewal Term.';
    expect(renewalAnswer(vitalibis, vitalibis)).toBe("Yes — automatic renewal for 1 year; 180 days' notice to opt out");
    // TomOnlineInc_20060501_20-F_EX-4.46
    const tom =
      'This Agreement shall automatically continue following the Initial Term, for an additional period of three (3) years, unless a party to this Agreement provides written notice of termination to the other parties at least sixty (60) days prior to the expiration of the Initial Term or this Agreement ("Extended Term" and, with the Initial Term, "Term").';
    expect(renewalAnswer(tom, tom)).toBe("Yes — automatic renewal for 3 years; 60 days' notice to opt out");
    // STWRESOURCESHOLDINGCORP_08_06_2014-EX-10: the initial term before the renewal words is not the renewal's.
    const stw =
      "3. Term. Subject to the other provisions contained herein, this AGREEMENT shall be for a term of thirty (30) years from the Effective Date, which shall automatically renew from year-to-year thereafter unless terminated by a Party upon sixty (60) days' written notice after the end of the term.";
    expect(renewalAnswer(stw, stw)).toBe("Yes — automatic renewal for 1 year; 60 days' notice to opt out");
  });

  it('reads a deadline before the end of the term as the notice period, without the word "notice" nearby', () => {
    // RandWorldwideInc_20010402_8-KA_EX-10.2; XACCT Technologies support and maintenance agreement; DIVERSINETCORP_03_01_2012-EX-4
    expect(noticePeriod('The Agreement shall automatically renew for successive one year additional terms unless terminated by either party at least six months prior to the expiration of the then-current term.')).toBe(
      "6 months' notice",
    );
    expect(
      noticePeriod(
        'The Agreement will be automatically renewed for additional one (1) year terms (subject to applicable fee adjustments) unless thirty (30) days prior to the anniversary of the Effective Date Licensee gives written notice to XACCT of its intention not to renew.',
      ),
    ).toBe("30 days' notice");
    expect(
      noticePeriod(
        'Upon expiration of the Initial Term, this Agreement shall automatically renew for consecutive one (1) year periods, unless terminated by Reseller within sixty (60) days prior to the expiration of the Initial Term or any renewal term, as the case may be.',
      ),
    ).toBe("60 days' notice");
    // A duration that is not a deadline stays none.
    expect(noticePeriod('Licensee shall pay within thirty (30) days of invoice.')).toBeNull();
  });
});

describe('payment terms without an amount (CUAD v1 train and validation contracts, CC BY 4.0)', () => {
  it('says who pays whom, when, how and the late fee', () => {
    expect(clauseAnswer('Payment Terms', 'Sponsor will pay Snap the quarterly fees as set forth below on Exhibit A hereto.', '', false)).toBe('Paid by Sponsor to Snap, quarterly');
    expect(clauseAnswer('Payment Terms', 'Payments will be made on or before the 25th of each calendar month.', '', false)).toBe('By the 25th of each month');
    expect(clauseAnswer('Payment Terms', "Payment shall be in federal funds transmitted by wire to the Fund's designated custodian.", '', false)).toBe('By wire transfer');
    expect(clauseAnswer('Payment Terms', 'Payments received after the 30 day calendar period will be subject to a late fee of 1.5% of the invoice amount.', '', false)).toBe('Late fee 1.5%');
    // VerizonAbsLlc_20200123_8-K_EX-10.4: what is paid is not the payee.
    expect(clauseAnswer('Payment Terms', 'On each Payment Date, the Issuer will pay the Servicing Fee to the Servicer according to Section 8.2 of the Indenture.', '', false)).toBe(
      'Paid by Issuer, on each Payment Date',
    );
    expect(clauseAnswer('Payment Terms', 'Additionally, Parties agree to share exchange EUR/ USD rate fluctuations covering the payment of royalties.', '', false)).toBeNull();
  });
});

describe('renewal periods written other ways (issue 28)', () => {
  const answer = (sentence: string) => renewalAnswer(sentence, sentence);
  it('reads a period written in words: an additional year or month, one further year, half a year', () => {
    // BizzingoInc Endorsement Agreement; HealthGateData Hosting Agreement; Sphere3D Consulting Agreement; DataCallTechnologies Content License.
    expect(answer('provided however, that the Parties may extend the Term for an additional year period by entering into an written addendum of the Agreement extending such term.')).toBe('Yes — renewal for 1 year');
    expect(answer('If the Publishers exercise their right to renew, the term of the Services shall be extended by one further year, up to and including 28 February 2001.')).toBe('Yes — renewal for 1 year');
    expect(answer('Without notification the contract will automatically extend for an additional month of service.')).toBe('Yes — automatic renewal for 1 month');
    expect(answer('The Initial Term shall automatically be extended for an additional period of half a year unless either party provides the other party with written notification of termination of the letter Agreement at least 60 days prior to end of such period.')).toBe(
      "Yes — automatic renewal for 6 months; 60 days' notice to opt out",
    );
  });
  it('reads a successor franchise and additional terms the agreement continues for as a renewal', () => {
    // MrsFieldsOriginalCookies Franchise Agreement; PfHospitalityGroup Franchise Agreement.
    expect(answer('Upon the expiration of the initial term of this Agreement, Franchisee shall have the one time right to obtain a successor franchise to operate a Pretzel Time Unit at the Site (a "Successor Franchise") for a single term of five (5) years immediately following the expiration of the initial term')).toBe('Yes — renewal for 5 years');
    expect(answer('When this Agreement expires, you will have the option to continue the franchise relationship with us for two (2) additional terms of ten (10) years each.')).toBe('Yes — renewal for 10 years');
  });
  it('reads "continue on a year to year basis" as yearly, and a period "by written agreement" as no notice', () => {
    // BNLFinancial Outsourcing Agreement; NakedBrandGroup Endorsement Agreement; PacificapEntertainment Content License.
    expect(answer('B. Unless either party gives written notice to terminate this Agreement at least six (6) months prior to the end of said Initial Term, this Agreement shall continue on a year to year basis ("Extended Term(s)") until terminated by either party')).toBe(
      "Yes — renewal for 1 year; 6 months' notice to opt out",
    );
    expect(answer('The initial term of this Agreement shall be for a period of four (4) years, commencing on the Effective Date, which term may be extended for up to three (3) years by written agreement of both Parties prior to the expiration date of the initial term')).toBe('Yes — renewal for 3 years');
    expect(answer('After the Initial Term, this Agreement will be automatically renewed for successive additional 3~year periods ("Extension Terms"), unless otherwise terminated by either party by giving notice to the other party not less than sixty (60) days prior to the end of a Term.')).toBe(
      "Yes — automatic renewal for 3 years; 60 days' notice to opt out",
    );
  });
});

describe('a governing-law passage without a governing law (issue 28)', () => {
  it('gives the laws offered in the alternative', () => {
    // Ebix Co-Branding Agreement.
    const ebix = '15.4 This Agreement will be governed by the laws of the state where a suit is properly filed under the terms of this paragraph, being either Illinois or New York, and without giving effect to conflict of law principles.';
    expect(lawOrForum(ebix, ebix)).toBe('Illinois or New York');
  });
  it('else the forum its disputes go to, said to be only that', () => {
    // DragonSystems Outsourcing Agreement; Usio Affiliate Agreement; ImperialGardenResort Outsourcing Agreement.
    const dragon = 'Any lawsuit relating to any matter arising under this Agreement may be initiated in a State or Federal Court located in the Commonwealth of Massachusetts or in any court in the Netherlands having jurisdiction over the matter.';
    expect(lawOrForum(dragon, dragon)).toBe('Not stated; disputes go to Massachusetts');
    const usio = '8.05 GOVERNING LAW. All disputes or claims by Payment Data Systems hereunder shall be resolved by arbitration in McLean, Virginia, pursuant to the rules of the American Arbitration Association.';
    expect(lawOrForum(usio, usio)).toBe('Not stated; disputes go to McLean, Virginia');
    const imperial = 'II. Should either Party herein initiate a legal proceeding for revoking any arbitration result regarding the Contract, both Parties herein agree to take the Miaoli District Court of Taiwan as the competent court of first instance pursuant to the laws of the R.O.C..';
    expect(lawOrForum(imperial, imperial)).toBe('Not stated; disputes go to Taiwan');
    expect(lawOrForum('This Agreement shall be governed by the law set forth in the general terms and conditions.', '')).toBeNull();
  });
});

describe('a notice period named after the notice (issue 28)', () => {
  it('reads "written notice … of at least 3 months"', () => {
    // HealthcareIntegratedTechnologies Reseller Agreement.
    const paragraph =
      'Term and Termination This Agreement shall become effective on the Effective Date and shall remain in effect for an initial period of 1 year ("Initial Term"). Thereafter, this Agreement shall automatically be renewed for successive 1-year terms (each a "Renewal Term", and together with the Initial Term, the "Term"). Following the Initial Term, either Party may terminate this Agreement without cause upon written notice to the other Party of at least 3 months.';
    expect(noticePeriod(paragraph)).toBe("3 months' notice");
    expect(noticePeriod('This Agreement shall remain in effect for an initial period of 1 year.')).toBeNull();
  });
});

describe('a renewal both parties must agree to (issue 28/31, 28d), on CUAD train sentences', () => {
  it('is read from consent or mutual agreement, not from a price to be agreed or a covenant that "the Parties agree that"', () => {
    expect(renewalNeedsBoth('The term of this Agreement may be extended for an additional two year period with the written consent of both parties.', '')).toBe(true);
    expect(renewalNeedsBoth('Upon mutual agreement, this Agreement may be renewed for one (1) additional one (1) year term upon the expiration of the Initial Term.', '')).toBe(true);
    expect(renewalNeedsBoth("The Agreement may be extended for one (1) year upon the parties' mutual agreement in writing.", '')).toBe(true);
    // XFN's option, by its notice; only its price is to be agreed (Xinhua Sports).
    expect(renewalNeedsBoth('This Agreement may be renewed for an additional term of ten (10) years by notice in writing given by XFN to CEIS at the expiry of the Term, for a consideration to be mutually agreed.', '')).toBe(false);
    // A covenant, not a condition of the renewal (iVillage).
    expect(renewalNeedsBoth('The Parties agree that prior to July 1, 2000, iVillage will provide FMM with the opportunity to renew this Agreement (the "Renewal Term") on terms set forth in a proposal.', '')).toBe(false);
    // The renewal sentence of the paragraph, when the quoted sentence is another.
    expect(renewalNeedsBoth('The initial term is one year.', 'The initial term is one year. This agreement may be renewed upon mutual, written agreement of the parties.')).toBe(true);
    expect(withRenewalCondition('1 year', 'This Agreement shall automatically renew for successive one (1) year terms.', '')).toBe('1 year');
  });
});

describe('a term or renewal period written in parts (issue 28, 28q)', () => {
  // The Allied Esports content licence's term clause (tests/fixtures/contracts), its periods written in parts as other
  // contracts write them: the answer gives the whole period, not its first part.
  const clause =
    '3. Term. This Agreement will be in effect for three (3) years from the Effective Date ("Initial Term") unless terminated earlier in accordance with this Agreement. This Agreement shall automatically extend for an additional two (2) years on the same terms herein ("Renewal Term") provided WPT receives payments greater than twelve million U.S. dollars ($12,000,000) within the Initial Term.';
  it('reads the renewal period whole: "2 years and 6 months", not "2 years"', () => {
    const parts = clause.replace('an additional two (2) years', 'an additional two (2) years and six (6) months');
    const sentence = parts.slice(parts.indexOf('This Agreement shall automatically'));
    expect(renewalAnswer(sentence, parts)).toBe('Yes — automatic renewal for 2 years and 6 months');
    // As before for a period in one part.
    expect(renewalAnswer(clause.slice(clause.indexOf('This Agreement shall automatically')), clause)).toBe('Yes — automatic renewal for 2 years');
  });
  it('reads the initial term whole in the term answer: "3 years and 6 months, renewing …"', () => {
    const parts = clause.replace('three (3) years from', 'three (3) years and six (6) months from');
    expect(termAnswer(parts, parts)).toBe('3 years and 6 months, renewing for 2 years at a time');
  });
});
