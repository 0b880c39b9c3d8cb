import { describe, expect, it } from 'vitest';
import { playbookInputSchema, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';
import { clientMayEndAtWill, fixedDateInstalments, isEndlessTerm } from './playbookConventions';

const demo = playbookInputSchema.parse(DEMO_PLAYBOOK);
const reviewed = (contract: string[], id: string, actingFor?: string) =>
  reviewAgainstPlaybook(contract, { ...demo, actingFor }, { learned: false }).find((finding) => finding.topicId === id)!;

// The real sentences of the open sets' contracts (CUAD v1), issue 32, 32c: the two conventions decided in
// docs/labelling-guide.md ("Playbook verdicts").
describe('an indefinite term is judged by the client\'s right to end the agreement at will', () => {
  const aspirity = (actingFor?: string) =>
    reviewed(
      [
        'This OUTSOURCING AGREEMENT is entered into as of May 1, 2012 by and between Aspirity Holdings LLC (the "Company") and Redwater LLC (the "Contractor").',
        '',
        '6. Term and Termination.',
        '',
        '6.1 This Agreement shall become effective as of the date first set forth above, and shall  continue in full force and effect until terminated as provided below.',
        '',
        "6.2 The Company will have the ability to terminate this Agreement by giving 60 days' prior  written notice to the Contractor. The Contractor will have the ability to terminate this Agreement by giving 90 days' prior written notice to the Company.",
      ],
      'term',
      actingFor,
    );

  it('"continue in full force and effect until terminated", the client may terminate on notice: the fallback (Aspirity 6.1, 6.2)', () => {
    const term = aspirity('Company');
    expect(term.verdict).toBe('fallback');
    expect(term.quote).toContain('continue in full force and effect until terminated');
    expect(term.explanation).toMatch(/no end of its own.*Company may end it at will/);
    expect(term.proposedText).toBe('');
  });

  it('"valid for an indefinite term", the client may end it only on events: unacceptable (ZTO 2, 8)', () => {
    const zto = [
      'Party A: Shanghai ZTO Express Co., Ltd. Party B: Tonglu Tongze Logistics Ltd.',
      '',
      '2. Term: this Agreement is valid for an indefinite term. Subsequent contracts might be entered in case of special business.',
      '',
      "8. In case Party B breaches this Agreement, Party A has the right to terminate this Agreement and claim damages from Party B.",
    ];
    const term = reviewed(zto, 'term', 'Party A');
    expect(term.verdict).toBe('unacceptable');
    expect(term.explanation).toMatch(/Party A has no right to end the agreement at will/);
  });

  it('only the other side may end it at will: unacceptable; the side not known: needs review', () => {
    const contract = [
      'This Agreement is between Acme Inc. ("Supplier") and Beta LLC ("Customer").',
      '',
      '1.11 "Term" means the period of time commencing on the Effective Date and continuing thereafter indefinitely until this Agreement is terminated pursuant to Section 10 below.',
      '',
      '10.2 Supplier may terminate this Agreement at any time without cause upon ninety (90) days prior written notice.',
    ];
    expect(reviewed(contract, 'term', 'Customer').verdict).toBe('unacceptable');
    expect(reviewed(contract, 'term', 'Supplier').verdict).toBe('fallback');
    expect(reviewed(contract, 'term').verdict).toBe('needs review');
  });

  it('a term with a length is measured as before, and a renewal "for an indefinite period" is not the initial term (NICE)', () => {
    expect(isEndlessTerm('This Agreement shall continue in full force and effect until terminated as provided below.')).toBe(true);
    expect(isEndlessTerm('The licence granted hereunder shall become effective upon execution of this AGREEMENT by both parties and shall endure indefinitely unless terminated under clause 6.')).toBe(true);
    expect(isEndlessTerm('The Agreement shall commence on the Effective Date and continue in effect for the Service Period, unless terminated earlier as provided in this Section.')).toBe(false);
    expect(isEndlessTerm('The Patent License shall commence on the Effective Date hereof and shall continue for the Patent License Term unless terminated as provided in Article X.')).toBe(false);
    expect(
      isEndlessTerm(
        'This Agreement shall commence on the Effective Date and extend for three (3) years thereafter. Thereafter it shall be renewed for an indefinite period of time unless terminated by the parties.',
      ),
    ).toBe(false);
  });

  it('the holder of a passive right: "terminable (a) by the Licensor … or (b) by the Licensee … upon sixty (60) days\' written notice" (NMF SLF 4.1)', () => {
    const quote =
      "This Agreement shall be terminable (a) by the Licensor (i) at any time and in its sole discretion in the event that the Licensor or the Licensee receives notice of any Third Party Claim or (ii) upon sixty (60) days' written notice by the Licensor to the Licensee or (b) by the Licensee (i) at any time in the event such Licensee assigns this Agreement or (ii) upon sixty (60) days' written notice by the Licensee to the Licensor.";
    expect(clientMayEndAtWill({ verdict: 'fallback', quote }, 'Licensee')).toBe(true);
    expect(clientMayEndAtWill({ verdict: 'missing', quote: '' }, 'Licensee')).toBe(false);
    expect(clientMayEndAtWill({ verdict: 'standard', quote: 'Either party may terminate this Agreement for convenience on ninety (90) days written notice.' }, undefined)).toBe(true);
  });
});

describe('instalments on fixed calendar dates are payment in advance', () => {
  it('"on July 1, 1997, July 1, 1998, July 1, 1999 and July 1, 2000" (Hydron 3.1)', () => {
    const hydron = [
      'SPONSORSHIP AGREEMENT between Miami Dolphins, Ltd. (the "Dolphins") and Hydron Technologies, Inc. ("Hydron").',
      '',
      '3.1 In consideration of the Sponsorship Rights granted to Hydron hereunder:',
      '',
      '(a) Hydron shall pay to the Dolphins an aggregate amount of $96,000 (plus any applicable sales and other taxes) as follows: Hydron shall pay Dolphins the sum of $24,000 (plus any applicable sales and other taxes) on July 1, 1997, July 1, 1998, July 1, 1999 and July 1, 2000.',
      '',
      '3.2 In the event that the consideration is not paid by Hydron on or before the applicable payment due date, said failure to pay shall be considered a material breach by Hydron. The Dolphins agree to provide written notice to Hydron of the failure to receive any payment, and Hydron shall have a five (5) business day period following delivery of written notice in which to cure the payment default.',
    ];
    const payment = reviewed(hydron, 'payment-terms', 'Hydron');
    expect(payment.verdict).toBe('unacceptable');
    expect(payment.quote).toMatch(/^\(a\) Hydron shall pay to the Dolphins/);
    expect(payment.explanation).toMatch(/fixed calendar dates.*payment in advance/);
  });

  it('a hard-wrapped schedule (Prolong 4), a lead-in with its list (Papa John\'s 5.A), "the first (1st) day of February, May, August and November" (Teardrop 8)', () => {
    const prolong = [
      'Prolong agrees to pay unto Sabco the sum [ * ] Dollars ($[ * ]) for services to be provided by Sabco over this three year period of 1998, 1999 and year-2000.  This sponsorship fee of $ [ * ] shall be',
      '',
      '',
      'paid to Sabco in the following installments:  Year One (1998): $ [ * ] (four  equal installments of  $ [ * ] to be paid on 3/15/98, 6/15/98, 8/15/98 and  10/15/98); Year Two (1999): $ [ * ] (four equal installments of $ [ * ] to be  paid on 3/15/99, 6/15/99, 8/15/99 and 10/15/99).',
    ];
    const found = fixedDateInstalments(prolong)!;
    expect(found.quote).toMatch(/^This sponsorship fee of \$ \[ \* \] shall be\n\n\npaid to Sabco/);
    expect(found.paragraphIndex).toBe(0);
    expect(reviewed(prolong, 'payment-terms', 'Prolong').verdict).toBe('unacceptable');
    const papaJohns = [
      'Each of such Cash Payments shall be paid in four equal installments, as set forth in Section 5.A.3 below, as follows:',
      '',
      '(A) The first payment is due on the Effective Date for the First Contract Year, and March 1 for subsequent Contract Years;',
      '',
      '(B) The second payment is due June 1 for each Contract Year;',
      '',
      '(C) The third payment is due September 1 for each Contract Year; and',
    ];
    // The list runs on from the lead-in (no full stop after "as follows:"): quoted with it, the clause a redline replaces.
    expect(fixedDateInstalments(papaJohns)?.quote).toBe(papaJohns.join('\n'));
    const teardrop = [
      'Third (3rd) Contract Year              Ninety Thousand U.S. (Jan. 1, 1998-Dec. 31, 1998)           Dollars ($90,000)',
      '',
      'Said Retainer Fee shall be paid in four (4) equal installments on or before the first (1st) day of February, May, August and November in each Contract Year.',
    ];
    expect(fixedDateInstalments(teardrop)?.quote).toBe(teardrop[2]);
  });

  it('dates counted after the period they pay for, a range of dates, one date, or a day of each month are no fixed instalments', () => {
    expect(fixedDateInstalments(['Royalties shall be paid within thirty (30) days after March 31, June 30, September 30 and December 31 of each year.'])).toBeNull();
    expect(fixedDateInstalments(['The Retainer Fee for the First Contract Year (Jan. 1, 1996-Dec. 31, 1996) shall be paid as set out in Section 8.'])).toBeNull();
    expect(fixedDateInstalments(['This Agreement is dated March 1, 2019. The Customer shall pay the fee on April 1, 2019.'])).toBeNull();
    expect(fixedDateInstalments(['The monthly fee shall be paid on or before the 1st of each month, commencing June 1, 2018 and ending November 1, 2018.'])).toBeNull();
  });
});

describe('the locator prefers the clause that states the position', () => {
  it('confidentiality: a located clause binding both sides is not outweighed by an item binding one named side (NLS 18.1 b), c), 18.3)', () => {
    const nls = [
      'This License and Development Agreement is made between Novartis Pharma AG (the "Licensor") and NLS Pharmaceutics Ltd. (the "Licensee").',
      '',
      '18. Confidentiality 18.1. Confidentiality Obligations a) Confidential Information shall mean any information that (i) is not publicly known. Each Party (the "Receiving Party") undertakes: (i.) to maintain as secret and confidential all Confidential Information obtained directly or indirectly from the other Party (the "Disclosing Party") in the course of this Agreement and to respect the Disclosing Party\'s rights therein; (ii.) to use such Confidential Information only for the purposes of this Agreement; c) The Licensee shall maintain confidentiality with regard to the Dossier and Know-how and any operations, processes, product information, product formulations and any information or analysis derived from Confidential Information.',
      '',
      '18.3. Survival of Confidentiality Obligations The confidentiality obligations provided in this Article shall survive any termination or expiry of this Agreement for period of ten (10) years.',
    ];
    const confidentiality = reviewed(nls, 'confidentiality', 'Licensee');
    expect(confidentiality.verdict).toBe('standard');
    expect(confidentiality.quote).toContain('for period of ten (10) years');
  });
});
