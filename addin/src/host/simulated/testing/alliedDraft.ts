import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DeletedTextRun, Document, Footer, FootnoteReferenceRun, Header, InsertedTextRun, Packer, PageNumber, Paragraph, TextRun } from 'docx';

/** The fixture contract (CUAD v1, CC BY 4.0): Allied Esports' joint content license agreement (Zynga and WPT). */
export const ALLIED_SOURCE = path.resolve(
  import.meta.dirname,
  '../../../../../tests/fixtures/contracts/alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt',
);

/** What the Allied draft puts where, so tests can find it again. */
export const ALLIED = {
  header: 'PRIVILEGED & CONFIDENTIAL — ZYNGA DRAFT 2',
  footer: 'Joint Content License Agreement — page ',
  footnote: 'WPT to confirm the renewal threshold.',
  otherAuthor: 'WPT Counsel',
  /** The clause whose term another author changed: "three (3) years" deleted, "five (5) years" inserted. */
  termClause: /^3\. Term\./,
  trackedDeletion: 'three (3) years',
  trackedInsertion: 'five (5) years',
} as const;

/**
 * A lawyer's draft of the Allied Esports agreement as the other side sent it back: a header, a footer with a page
 * number, a footnote, and the other side's pending tracked change in the term clause (its initial term lengthened
 * from three to five years, not yet accepted). One paragraph per line of the fixture, as the playground's sample.
 */
export async function buildAlliedDraft(): Promise<{ docx: Buffer; lines: string[] }> {
  const lines = (await readFile(ALLIED_SOURCE, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const termIndex = lines.findIndex((line) => ALLIED.termClause.test(line));
  if (termIndex < 0 || !lines[termIndex]!.includes(ALLIED.trackedDeletion)) throw new Error('the fixture contract lacks its term clause');
  const children = lines.map((line, index) => {
    if (index === 0) return new Paragraph({ children: [new TextRun(line), new FootnoteReferenceRun(1)] });
    if (index !== termIndex) return new Paragraph({ children: [new TextRun(line)] });
    const at = line.indexOf(ALLIED.trackedDeletion);
    return new Paragraph({
      children: [
        new TextRun(line.slice(0, at)),
        new DeletedTextRun({ text: ALLIED.trackedDeletion, id: 1, author: ALLIED.otherAuthor, date: '2026-11-21T09:00:00Z' }),
        new InsertedTextRun({ text: ALLIED.trackedInsertion, id: 2, author: ALLIED.otherAuthor, date: '2026-11-21T09:00:00Z' }),
        new TextRun(line.slice(at + ALLIED.trackedDeletion.length)),
      ],
    });
  });
  const document = new Document({
    creator: 'Arcline tests',
    title: 'Joint Content License Agreement (draft with the other side’s changes)',
    footnotes: { 1: { children: [new Paragraph(ALLIED.footnote)] } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(ALLIED.header)] }) },
        footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun(ALLIED.footer), new TextRun({ children: [PageNumber.CURRENT] })] })] }) },
        children,
      },
    ],
  });
  return { docx: await Packer.toBuffer(document), lines };
}
