import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, INTEGRITY_TEXTS, MATRIX_PLAYBOOK_TEXTS, playbookInputSchema, REDLINE_AUTHOR, REDLINE_REFUSALS, type Playbook } from '@arcline/shared';
import { reviewAgainstPlaybook } from '../../ai/playbooks';
import { withActingFor } from '../../ai/playbooks/playbookForReview';
import { extractText } from '../../extraction';
import { redlineChanges } from '../../matrix/matrixRedlineActivities';
import { documentTexts, redlineSource } from '.';

/**
 * "Redline to playbook" on the drafts of a user's pass (issue 32, 32r), offline as the matrix activity runs it: the
 * paragraphs as the extraction reads the .docx, the demo playbook's review, the redliner on the file itself.
 * messy-services.docx: Ability's services agreement (CUAD, CC BY 4.0) as another side's Word draft, with a pending
 * tracked change in its term clause; agape-supply-agreement.docx: Agapé's supply agreement (CUAD) converted to Word,
 * each page one paragraph.
 */
const TESTDATA = path.resolve(import.meta.dirname, '../../testdata');
const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const DATE = new Date('2026-11-28T12:00:00Z');

async function redlineDraft(name: string, actingFor?: string) {
  const bytes = await readFile(path.join(TESTDATA, name));
  const { paragraphs } = await extractText({ bytes, fileName: name });
  const findings = reviewAgainstPlaybook(paragraphs, withActingFor(playbook, actingFor));
  // As the matrix activity makes them (redlineChanges).
  const { changes, additions } = redlineChanges(findings, paragraphs);
  const result = await redlineSource({ bytes, fileName: name, paragraphs }, changes, DATE, additions);
  const xml = result.ok ? await (await JSZip.loadAsync(result.bytes)).file('word/document.xml')!.async('string') : '';
  return { paragraphs, findings, changes, additions, result, accepted: result.ok ? documentTexts(xml) : [], rejected: result.ok ? documentTexts(xml, { kind: 'rejecting', author: REDLINE_AUTHOR }) : [] };
}

describe('Redline to playbook on messy drafts (issue 32, 32r)', () => {
  it('a clause with a pending tracked change is left as it is, with its reason; the other clauses are redlined (messy-services.docx)', async () => {
    const { changes, result, accepted, rejected, paragraphs } = await redlineDraft('messy-services.docx');
    const term = changes.find((change) => change.topicId === 'term')!;
    expect(term.quote).toMatch(/^This Agreement be deemed effective as of the Effective Date/);
    // Before: the whole document refused ("Term: The clause already has tracked changes…") and no file.
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.skipped).toContainEqual({ quote: term.quote, reason: REDLINE_REFUSALS.existingRevisions });
    expect(result.changeCount).toBeGreaterThan(0);
    // The term's paragraph is untouched; governing law is redlined to New York; rejecting gives the source back.
    expect(accepted.join('\n')).toContain(term.quote);
    expect(accepted.join('\n')).toMatch(/governed by and construed in accordance with the laws of the State of New York/);
    expect(rejected).toEqual(documentTexts(await (await JSZip.loadAsync(await readFile(path.join(TESTDATA, 'messy-services.docx')))).file('word/document.xml')!.async('string')));
    expect(paragraphs.length).toBeGreaterThan(0);
  });
});

describe('a missing clause takes a number the contract does not use (issue 32, 32r)', () => {
  it('Agapé runs "14.9 …" and "14.10 HOW TO ACHIEVE …" into one paragraph: the added clauses are 14.11 and 14.12', async () => {
    const { paragraphs, additions, result, accepted } = await redlineDraft('agape-supply-agreement.docx');
    expect(paragraphs.some((text) => /^14\.9 Other products\b.* 14\.10 HOW TO ACHIEVE SUPER HEALTH/.test(text))).toBe(true);
    expect(additions).toHaveLength(2);
    expect(result.ok).toBe(true);
    // Before: "14.10 Except for liability …" and "14.11 Each party shall keep …", the first a number 14.9's paragraph already uses.
    expect(accepted).toContain(`14.11 ${additions[0]}`);
    expect(accepted).toContain(`14.12 ${additions[1]}`);
  });
});

