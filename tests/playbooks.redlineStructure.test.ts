import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYBOOK, playbookInputSchema, REDLINE_AUTHOR, type Playbook } from '@arcline/shared';
import { reviewAgainstPlaybook, toReviewFindings } from '../activities/src/ai/playbooks';
import { documentTexts, paragraphsDocx, redlineSource } from '../activities/src/documents/redline';
import { OfficeDocumentHost } from '../addin/src/host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../addin/src/host/simulated/createSimulatedOffice';
import { loadDocx } from '../addin/src/host/simulated/docx/loadDocx';
import { reviewedText } from '../addin/src/host/simulated/model/chars';
import { trackedChangesIn } from '../addin/src/host/simulated/model/ranges';
import { createParagraphEditEngine } from '../addin/src/edits/paragraphEditEngine';
import { cleanParagraphText } from '../addin/src/sync/model/cleanParagraphText';
import { proposeRedlines } from '../web/src/modules/review/utils/playbookRedline';
import JSZip from 'jszip';

const playbook: Playbook = { ...playbookInputSchema.parse(DEMO_PLAYBOOK), id: 'demo', companyId: 'demo', version: 1 };
const standardWording = (topicId: string) => playbook.topics.find((topic) => topic.id === topicId)!.standardWording;

/** Real contracts: a fixture (tests/fixtures/contracts) and CUAD training contracts (CC BY 4.0), one paragraph a line. */
const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, 'fixtures/contracts', name), 'utf8');
const CUAD = gunzipSync(readFileSync('/work/shared/data/cuad-train/contracts.jsonl.gz')).toString('utf8').split('\n').filter(Boolean);
const cuad = (title: string) => (JSON.parse(CUAD.find((line) => line.includes(`"title": "${title}`))!) as { text: string }).text;
const paragraphsOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

const ABILITY = paragraphsOf(fixture('abilityinc-06-15-2020-ex-4.25-services-agreement.txt'));
const HERTZ = paragraphsOf(cuad('HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark License Agreement'));
const DELTATHREE = paragraphsOf(cuad('DeltathreeInc_19991102_S-1A_EX-10.19_6227850_EX-10.19_Co-Branding Agreement_ Service Agreement'));
const KITOV = paragraphsOf(cuad('KitovPharmaLtd_20190326_20-F_EX-4.15_11584449_EX-4.15_Manufacturing Agreement'));
const EHAVE = paragraphsOf(cuad('EhaveInc_20190515_20-F_EX-4.44_11678816_EX-4.44_License Agreement_ Reseller Agreement'));

/** "Propose redline" in the simulated Word on a contract opened as a .docx of its paragraphs, reviewed offline. */
async function proposedInWord(paragraphs: string[], topicId: string, actingFor: string) {
  const document = await loadDocx(await paragraphsDocx(paragraphs, 'contract.docx'), { url: 'https://example.test/contract.docx' });
  const host = new OfficeDocumentHost(createSimulatedOffice(document));
  const session = { host, editor: createParagraphEditEngine(host) };
  const ids = (await host.readBody()).paragraphs.map((paragraph) => paragraph.id);
  const texts = await host.readParagraphTexts(ids);
  const passages = ids.map((id, ordinal) => ({ sourceType: 'document' as const, sourceId: 'c', sourceName: 'contract.docx', partId: id, ordinal, text: cleanParagraphText(texts.get(id) ?? '') }));
  const findings = toReviewFindings(reviewAgainstPlaybook(passages.map((passage) => passage.text), { ...playbook, actingFor }), playbook, passages);
  const finding = findings.find((each) => each.topicId === topicId)!;
  expect(finding.verdict).toBe('unacceptable');
  const paragraphId = finding.paragraphIds[0]!;
  const source = passages.find((passage) => passage.partId === paragraphId)!.text;
  const [result] = await proposeRedlines(session, [finding]);
  expect(result).toMatchObject({ status: 'applied', changedParagraphIds: [paragraphId] });
  const paragraph = document.paragraphs().find((each) => each.paragraph.id === paragraphId)!.paragraph;
  return {
    finding,
    source,
    original: cleanParagraphText(reviewedText(paragraph.runs, 'Original')),
    current: cleanParagraphText(reviewedText(paragraph.runs, 'Current')),
    changes: trackedChangesIn([paragraph]).map(({ revision, text }) => [revision.type, text] as const),
  };
}

