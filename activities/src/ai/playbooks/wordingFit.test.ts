import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, type PlaybookTopicKey } from '@arcline/shared';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';
import { fitWording, inContractCasing, leadingStructure, withRestOfArrangement } from './wordingFit';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md). */
const contract = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../tests/fixtures/contracts/${name}`, import.meta.url)), 'utf8');
const wording = (id: string) => DEMO_PLAYBOOK.topics.find((topic) => topic.id === id)!.standardWording;

const ABILITY = contract('abilityinc-06-15-2020-ex-4.25-services-agreement.txt');
const AGAPE = contract('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
const BLACKBOX = contract('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');
const BORROW = contract('borrowmoneycom-inc-06-11-2020-ex-10.1-joint-venture-agreement.txt');

describe('the enumerators and headings a quoted passage starts with', () => {
  it.each([
    // CUAD training contracts' passages as the offline review quotes them.
    ['(b) (i) Provider shall provide Recipient with monthly invoices ("Invoices"), which shall set forth', '(b) (i) '],
    ['24.1 This agreement and any dispute or claim arising out of or in connection with it', '24.1 '],
    ['Section 5.01. Payment Terms. Any amounts due hereunder shall be calculated and paid in U.S. dollars', 'Section 5.01. Payment Terms. '],
    ['4. TERM AND TERMINATION 4.1 Unless otherwise terminated as provided herein, the term of this Agreement', '4. TERM AND TERMINATION 4.1 '],
    ['ARTICLE 3. TERM AND TERMINATION 3.1 Either Party may terminate this Agreement by giving the other Party', 'ARTICLE 3. TERM AND TERMINATION 3.1 '],
    ['20.  MISCELLANEOUS   20.1  Successors, Assigns   This Agreement and the rights and obligations', '20.  MISCELLANEOUS   20.1  Successors, Assigns   '],
    ['XVI. Term and Termination   16.00 Unless earlier terminated in accordance with the terms', 'XVI. Term and Termination   16.00 '],
    ['5.4 Payment terms Unless separate payment terms are agreed to outside of this Agreement', '5.4 Payment terms '],
    ['8.01  .  Confidentiality.  Each party agrees to maintain in confidence', '8.01  .  Confidentiality.  '],
    ["A. Termination by PAPA JOHN'S. Without prejudice to any other rights it may have", "A. Termination by PAPA JOHN'S. "],
    ['Payment of Statements. Within fifteen (15) calendar Days following receipt of each of Transporter\'s invoices', 'Payment of Statements. '],
    ['(a) Mutual Agreement - This Agreement, the Build Addendum and/or the Maintenance Addendum may be terminated', '(a) Mutual Agreement - '],
    // A sentence, however it starts, is no heading.
    ['c. IN NO EVENT SHALL Erchonia BE LIABLE FOR ANY LOSS OF PROFIT', 'c. '],
    ['This Agreement shall be governed by the laws of the State of Texas.', ''],
    ['IN NO EVENT SHALL COMPANY BE LIABLE FOR ANY INCIDENTAL OR CONSEQUENTIAL DAMAGES', ''],
    ['30 days after the end of each month, Licensee shall pay', ''],
    ['Inc. shall pay the Fees within sixty (60) days', ''],
    ['B. All payments are due on the later of: (1) within fifteen (15) days of receipt of the invoice', 'B. '],
    // A section's number without a full stop and its heading, before its first subsection (Kitov, CUAD train; issue 32, 32w).
    ['10 Governing Law; Venue 10.1 This Agreement shall be interpreted and enforced exclusively under the laws of the State of Israel', '10 Governing Law; Venue 10.1 '],
    ['5 Term and Termination 5.1 The Agreement shall commence on the Effective Date', '5 Term and Termination 5.1 '],
    ['30 Business Days after the Effective Date, the Supplier shall deliver', ''],
    ['12 Months following delivery 12 units shall be returned', ''],
  ])('%s', (quote, structure) => {
    expect(leadingStructure(quote)).toBe(structure);
  });
});

describe('the wording in the contract\'s casing of its terms', () => {
  it('writes "the Parties" where the contract does (Ability), and "this agreement" where it writes it so (Agapé)', () => {
    expect(inContractCasing(wording('payment-terms'), ABILITY)).toMatch(/the Parties shall work together/);
    const term = inContractCasing(wording('term'), AGAPE);
    expect(term).toMatch(/^This agreement shall commence .* The parties may renew this agreement by written agreement signed by both of them\.$/);
  });

  it('leaves words a contract defines in their ordinary sense alone: "an initial term", "by written agreement", "a third party"', () => {
    const term = inContractCasing(wording('term'), ABILITY);
    expect(term).toContain('an initial term of three (3) years, unless terminated earlier in accordance with its terms');
    expect(term).toContain('by written agreement signed by both of them');
    expect(inContractCasing(wording('indemnity'), ABILITY)).toContain('the intellectual property rights of a third party');
  });
});

describe('the playbook wording fitted to the passage it replaces', () => {
  const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
  const finding = (text: string, topicId: string, actingFor?: string) =>
    reviewAgainstPlaybook(text.split('\n').filter(Boolean), { ...playbook, actingFor }).find((each) => each.topicId === topicId)!;

  it('keeps "(b) (i)" of Ability\'s payment clause, its names and "the Parties": only the words that differ change', () => {
    const payment = finding(ABILITY, 'payment-terms', 'Recipient');
    expect(payment.verdict).toBe('unacceptable');
    expect(payment.quote).toMatch(/^\(b\) \(i\) Provider shall provide Recipient with monthly invoices/);
    expect(payment.proposedText).toBe(
      '(b) (i) Recipient shall pay each correct and undisputed invoice within forty-five (45) days of receiving it. Recipient may withhold any amount it disputes in good faith, and the Parties shall work together to resolve the dispute promptly.',
    );
  });

  it('keeps the clause number and heading of Agapé\'s payment terms and Blackbox\'s confidentiality', () => {
    expect(finding(AGAPE, 'payment-terms', 'customer').proposedText).toMatch(/^5\.4 Payment terms The Customer shall pay each correct and undisputed invoice/);
    const confidentiality = fitWording(wording('confidentiality'), { quote: '8.01  .  Confidentiality.  Each party agrees to maintain in confidence', contract: BLACKBOX, actingFor: 'customer' });
    expect(confidentiality).toBe(`8.01  .  Confidentiality.  ${wording('confidentiality')}`);
    expect(finding(BORROW, 'confidentiality', 'customer')).toMatchObject({ verdict: 'unacceptable', proposedText: `46. ${wording('confidentiality')}` });
  });

  it('proposes the wording as written where the passage starts with its sentence and the contract writes the playbook\'s terms', () => {
    const governingLaw = finding(BLACKBOX, 'governing-law', 'customer');
    expect(governingLaw).toMatchObject({ verdict: 'unacceptable', quote: 'This Agreement shall be governed by the laws of the State of Texas.', proposedText: wording('governing-law') });
    // A missing clause has no passage: the wording only (the redline numbers it as the next section).
    expect(fitWording(wording('payment-terms'), { quote: '', contract: 'This Agreement is made between A and B.', actingFor: undefined })).toBe(wording('payment-terms'));
  });
});

describe('a term the replaced passage defines keeps its definition in the wording', () => {
  it('Euromedia: (the "Initial Term") after "an initial term of three (3) years", so the rest of the contract still has it', () => {
    const quote = 'The term of this Agreement (the "Initial Term") shall commence as of the Effective Date and, unless earlier terminated in accordance with this Agreement, shall terminate on June 30, 2010.';
    const contract = `${quote} Rogers may renew this Agreement after the Initial Term. The Effective Date is the date of signature; the Effective Date is stated above.`;
    expect(fitWording(wording('term'), { quote, contract, actingFor: undefined })).toBe(
      'This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years (the "Initial Term"), unless terminated earlier in accordance with its terms. The parties may renew this Agreement by written agreement signed by both of them.',
    );
  });

  it('leaves out a definition the wording has no place for, and one the wording does not use', () => {
    const quote = '(b) Each party shall hold the other\'s confidential information ("Confidential Information") for two (2) years after the Renewal Term ("Renewal Term").';
    expect(fitWording(wording('confidentiality'), { quote, contract: quote, actingFor: undefined })).toBe(`(b) ${wording('confidentiality')}`);
  });
});

describe('what a pass of Apply all on three CUAD contracts found (issue 32)', () => {
  const GENTECH_LIKE = 'Each Party ("Party") shall indemnify the other Party. The Parties agree. Either Party may act. Neither Party shall. The effective date of termination is the effective date stated; the effective date applies.';

  it('keeps "third-party" as written where the contract writes "Party"', () => {
    expect(inContractCasing(wording('indemnity'), GENTECH_LIKE)).toContain('arising out of any third-party claim');
  });

  it('does not lower "the Effective Date" to a contract\'s loose "effective date"; it does lower "this Agreement" to the contract\'s style', () => {
    const term = inContractCasing(wording('term'), `${GENTECH_LIKE} ${'as this agreement says, '.repeat(3)}`);
    expect(term).toMatch(/^This agreement shall commence on the Effective Date /);
  });

  it('numbers the wording\'s items (i), (ii), (iii) under a clause labelled "(a)" (Euromedia\'s indemnity), not (a), (b), (c) again', () => {
    const quote = '(a) Licensor shall indemnify Rogers and its affiliates from and against any and all claims, damages, liabilities, costs and expenses';
    const fitted = fitWording(wording('indemnity'), { quote, contract: quote, actingFor: undefined });
    expect(fitted).toMatch(/^\(a\) The Supplier shall defend, .* resulting from \(i\) the Supplier's breach of this Agreement, \(ii\) the negligence .*, or \(iii\) any allegation/);
    // A numbered clause keeps the wording's letters.
    expect(fitWording(wording('indemnity'), { quote: `8.2 ${quote.slice(4)}`, contract: quote, actingFor: undefined })).toContain('resulting from (a) the Supplier');
  });

  it("replaces only a governing-law clause's sentences on the law: the venue and the sentence that refers to it stay (Integrity Media, CUAD train)", () => {
    const quote =
      'b. This Agreement has been entered into in the State of Tennessee, and the validity, interpretation and legal effect of this Agreement will be governed by the laws of the State of Tennessee applicable to contracts entered into and performed entirely within the State of Tennessee. The venue for any controversy or claim arising out of or relating to this Agreement or breach thereof, shall be the appropriate state and federal courts located in Nashville, Tennessee. Accordingly, each party hereto consents and submits to the jurisdiction of such courts.';
    const venue = quote.slice(quote.indexOf('The venue'));
    expect(fitWording(wording('governing-law'), { quote, contract: quote, actingFor: undefined, topic: 'governingLaw' })).toBe(`b. ${wording('governing-law')} ${venue}`);
    // A venue sentence before the law stays before it; without a topic, or for another topic, the wording replaces all.
    const before = `12. Venue. Any action shall be brought in the courts of Dallas County, Texas. This Agreement shall be governed by the laws of Texas.`;
    expect(fitWording(wording('governing-law'), { quote: before, contract: before, actingFor: undefined, topic: 'governingLaw' })).toBe(
      `12. Venue. Any action shall be brought in the courts of Dallas County, Texas. ${wording('governing-law')}`,
    );
    expect(fitWording(wording('governing-law'), { quote, contract: quote, actingFor: undefined })).toBe(`b. ${wording('governing-law')}`);
    // A sentence on the law and the courts at once: only its law part is replaced (issue 32, 32w).
    const mixed = 'This Agreement shall be governed by the laws of Texas and the courts of Dallas shall have jurisdiction.';
    expect(fitWording(wording('governing-law'), { quote: mixed, contract: mixed, actingFor: undefined, topic: 'governingLaw' })).toBe(
      `${wording('governing-law').slice(0, -1)}, and the courts of Dallas shall have jurisdiction.`,
    );
  });
});

describe('real drafts (issue 32, 32w): a sentence on the law and the courts, later items, cross-references', () => {
  const law = wording('governing-law');
  const lawClause = law.slice(0, -1);
  const fit = (text: string, quote: string, topic: PlaybookTopicKey) => fitWording(text, { quote, contract: quote, actingFor: undefined, topic });

  it.each([
    // CUAD training contracts' governing-law sentences that also name the courts: the courts' words stay as written.
    [
      'This agreement will be construed in accordance with the laws of Papua New Guinea and the parties submit to the non-exclusive jurisdiction of the National Court of Papua New Guinea.',
      `${lawClause}, and the parties submit to the non-exclusive jurisdiction of the National Court of Papua New Guinea.`,
    ],
    [
      'This Agreement shall be governed by and construed in accordance with the laws of the State of Texas and venue for any legal action brought in State Court shall lie exclusively in Tarrant County, Texas and venue for any action brought in federal court shall lie exclusively in the Northern District of Texas, Fort Worth Division.',
      `${lawClause}, and venue for any legal action brought in State Court shall lie exclusively in Tarrant County, Texas and venue for any action brought in federal court shall lie exclusively in the Northern District of Texas, Fort Worth Division.`,
    ],
    [
      'The construction, interpretation and performance of this Agreement and all transactions under it shall be governed by the law of the State of Israel, without giving effect to choice of law rules, and both Parties consent to jurisdiction by the courts of the City of Haifa.',
      `${lawClause}, and both Parties consent to jurisdiction by the courts of the City of Haifa.`,
    ],
    [
      'This Agreement is subject to and shall be construed in accordance with the laws of the Commonwealth of Virginia with jurisdiction and venue in federal and Virginia courts in Alexandria and Arlington, Virginia.',
      `${lawClause}, with jurisdiction and venue in federal and Virginia courts in Alexandria and Arlington, Virginia.`,
    ],
    // The courts first, then the law: the wording continues the sentence.
    [
      'Any action arising out of this Agreement shall be brought in the courts of Dallas County, Texas, and this Agreement shall be governed by the laws of Texas.',
      `Any action arising out of this Agreement shall be brought in the courts of Dallas County, Texas, and ${law[0]!.toLowerCase()}${law.slice(1)}`,
    ],
  ])('%s', (quote, fitted) => {
    expect(fit(law, quote, 'governingLaw')).toBe(fitted);
  });

  it('keeps the law part of such a sentence for a forum topic, and replaces the courts part (the reverse)', () => {
    const forum = 'The state and federal courts located in New York County, New York shall have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement.';
    const quote = 'This Agreement shall be governed by and construed in all respects in accordance with the law of England and Wales and both parties submit to the exclusive jurisdiction of the English Courts.';
    expect(fit(forum, quote, 'jurisdiction')).toBe(
      'This Agreement shall be governed by and construed in all respects in accordance with the law of England and Wales and the state and federal courts located in New York County, New York shall have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement.',
    );
    // A sentence on the law alone stays; the one on the courts is replaced.
    const two = 'This Agreement shall be governed by the laws of Texas, without regard to the laws of any other jurisdiction. Each party submits to the exclusive jurisdiction of the courts of Dallas County, Texas.';
    expect(fit(forum, two, 'jurisdiction')).toBe(`This Agreement shall be governed by the laws of Texas, without regard to the laws of any other jurisdiction. ${forum}`);
  });

  it('keeps a later item on something else with its label (Upjohn 16.2 (e) (f), CUAD train): neither lost nor renumbered', () => {
    const quote =
      '(e) Notwithstanding anything to the contrary in this Agreement, neither Party may assign this Agreement in whole or in part to a Restricted Party. (f) In the event of a permitted assignment, this Agreement shall be binding upon and inure to the benefit of the Parties and their respective permitted successors and permitted assigns.';
    const fitted = fit(wording('assignment'), quote, 'assignment');
    expect(fitted).toBe(`(e) ${wording('assignment')} ${quote.slice(quote.indexOf('(f) '))}`);
    // An item after a semicolon: the wording ends where the replaced item did, and "(iii)" follows as written.
    const items = '(ii) Licensee shall pay each invoice within fifteen (15) days of receipt; and (iii) Licensee shall keep accurate records of all sales of the Products.';
    const payment = wording('payment-terms');
    expect(fit(payment, items, 'paymentTerms')).toBe(`(ii) ${payment.slice(0, -1)}; and (iii) Licensee shall keep accurate records of all sales of the Products.`);
  });

  it('replaces the first item on the topic only: a later numbered item stays, and a replaced later item keeps its label (CUAD train)', () => {
    // Virtuoso Surgical 4.1/4.2: the minimum royalties of 4.2 are not deleted with the licence fee's payment term.
    const royalties = '4.2 Minimum Annual Royalties: Company shall pay to JHU minimum annual royalties as set forth in Exhibit A.';
    const virtuoso = `4.1 License Fee: As consideration for JHU's grant of a License to Company under this Agreement, Company shall pay to JHU a license fee, cash and equity, as set forth in Exhibit A within thirty (30) days of the EFFECTIVE DATE. ${royalties}`;
    expect(fit(wording('payment-terms'), virtuoso, 'paymentTerms')).toBe(`4.1 License Fee: ${wording('payment-terms')} ${royalties}`);
    // Southern Star: the sentence before the law's item stays, the item keeps "(4) Applicable law and jurisdiction".
    const southern =
      'Insofar as a provision is invalid, the parties will agree on a new provision which comes as close as possible to the intent of the invalid provision and which is legally valid. (4) Applicable law and jurisdiction Even in case of agreements with foreign (non-German) Software Publishers and Affiliates, the law of the Federal Republic of Germany applies.';
    expect(fit(law, southern, 'governingLaw')).toBe(`${southern.slice(0, southern.indexOf('(4)'))}(4) Applicable law and jurisdiction ${law}`);
  });

  it('keeps the cross-references of the replaced words in the wording', () => {
    // Morgan Stanley Direct Lending's trademark licence 4.1 (CUAD train): the term's end is Sections 4.2 to 4.4's.
    const term = 'Section 4.1. Term. The term of this Agreement commences on the Effective Date and continues in perpetuity, unless termination occurs pursuant to Sections 4.2 through 4.4.';
    expect(fit(wording('term'), term, 'term')).toBe(`Section 4.1. Term. ${wording('term').replace('in accordance with its terms', 'pursuant to Sections 4.2 through 4.4')}`);
    const termFive = 'The term of this Agreement shall be ten (10) years from the Effective Date, unless terminated pursuant to Section 12.';
    expect(fit(wording('term'), termFive, 'term')).toBe(wording('term').replace('in accordance with its terms', 'pursuant to Section 12'));
    // Vitalibis (CUAD train): "as expressly provided in" goes with its words.
    const vitalibis = 'This Agreement shall commence as of the Effective Date and shall continue in effect for one (I) year, unless earlier terminated as expressly provided in Sections 1.3.';
    expect(fit(wording('term'), vitalibis, 'term')).toBe(wording('term').replace('in accordance with its terms', 'as expressly provided in Sections 1.3'));
    // A sentence that opens with one: the wording opens with it.
    const payment = wording('payment-terms');
    expect(fit(payment, 'Subject to Section 9.3, Distributor shall pay each invoice within ten (10) days of its date.', 'paymentTerms')).toBe(`Subject to Section 9.3, the${payment.slice(3)}`);
    // One that ends its sentence: the wording's sentence most like it ends with it.
    expect(fit(payment, 'Distributor shall pay each invoice within ten (10) days of its date, as set out in Section 7.2.', 'paymentTerms')).toBe(
      payment.replace('days of receiving it.', 'days of receiving it, as set out in Section 7.2.'),
    );
  });

  it("keeps a section's heading that has no full stop, and replaces only the clause's body (Kitov 10, CUAD train)", () => {
    const courts = '10.2 The Parties submit to the exclusive jurisdiction of the competent courts of Tel-Aviv in any dispute related to this Agreement without giving effect to choice of law rules.';
    const kitov = `10 Governing Law; Venue 10.1 This Agreement shall be interpreted and enforced exclusively under the laws of the State of Israel, without regard to the conflict of laws provisions thereof. ${courts}`;
    // Before, the wording took the place of "10 Governing Law; Venue 10.1" too.
    expect(fit(law, kitov, 'governingLaw')).toBe(`10 Governing Law; Venue 10.1 ${law} ${courts}`);
  });

  it('keeps a cross-reference in the middle of a replaced sentence: "this Article 11", and a condition set off by a comma or a parenthesis (issue 32, 32w)', () => {
    // Cytodyn 11.1 (CUAD train): "pursuant to this Article 11" takes the place of the wording's "in accordance with its terms".
    const cytodyn = 'The term of this Agreement ("Term") shall commence upon the Effective Date and, unless earlier terminated pursuant to this Article 11, shall expire on the last day of the Royalty Term.';
    expect(fit(wording('term'), cytodyn, 'term')).toBe(wording('term').replace('an initial term of three (3) years', 'an initial term of three (3) years ("Term")').replace('in accordance with its terms', 'pursuant to this Article 11'));
    // Zogenix: the verb a few words before ("unless earlier terminated by either Party pursuant to this Article 12"), not
    // the condition tacked on after the wording's own "unless terminated earlier".
    const zogenix = 'This Agreement shall commence on the Effective Date and shall remain in effect until September 1, 2045, unless earlier terminated by either Party pursuant to this Article 12 (the "Term").';
    expect(fit(wording('term'), zogenix, 'term')).toBe(wording('term').replace('an initial term of three (3) years', 'an initial term of three (3) years (the "Term")').replace('in accordance with its terms', 'pursuant to this Article 12'));
    // Rare Element: "Article XVI" whole, not "Article X".
    const rare = 'XVI. Term and Termination   16.00 Unless earlier terminated in accordance with the terms of this Article XVI, this IP Agreement and the licenses granted herein will continue in effect from the Effective Date until the expiration of the last to expire of the Patents.';
    expect(fit(wording('term'), rare, 'term')).toBe(`XVI. Term and Termination   16.00 ${wording('term').replace('in accordance with its terms', 'in accordance with the terms of this Article XVI')}`);
    // Ehave (CUAD train): the termination fee of Schedule 6 is a condition the wording does not settle (its notice is):
    // before, it went with the replaced words and the redline deleted the reference to Schedule 6.
    const ehave =
      'In addition, CHT may terminate this Agreement and the rights granted hereunder, in whole or in part, and without prejudice to enforcement of any other legal right or remedy (including any express termination right set forth elsewhere in this Agreement), at any time without cause, by providing at least thirty (30) Business Days prior written notice to Ehave, but subject to payment of a termination fee equal to an amount set out in Schedule 6.';
    const convenience = wording('termination-for-convenience');
    expect(fit(convenience, ehave, 'terminationForConvenience')).toBe(`${convenience.slice(0, -1)}, but subject to payment of a termination fee equal to an amount set out in Schedule 6.`);
    // Reed's (CUAD train): the parenthesis on the competitors of Exhibit D stays after the consent it qualifies.
    const reeds =
      "Company may not assign or transfer its rights or obligations under this Agreement, whether by operation of law, contract or otherwise, without the prior written consent of Reed's, which shall not be unreasonably withheld (it being understood that a purported assignment to a Reed's competitor identified or referred to in Exhibit D of the Manufacturing and Distribution Agreement shall be considered to be a reasonable basis for withholding consent).";
    const assignment = wording('assignment');
    const parenthesis = reeds.slice(reeds.indexOf('(it being'), -1);
    expect(fit(assignment, reeds, 'assignment')).toBe(assignment.replace('withheld or delayed.', `withheld or delayed ${parenthesis}.`));
    // A condition on what the wording settles (the days to pay) goes with the replaced words: the wording says its own.
    expect(fit(wording('payment-terms'), 'Distributor shall pay each invoice within ten (10) days of its date, unless a longer number of days is agreed under Section 9.3.', 'paymentTerms')).toBe(wording('payment-terms'));
    // A parenthesis that defines a term is no condition ("(as defined in Section 3.b. …)", Allied Esports).
    expect(fit(wording('payment-terms'), 'Zynga will pay to WPT ten percent (10%) of the cumulative Net Revenue (as defined in Section 3.b. of the Additional Provisions) within ten (10) days.', 'paymentTerms')).toBe(wording('payment-terms'));
  });
});

