import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, INTEGRITY_TEXTS, playbookInputSchema, type Playbook } from '@arcline/shared';
import type { ContextPassage } from '../types';
import { checkModelFindings, formatPlaybook } from './modelReview';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'p', companyId: 'c', version: 2 };
const passage = (ordinal: number, text: string): ContextPassage => ({ sourceType: 'document', sourceId: 'd', sourceName: 'Contract', partId: `w${ordinal}`, ordinal, text });
const passages = [
  passage(0, '1. Definitions. "Supplier" means Acme Inc.'),
  passage(1, '9. Governing Law. This Agreement shall be governed by the laws of the State of Texas.'),
  passage(2, '10. Assignment. Neither party may assign this Agreement without the consent of the other.'),
];
const byLabel = new Map(passages.map((item, index) => [`P${index + 1}`, item]));

describe('a model’s review against a playbook, checked', () => {
  it('keeps verified quotes (located in their paragraph), one finding per topic in the playbook’s order', () => {
    const findings = checkModelFindings(
      [
        { topicId: 'assignment', verdict: 'standard', passage: 'P3', quote: 'Neither party may assign this Agreement without the consent of the other.', explanation: 'Consent is required.' },
        {
          topicId: 'governing-law',
          verdict: 'unacceptable',
          passage: 'P2',
          quote: 'This Agreement shall be governed by the laws of the State of Texas.',
          explanation: 'Texas law is not accepted.',
          proposedText: 'This Agreement shall be governed by the laws of the State of New York.',
        },
      ],
      playbook,
      passages,
      byLabel,
    );
    expect(findings.map((finding) => finding.topicId)).toEqual(playbook.topics.map((topic) => topic.id));
    expect(findings[0]).toMatchObject({ verdict: 'unacceptable', paragraphIndex: 1, proposedText: 'This Agreement shall be governed by the laws of the State of New York.' });
    expect(findings.find((finding) => finding.topicId === 'assignment')).toMatchObject({ verdict: 'standard', paragraphIndex: 2, proposedText: '' });
    // A topic the model left out is not guessed.
    expect(findings.find((finding) => finding.topicId === 'indemnity')).toMatchObject({ verdict: 'needs review', quote: '' });
  });

  it('turns a verdict whose quote is not in the document into "needs review", and runs the integrity check on the wording', () => {
    const [governingLaw] = checkModelFindings(
      [
        {
          topicId: 'governing-law',
          verdict: 'standard',
          passage: 'P2',
          quote: 'This Agreement shall be governed by the laws of the State of New York.',
          explanation: 'New York law.',
        },
      ],
      playbook,
      passages,
      byLabel,
    );
    expect(governingLaw).toMatchObject({ verdict: 'needs review', quote: '' });
    expect(governingLaw!.explanation).toContain('not in the document');

    const [withWarnings] = checkModelFindings(
      [
        {
          topicId: 'governing-law',
          verdict: 'unacceptable',
          passage: 'P2',
          quote: 'This Agreement shall be governed by the laws of the State of Texas.',
          explanation: 'Texas law.',
          proposedText: 'The Licensor shall submit to the laws of the State of New York within thirty (20) days.',
        },
      ],
      playbook,
      passages,
      byLabel,
    );
    expect(withWarnings!.explanation).toMatch(/Check these places after the change:.*"Licensor" is used like a defined term.*"thirty \(20\)"/s);
  });

  it('warns when the proposed wording takes away a definition the document still uses', () => {
    const withUse = [...passages, passage(3, '11. Delivery. The Supplier delivers within ten (10) days.')];
    const [finding] = checkModelFindings(
      [
        {
          topicId: 'governing-law',
          verdict: 'unacceptable',
          passage: 'P1',
          quote: '"Supplier" means Acme Inc.',
          explanation: 'Texas law.',
          proposedText: '1. Definitions. This Agreement shall be governed by the laws of the State of New York.',
        },
      ],
      playbook,
      withUse,
      new Map(withUse.map((item, index) => [`P${index + 1}`, item])),
    );
    expect(finding!.explanation).toContain(INTEGRITY_TEXTS.definitionRemoved('Supplier'));
  });

  it('gives the model the positions of every topic', () => {
    const text = formatPlaybook(playbook);
    for (const topic of playbook.topics) expect(text).toContain(`<topic id="${topic.id}"`);
    expect(text).toContain('Standard wording: This Agreement and any dispute');
  });
});
