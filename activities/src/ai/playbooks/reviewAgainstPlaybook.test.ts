import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playbookInputSchema, type Finding, type PlaybookTopic, DEMO_PLAYBOOK } from '@arcline/shared';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';
import { applyRule } from './rules';

const demo = playbookInputSchema.parse(DEMO_PLAYBOOK);
const fixture = (name: string) => readFileSync(new URL(`../../testdata/${name}`, import.meta.url), 'utf8');
const verdicts = (findings: Finding[]) => Object.fromEntries(findings.map((finding) => [finding.topicId, finding.verdict]));

describe('reviewAgainstPlaybook on fixture contracts (demo playbook)', () => {
  // Positions read by hand in each contract.
  it('a supply agreement under English law for ten years: governing law fallback, term unacceptable', () => {
    const text = fixture('agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');
    const findings = reviewAgainstPlaybook(text, demo);
    expect(verdicts(findings)).toMatchObject({ 'governing-law': 'fallback', term: 'unacceptable' });
    const term = findings.find((finding) => finding.topicId === 'term')!;
    expect(term.quote).toContain('This agreement is for a term of ten (10) years.');
    expect(term.explanation).toMatch(/10 years.*at most 3 years/);
    expect(term.proposedText).toBe(demo.topics.find((topic) => topic.id === 'term')!.standardWording);
    const lines = text.split('\n');
    for (const finding of findings) {
      if (!finding.quote) continue;
      expect(lines[finding.paragraphIndex!]).toContain(finding.quote);
    }
  });

  it('a content licence under California law for three years with consent to assign: fallback, standard, standard', () => {
    const findings = reviewAgainstPlaybook(fixture('alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt'), demo);
    expect(verdicts(findings)).toMatchObject({ 'governing-law': 'fallback', term: 'standard', assignment: 'standard', 'non-compete': 'standard' });
    expect(findings.find((finding) => finding.topicId === 'term')!.proposedText).toBe('');
    // Indemnity has no rule: the engine does not guess.
    expect(findings.find((finding) => finding.topicId === 'indemnity')).toMatchObject({ verdict: 'needs review', quote: expect.stringContaining('shall indemnify') });
  });

  it('a distributor agreement under Texas law: governing law unacceptable, assignment needs consent', () => {
    const findings = reviewAgainstPlaybook(fixture('blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt'), demo);
    expect(verdicts(findings)).toMatchObject({ 'governing-law': 'unacceptable', assignment: 'standard' });
    // The clause's sentence alone: the clause number and heading, and the sentence about payments after it, stay out of a redline.
    expect(findings.find((finding) => finding.topicId === 'governing-law')!.quote).toBe('This Agreement shall be governed by the laws of the State of Texas.');
  });

  it('says missing when the clause is not there, standard when the playbook prefers no such clause', () => {
    const findings = reviewAgainstPlaybook(['This Agreement is made between Acme Inc. and Beta LLC.', 'Acme shall deliver the goods.'], demo);
    expect(findings.find((finding) => finding.topicId === 'governing-law')).toMatchObject({ verdict: 'missing', quote: '', proposedText: expect.stringContaining('State of New York') });
    expect(findings.find((finding) => finding.topicId === 'non-compete')).toMatchObject({ verdict: 'standard', quote: '', proposedText: '' });
    expect(findings).toHaveLength(demo.topics.length);
  });
});

