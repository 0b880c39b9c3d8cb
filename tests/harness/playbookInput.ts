import type { PlaybookInput } from '@arcline/shared';

/** A one-topic playbook (New York law) for the API and route tests of playbooks. */
export function governingLawPlaybook(name: string): PlaybookInput {
  return {
    name,
    topics: [
      {
        id: 'governing-law',
        key: 'governingLaw',
        title: 'Governing law',
        standardPosition: 'New York law.',
        standardWording: 'This Agreement is governed by the laws of the State of New York.',
        fallbacks: [],
        unacceptable: [],
        rule: { kind: 'governingLaw', allowed: ['New York'] },
      },
    ],
  };
}