describe('the Redline dialog says what the redline does (issue 32, 32r)', () => {
  it('names the missing clauses it adds and the clauses it leaves as they are, as Agapé\'s and the messy draft\'s redlines show', async () => {
    const agape = await redlineDraft('agape-supply-agreement.docx');
    const messy = await redlineDraft('messy-services.docx');
    expect(agape.additions.length).toBeGreaterThan(0);
    expect(messy.result.ok && messy.result.skipped.length).toBeGreaterThan(0);
    // Before: "… bringing every unacceptable clause to the playbook's wording …", silent on both.
    expect(MATRIX_PLAYBOOK_TEXTS.redlineHelp).toMatch(/add each missing clause/);
    expect(MATRIX_PLAYBOOK_TEXTS.redlineHelp).toMatch(/left as it is and listed in the summary/);
    expect(MATRIX_PLAYBOOK_TEXTS.redlineHelp).not.toMatch(/every unacceptable clause/);
  });
});

describe('Agapé\'s payment redline takes the other half of the same payment with it (issue 32, 32r)', () => {
  it('"(ii) The remaining 50% … prior to the goods leaving the warehouse" goes with "(i) 50% … on placement of the order"', async () => {
    const { findings, changes, result, accepted } = await redlineDraft('agape-supply-agreement.docx', 'customer');
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.verdict).toBe('unacceptable');
    expect(payment.quote).toMatch(/\(i\) 50% of the Total Order Cost must be paid on placement of the customer's order\.$/);
    const change = changes.find((each) => each.topicId === 'payment-terms')!;
    expect(change.quote).toBe(`${payment.quote} (ii) The remaining 50% of the total order cost must be paid prior to the goods leaving the warehouse of the manufacturer.`);
    expect(result.ok).toBe(true);
    const text = accepted.join('\n');
    // Before: "… resolve the dispute promptly. (ii) The remaining 50% … must be paid prior to the goods leaving the warehouse …".
    expect(text).toContain(`${payment.proposedText} The Manufacturer will notify the Customer when the goods are ready for shipment`);
    expect(text).not.toMatch(/remaining 50%/);
  });

  it('the term redline keeps "1.2 Term" and "1.3 Renewal" and says "the date of this agreement" (Agapé defines no Effective Date)', async () => {
    const { accepted } = await redlineDraft('agape-supply-agreement.docx', 'customer');
    const text = accepted.join('\n');
    expect(text).toMatch(/1\.2 Term This agreement shall commence on the date of this agreement and continue for an initial term of three \(3\) years/);
    expect(text).toMatch(/1\.3 Renewal The parties may renew this agreement/);
    expect(text).not.toMatch(/Effective Date/);
  });
});

describe('a wording that cannot be fitted is said in the cover summary, never silently (issue 32, 32r)', () => {
  it('Agapé: the integrity check runs on each change and added clause; its warnings go with the topic', async () => {
    const { findings, paragraphs } = await redlineDraft('agape-supply-agreement.docx', 'customer');
    // The offline wordings are fitted to Agapé (its own start, no Effective Date): nothing to warn of.
    expect([...redlineChanges(findings, paragraphs).integrity]).toEqual([]);
    // A wording with a term Agapé does not define and nothing could adapt (a model's "the Initial Term"): the warning
    // goes with the topic, for the cover summary (before: the .docx carried it silently).
    const term = findings.find((finding) => finding.topicId === 'term')!;
    const unfitted = { ...term, proposedText: `${term.proposedText} Either party may end this agreement at the end of the Initial Term.` };
    const { integrity } = redlineChanges(findings.map((finding) => (finding === term ? unfitted : finding)), paragraphs);
    expect(integrity.get('term')).toBe(`${INTEGRITY_TEXTS.heading} ${INTEGRITY_TEXTS.undefinedTerm('Initial Term')}`);
  });
});