describe('playbook rules', () => {
  const topic = (id: string): PlaybookTopic => demo.topics.find((candidate) => candidate.id === id)!;
  const verdict = (id: string, text: string) => applyRule(topic(id).rule!, text).verdict;

  it('liability cap: months of fees or an amount, the better one unless "the lesser of"', () => {
    expect(verdict('liability-cap', "Supplier's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim.")).toBe('standard');
    expect(verdict('liability-cap', 'Liability is limited to the fees paid in the six (6) months before the claim.')).toBe('fallback');
    expect(verdict('liability-cap', 'Liability is limited to the fees paid in the three (3) months before the claim.')).toBe('unacceptable');
    expect(verdict('liability-cap', 'Total liability shall not exceed $2,000,000.')).toBe('standard');
    expect(verdict('liability-cap', 'Liability shall not exceed the lesser of $2,000,000 and the fees paid in the one (1) month before the claim.')).toBe('unacceptable');
    expect(verdict('liability-cap', 'Liability shall not exceed the fees paid under this Agreement.')).toBe('needs review');
  });

  it('notice, non-compete, confidentiality and payment periods', () => {
    expect(verdict('termination-for-convenience', 'Either party may terminate this Agreement upon ninety (90) days prior written notice.')).toBe('standard');
    expect(verdict('termination-for-convenience', 'Either party may terminate this Agreement upon two (2) months prior written notice.')).toBe('fallback');
    expect(verdict('termination-for-convenience', 'Either party may terminate this Agreement upon thirty (30) days prior written notice.')).toBe('unacceptable');
    expect(verdict('termination-for-convenience', 'Either party may terminate this Agreement for convenience.')).toBe('needs review');
    expect(verdict('non-compete', 'During the term and for two (2) years thereafter, Distributor shall not sell competing products.')).toBe('fallback');
    expect(verdict('non-compete', 'During the term and for five (5) years thereafter, Distributor shall not sell competing products.')).toBe('unacceptable');
    expect(verdict('confidentiality', 'These obligations survive for three (3) years after termination.')).toBe('fallback');
    expect(verdict('confidentiality', 'The obligations of confidentiality shall continue in perpetuity.')).toBe('standard');
    expect(verdict('payment-terms', 'Customer shall pay each invoice within sixty (60) days of receipt.')).toBe('standard');
    expect(verdict('payment-terms', 'Customer shall pay each invoice within fifteen (15) days of receipt.')).toBe('unacceptable');
  });

  it('term: a duration, a span between two dates, no end at all; what it cannot measure needs review', () => {
    expect(verdict('term', 'This Agreement shall continue for ten (10) Contract Years.')).toBe('unacceptable');
    expect(verdict('term', 'The term of this Agreement shall be one (1) year, commencing January 1, 2008 and ending on December 31, 2008.')).toBe('standard');
    expect(verdict('term', 'The Contract Period commences on January 1, 2000 and concludes on December 31, 2003.')).toBe('fallback');
    expect(verdict('term', 'The license granted under this Agreement shall continue perpetually.')).toBe('unacceptable');
    expect(verdict('term', 'The Term shall begin on the date hereof and shall expire December 31, 2023.')).toBe('needs review');
    expect(verdict('term', 'The term of this Agreement shall terminate on May 31, 2015, and shall renew for successive two (2) year periods.')).toBe('needs review');
    expect(verdict('term', 'The license shall extend for a period of twenty four (24) months. The Term may be extended by mutual agreement.')).toBe('standard');
  });

  it('notice: the notice of the at-will right counts, and termination at any time without notice is none', () => {
    const text = 'This Agreement renews unless either party gives notice at least thirty (30) days prior to expiration. Either party may terminate it at any time upon sixty (60) days advance written notice.';
    expect(verdict('termination-for-convenience', text)).toBe('fallback');
    expect(verdict('termination-for-convenience', 'This Agreement may be terminated by Honeywell at any time, in its sole discretion.')).toBe('unacceptable');
  });

  it('assignment: consent, consent with a carve-out, free assignment, silence', () => {
    expect(verdict('assignment', 'Neither party may assign this Agreement without the prior written consent of the other party.')).toBe('standard');
    expect(
      verdict('assignment', 'Neither party may assign this Agreement without the prior written consent of the other party, except that either party may assign it without such consent to an affiliate.'),
    ).toBe('fallback');
    expect(verdict('assignment', 'Supplier may assign this Agreement to any person without the consent of Customer.')).toBe('unacceptable');
    expect(verdict('assignment', 'This Agreement binds the parties and their successors and assigns.')).toBe('needs review');
    expect(verdict('assignment', 'This Agreement shall not be assignable by either party without the prior written consent of the other party.')).toBe('standard');
    expect(verdict('assignment', 'Distributor may not assign or delegate its rights or obligations under this Agreement.')).toBe('standard');
    expect(verdict('assignment', 'The Reseller shall not assign this Agreement without the consent of Todos, except for an assignment to an affiliated company.')).toBe('fallback');
    expect(verdict('assignment', 'Neither party may assign this Agreement without consent, except that no such consent will be required in connection with a merger.')).toBe('fallback');
  });
});
