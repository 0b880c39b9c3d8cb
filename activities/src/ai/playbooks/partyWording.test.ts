import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema } from '@arcline/shared';
import { inContractTerms } from './partyWording';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md). */
const contract = (name: string) => readFileSync(fileURLToPath(new URL(`../../../../tests/fixtures/contracts/${name}`, import.meta.url)), 'utf8');
const wording = (id: string) => DEMO_PLAYBOOK.topics.find((topic) => topic.id === id)!.standardWording;

const ABILITY = contract('abilityinc-06-15-2020-ex-4.25-services-agreement.txt');
const AGAPE = contract('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
const ADAMS = contract('adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt');
const ALLIED = contract('alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt');

describe('the playbook wording in the contract\'s own names', () => {
  it('names the client and the other side as the contract defines them (Provider and Recipient)', () => {
    const payment = inContractTerms(wording('payment-terms'), ABILITY, 'Recipient');
    expect(payment).toBe(
      'Recipient shall pay each correct and undisputed invoice within forty-five (45) days of receiving it. Recipient may withhold any amount it disputes in good faith, and the parties shall work together to resolve the dispute promptly.',
    );
    expect(inContractTerms(wording('indemnity'), ABILITY, 'Recipient')).toMatch(/^Provider shall defend, indemnify and hold harmless Recipient and its affiliates, .*\(a\) Provider's breach of this Agreement, \(b\) the negligence or wilful misconduct of Provider or its personnel/);
  });

  it('finds the client\'s defined name from its company name in the opening', () => {
    expect(inContractTerms(wording('payment-terms'), ABILITY, 'TELCOSTAR PTE, LTD.')).toMatch(/^Recipient shall pay /);
  });

  it('keeps the contract\'s article: (\'the Manufacturer\') and (\'the Customer\')', () => {
    const indemnity = inContractTerms(wording('indemnity'), AGAPE, 'customer');
    expect(indemnity).toMatch(/^The Manufacturer shall defend, indemnify and hold harmless the Customer and its affiliates/);
    expect(indemnity).not.toMatch(/Supplier/);
  });

  it('writes names as the contract does (ADAMS GOLF and CONSULTANT)', () => {
    expect(inContractTerms(wording('indemnity'), ADAMS, 'ADAMS GOLF')).toMatch(/^CONSULTANT shall defend, indemnify and hold harmless ADAMS GOLF and its affiliates/);
  });

  it('leaves the wording as written when it cannot tell the sides', () => {
    expect(inContractTerms(wording('payment-terms'), ABILITY, undefined)).toBe(wording('payment-terms'));
    // Three parties (WPT, Zynga US, Zynga Ireland): no single other side.
    expect(inContractTerms(wording('indemnity'), ALLIED, 'WPT')).toBe(wording('indemnity'));
    // No party in the wording.
    expect(inContractTerms(wording('governing-law'), ABILITY, 'Recipient')).toBe(wording('governing-law'));
  });

  it('is what the offline review proposes: the redline of the payment clause speaks of Recipient, as the contract does', () => {
    const playbook = playbookInputSchema.parse(DEMO_PLAYBOOK);
    const payment = (actingFor?: string) => reviewAgainstPlaybook(ABILITY.split('\n').filter(Boolean), { ...playbook, actingFor }).find((finding) => finding.topicId === 'payment-terms')!;
    // After the clause's own labels, which the wording keeps (wordingFit.ts).
    expect(payment('Recipient')).toMatchObject({ verdict: 'unacceptable', proposedText: expect.stringMatching(/^\(b\) \(i\) Recipient shall pay each correct and undisputed invoice/) });
    expect(payment(undefined).proposedText).toMatch(/^\(b\) \(i\) The Customer shall pay /);
  });
});
