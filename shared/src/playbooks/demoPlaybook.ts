import type { PlaybookInput } from './playbooks';

/**
 * The demo playbook of Demo Law LLP (seeded by api/src/db/seed.ts; docs/playbooks.md): the positions the firm takes for a
 * client buying goods or services under a commercial agreement. Topic ids are stable: tests and the hand-labelled
 * accuracy set (bench/playbooks) refer to them.
 */
export const DEMO_PLAYBOOK: PlaybookInput = {
  name: 'Commercial agreements — standard positions',
  topics: [
    {
      id: 'governing-law',
      key: 'governingLaw',
      title: 'Governing law',
      standardPosition: 'The agreement is governed by the law of New York or Delaware, without regard to conflict-of-laws rules.',
      standardWording:
        'This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of the State of New York, without giving effect to any choice or conflict of law provision or rule.',
      fallbacks: ['The law of California, Illinois or England and Wales, where the counterparty is based there and insists.'],
      unacceptable: ['The law of a jurisdiction where neither party is established.', 'No choice of law at all.'],
      rule: { kind: 'governingLaw', allowed: ['New York', 'Delaware'], fallback: ['California', 'Illinois', 'England and Wales'] },
    },
    {
      id: 'liability-cap',
      key: 'liabilityCap',
      title: 'Limitation of liability',
      standardPosition:
        "Each party's aggregate liability is capped at no less than the fees paid or payable in the twelve months before the claim (or USD 1,000,000 if higher); the cap does not apply to indemnities, breach of confidentiality, gross negligence, wilful misconduct or fraud.",
      standardWording:
        "Except for liability arising from a party's indemnification obligations, breach of confidentiality, gross negligence, wilful misconduct or fraud, each party's aggregate liability arising out of or relating to this Agreement shall not exceed the greater of (a) the total fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim and (b) one million US dollars (USD 1,000,000).",
      fallbacks: ['A cap of six months of fees (or USD 500,000), with the same carve-outs.'],
      unacceptable: ['A cap below six months of fees.', 'A cap that also limits the indemnities or breach of confidentiality.', 'A cap that protects the counterparty only.'],
      rule: { kind: 'liabilityCap', minMonthsOfFees: 12, fallbackMonthsOfFees: 6, minAmount: 1_000_000, fallbackAmount: 500_000 },
    },
    {
      id: 'indemnity',
      key: 'indemnity',
      title: 'Indemnification',
      standardPosition:
        'The counterparty indemnifies our client against third-party claims arising from its breach, negligence or infringement of intellectual property rights, with control of the defence and no settlement admitting fault without consent.',
      standardWording:
        "The Supplier shall defend, indemnify and hold harmless the Customer and its affiliates, officers, directors and employees from and against any and all losses, damages, liabilities, costs and expenses (including reasonable attorneys' fees) arising out of any third-party claim resulting from (a) the Supplier's breach of this Agreement, (b) the negligence or wilful misconduct of the Supplier or its personnel, or (c) any allegation that the goods, services or deliverables infringe the intellectual property rights of a third party.",
      fallbacks: ['A mutual indemnity limited to third-party claims, each party for its own breach and negligence.'],
      unacceptable: ['An indemnity by our client only.', 'An indemnity for first-party losses of the counterparty.'],
      rule: { kind: 'indemnity', mutual: 'fallback' },
    },
    {
      id: 'term',
      key: 'term',
      title: 'Term',
      standardPosition: 'An initial term of no more than three years; any renewal needs both parties to agree in writing.',
      standardWording:
        'This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years, unless terminated earlier in accordance with its terms. The parties may renew this Agreement by written agreement signed by both of them.',
      fallbacks: ['An initial term of up to five years, where our client may terminate for convenience.'],
      unacceptable: ['An initial term of more than five years.', 'Automatic renewal that our client cannot stop on reasonable notice.'],
      rule: { kind: 'termYears', max: 3, fallbackMax: 5 },
    },
    {
      id: 'termination-for-convenience',
      key: 'terminationForConvenience',
      title: 'Termination for convenience',
      standardPosition: 'Either party may terminate for convenience only on at least ninety days’ written notice, so that our client has time to replace the counterparty.',
      standardWording: 'Either party may terminate this Agreement for convenience at any time by giving the other party not less than ninety (90) days’ prior written notice.',
      fallbacks: ['Sixty days’ written notice.'],
      unacceptable: ['Termination by the counterparty on less than sixty days’ notice.', 'Termination for convenience by the counterparty only.'],
      rule: { kind: 'noticeDays', min: 90, fallbackMin: 60 },
    },
    {
      id: 'assignment',
      key: 'assignment',
      title: 'Assignment',
      standardPosition: 'Neither party may assign or transfer the agreement without the prior written consent of the other, not to be unreasonably withheld.',
      standardWording:
        'Neither party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld or delayed. Any purported assignment in breach of this clause is void.',
      fallbacks: ['Assignment without consent to an affiliate or to a successor to the whole business, on written notice.'],
      unacceptable: ['Free assignment by the counterparty to anyone.', 'Assignment to a competitor of our client without consent.'],
      rule: { kind: 'assignmentConsent' },
    },
    {
      id: 'confidentiality',
      key: 'confidentiality',
      title: 'Confidentiality',
      standardPosition: 'Mutual confidentiality that lasts for at least five years after the agreement ends (trade secrets for as long as they remain secret).',
      standardWording:
        "Each party shall keep the other party's Confidential Information confidential, use it only to perform this Agreement and disclose it only to those of its personnel and advisers who need to know it and are bound by equivalent obligations. These obligations survive for five (5) years after the expiry or termination of this Agreement, and for trade secrets for as long as they remain trade secrets.",
      fallbacks: ['Three years after the agreement ends.'],
      unacceptable: ['Less than three years.', 'Confidentiality that protects the counterparty only.'],
      rule: { kind: 'confidentialityYears', min: 5, fallbackMin: 3 },
    },
    {
      id: 'non-compete',
      key: 'nonCompete',
      title: 'Non-compete',
      standardPosition: 'No restriction on our client’s business. If the counterparty insists, a non-compete limited to the term and twelve months after it, narrowly defined.',
      standardWording:
        'Nothing in this Agreement restricts either party from developing, acquiring or marketing products or services that compete with those of the other party, provided that it does not use the other party’s Confidential Information to do so.',
      fallbacks: ['A non-compete of up to twenty-four months, limited to the products covered by the agreement and the territory.'],
      unacceptable: ['A non-compete longer than twenty-four months.', 'A worldwide non-compete covering our client’s whole business.'],
      rule: { kind: 'nonCompeteMonths', max: 12, fallbackMax: 24 },
      absentIsStandard: true,
    },
    {
      id: 'payment-terms',
      key: 'paymentTerms',
      title: 'Payment terms',
      standardPosition: 'Payment of undisputed amounts within forty-five days of a correct invoice; disputed amounts may be withheld in good faith.',
      standardWording:
        'The Customer shall pay each correct and undisputed invoice within forty-five (45) days of receiving it. The Customer may withhold any amount it disputes in good faith, and the parties shall work together to resolve the dispute promptly.',
      fallbacks: ['Payment within thirty days of invoice.'],
      unacceptable: ['Payment in advance of delivery.', 'Payment within less than thirty days.'],
      rule: { kind: 'paymentDays', min: 45, fallbackMin: 30 },
    },
  ],
};