describe('Agapé\'s term redline keeps its headings and brings in no term the contract does not define (issue 32, 32r)', () => {
  const quote =
    'TERMS OF AGREEMENT 1.1 Commencement This agreement commences upon execution of this document. 1.2 Term This agreement is for a term of ten (10) years. 1.3 Renewal This agreement will be automatically renewed at the end of every ten (10) year term, with each subsequent term of renewal being for a ten (10) year term.';

  it('each sentence of the wording goes under the item it replaces: "1.2 Term" and "1.3 Renewal" stay; 1.1 (no period) stays as written', () => {
    const fitted = fitWording(wording('term'), { quote, contract: AGAPE, actingFor: 'customer', topic: 'term' });
    // Before: "TERMS OF AGREEMENT 1.1 Commencement This agreement shall commence on the Effective Date and continue … The parties may renew …", both headings deleted.
    expect(fitted).toBe(
      'TERMS OF AGREEMENT 1.1 Commencement This agreement commences upon execution of this document. 1.2 Term This agreement shall commence on the date of this agreement and continue for an initial term of three (3) years, unless terminated earlier in accordance with its terms. 1.3 Renewal The parties may renew this agreement by written agreement signed by both of them.',
    );
    expect(AGAPE).not.toMatch(/Effective Date/);
  });

  it('"the Effective Date" is the contract\'s own start: kept where it writes it, its "Commencement Date", else "the date of this Agreement"', () => {
    const term = wording('term');
    expect(term).toMatch(/the Effective Date/);
    expect(fitWording(term, { quote: 'This Agreement is for a term of ten (10) years.', contract: ABILITY, actingFor: undefined, topic: 'term' })).toMatch(/the Effective Date/);
    const commencement = 'This Agreement starts on the Commencement Date. The "Commencement Date" means 1 May 2020. This Agreement is for a term of ten (10) years.';
    expect(fitWording(term, { quote: 'This Agreement is for a term of ten (10) years.', contract: commencement, actingFor: undefined, topic: 'term' })).toMatch(/shall commence on the Commencement Date/);
    expect(fitWording(term, { quote: 'This Agreement is for a term of ten (10) years.', contract: 'This Agreement is for a term of ten (10) years.', actingFor: undefined, topic: 'term' })).toMatch(/shall commence on the date of this Agreement/);
  });
});

describe('a later item of the same arrangement goes with the replaced one (issue 32, 32r)', () => {
  const agape = AGAPE.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const first = "(i) 50% of the Total Order Cost must be paid on placement of the customer's order.";

  it('Agapé 5.4: "(ii) The remaining 50% …" is taken with "(i) 50% …" to the end of its sentence, the notice after it stays', () => {
    const paragraph = agape.find((line) => line.includes(first))!;
    const quote = paragraph.slice(0, paragraph.indexOf(first) + first.length);
    expect(withRestOfArrangement(quote, agape)).toBe(`${quote} (ii) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer.`);
  });

  it('an item on something else, or not the next label, stays out', () => {
    const paragraphs = [`${first} (ii) The Manufacturer will notify the Customer when the goods are ready.`, `${first} (iii) The remaining 50% is due on delivery.`];
    expect(withRestOfArrangement(first, paragraphs.slice(0, 1))).toBe(first);
    expect(withRestOfArrangement(first, paragraphs.slice(1))).toBe(first);
  });
});