describe('a redline keeps the clause\'s own labels, headings and terms (issue 32), in the simulated Word', () => {
  it('Hertz: "ARTICLE 3. TERM AND TERMINATION 3.1 Either Party …" stays; only the notice and "for convenience" change', async () => {
    const { finding, source, original, current, changes } = await proposedInWord(HERTZ, 'termination-for-convenience', 'customer');
    expect(finding.quote).toBe("ARTICLE 3. TERM AND TERMINATION 3.1 Either Party may terminate this Agreement by giving the other Party thirty (30) days' prior written notice.");
    // The standard wording with the labels kept and the contract's "Party".
    const fitted = 'ARTICLE 3. TERM AND TERMINATION 3.1 Either Party may terminate this Agreement for convenience at any time by giving the other Party not less than ninety (90) days’ prior written notice.';
    expect(finding.proposedText).toBe(fitted);
    expect(standardWording('termination-for-convenience')).toBe(fitted.replace('ARTICLE 3. TERM AND TERMINATION 3.1 ', '').replaceAll('Party', 'party'));
    expect(original).toBe(source);
    expect(current).toBe(source.replace(finding.quote!, fitted));
    // Word by word: the label, the heading and the parties are in no tracked change.
    const touched = changes.map(([, text]) => text).join(' ');
    expect(touched).not.toMatch(/ARTICLE|TERM AND TERMINATION|3\.1|Party/);
    expect(changes.filter(([type]) => type === 'deletion').map(([, text]) => text).join('')).toContain('thirty (30');
    expect(changes.filter(([type]) => type === 'deletion').map(([, text]) => text).join('').length).toBeLessThan(25);
  });

  it('Ability: the payment clause\'s "(b) (i)" stays in front of the wording, in the contract\'s names (Recipient, the Parties)', async () => {
    const { finding, source, original, current, changes } = await proposedInWord(ABILITY, 'payment-terms', 'Recipient');
    expect(finding.quote).toMatch(/^\(b\) \(i\) Provider shall provide Recipient with monthly invoices/);
    expect(finding.proposedText).toBe(
      '(b) (i) Recipient shall pay each correct and undisputed invoice within forty-five (45) days of receiving it. Recipient may withhold any amount it disputes in good faith, and the Parties shall work together to resolve the dispute promptly.',
    );
    expect(original).toBe(source);
    expect(current).toBe(source.replace(finding.quote!, finding.proposedText!));
    expect(current).toContain('(b) (i) Recipient shall pay each correct and undisputed invoice');
    expect(changes.map(([, text]) => text).join(' ')).not.toMatch(/\(b\)|\(i\)/);
  });
});

describe('a redline on real drafts keeps a heading without a full stop and a cross-reference in the middle of a sentence (issue 32, 32w)', () => {
  it('Kitov: "10 Governing Law; Venue 10.1" and 10.2 on the courts of Tel-Aviv are in no tracked change', async () => {
    const { finding, source, original, current, changes } = await proposedInWord(KITOV, 'governing-law', 'customer');
    expect(finding.quote).toMatch(/^10 Governing Law; Venue 10\.1 This Agreement shall be interpreted/);
    expect(finding.proposedText).toBe(`10 Governing Law; Venue 10.1 ${standardWording('governing-law')} ${finding.quote!.slice(finding.quote!.indexOf('10.2 '))}`);
    expect(original).toBe(source);
    expect(current).toBe(source.replace(finding.quote!, finding.proposedText!));
    const touched = changes.map(([, text]) => text).join(' ');
    expect(touched).not.toMatch(/Governing Law; Venue|10\.1|10\.2|Tel-Aviv/);
  });

  it('Ehave: the termination fee "set out in Schedule 6" stays; only the notice and the right change', async () => {
    const { finding, source, original, current, changes } = await proposedInWord(EHAVE, 'termination-for-convenience', 'customer');
    expect(finding.quote).toContain('but subject to payment of a termination fee equal to an amount set out in Schedule 6.');
    expect(original).toBe(source);
    expect(current).toContain('prior written notice, but subject to payment of a termination fee equal to an amount set out in Schedule 6.');
    const deleted = changes.filter(([type]) => type === 'deletion').map(([, text]) => text).join(' ');
    expect(deleted).not.toMatch(/Schedule|termination fee/);
  });
});

describe("a redline keeps the clause's own labels and headings (issue 32), in the matrix's redlined .docx", () => {
  it('Deltathree: "Section 5.01. Payment Terms." stays untouched; rejecting gives the source, accepting the fitted wording', async () => {
    const findings = reviewAgainstPlaybook(DELTATHREE, { ...playbook, actingFor: 'customer' });
    const payment = findings.find((finding) => finding.topicId === 'payment-terms')!;
    expect(payment.verdict).toBe('unacceptable');
    expect(payment.quote).toMatch(/^Section 5\.01\. Payment Terms\. Any amounts due hereunder/);
    expect(payment.proposedText).toMatch(/^Section 5\.01\. Payment Terms\. The Customer shall pay each correct and undisputed invoice within forty-five \(45\) days/);
    const result = await redlineSource({ bytes: Buffer.alloc(0), fileName: 'deltathree.txt', paragraphs: DELTATHREE }, [{ quote: payment.quote, replacement: payment.proposedText }], new Date('2026-11-28T10:00:00Z'));
    if (!result.ok) throw new Error(JSON.stringify(result.refusals));
    const xml = await (await JSZip.loadAsync(result.bytes)).file('word/document.xml')!.async('string');
    expect(documentTexts(xml, { kind: 'rejecting', author: REDLINE_AUTHOR })).toEqual(documentTexts(await (await JSZip.loadAsync(await paragraphsDocx(DELTATHREE, 'deltathree.txt'))).file('word/document.xml')!.async('string')));
    const deleted = [...xml.matchAll(/<w:delText[^>]*>([^<]*)<\/w:delText>/g)].map((match) => match[1]).join(' ');
    const inserted = [...xml.matchAll(/<w:ins [^>]*><w:r>(?:<w:rPr>.*?<\/w:rPr>)?<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(' ');
    expect(deleted).toContain('Any amounts due hereunder');
    // The body's own cross-reference ("Sections 3.06 …") goes with the words it is in; the label and heading do not.
    expect(`${deleted} ${inserted}`).not.toMatch(/Section 5\.01|5\.01\.|Payment Terms/);
    // Accepted, as Word's reader mammoth reads it: the heading, then the wording.
    const accepted = (await mammoth.extractRawText({ buffer: result.bytes })).value.replace(/\s+/g, ' ');
    expect(accepted).toContain(payment.proposedText);
    expect(accepted).not.toContain('Any amounts due hereunder');
  });
});
