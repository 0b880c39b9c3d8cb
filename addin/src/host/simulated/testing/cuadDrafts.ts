import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';

/** The other side, who left a comment and a pending tracked change in each draft. */
export const DRAFT_OTHER_AUTHOR = 'Opposing Counsel';

/** Where a lawyer's draft of a real contract puts its mess (header, footer, footnote, comment, table, pending change). */
export interface CuadDraftSpec {
  name: string;
  /** The side the firm acts for, as the review's "Acting for" field takes it. */
  actingFor: string;
  header: string;
  paragraphs: string[];
  /** The clause put into cell (2,2) of a 2×2 table under a "Clause | Text" header row, "Agreed" in cell (2,1). */
  tableAt: RegExp;
  tracked: { at: RegExp; deleted: string; inserted: string };
  footnoteAt: RegExp;
  footnote: string;
  commentAt: RegExp;
  comment: string;
}

/**
 * A real contract as the other side sends a draft back (issue 32, 32l's playground pass): a header, a footer with a
 * page number, a footnote, the other side's comment, one clause in a table cell under a "Clause | Text" header row
 * and the other side's pending tracked change inside another clause. One paragraph per clause.
 */
export async function buildCuadDraft(spec: CuadDraftSpec): Promise<Buffer> {
  const find = (pattern: RegExp, skip: number[] = []) => spec.paragraphs.findIndex((line, index) => index > 0 && !skip.includes(index) && pattern.test(line));
  const tableIndex = find(spec.tableAt);
  const trackedIndex = find(spec.tracked.at, [tableIndex]);
  const footnoteIndex = find(spec.footnoteAt, [tableIndex, trackedIndex]);
  const commentIndex = find(spec.commentAt, [tableIndex, trackedIndex, footnoteIndex]);
  if ([tableIndex, trackedIndex, footnoteIndex, commentIndex].includes(-1)) throw new Error(`${spec.name}: the contract lacks a clause the draft needs`);
  const children = spec.paragraphs.map((line, index) => {
    if (index === 0) return new Paragraph({ text: line, heading: HeadingLevel.HEADING_1 });
    if (index === tableIndex) {
      const row = (left: string, right: string) => new TableRow({ children: [new TableCell({ children: [new Paragraph(left)] }), new TableCell({ children: [new Paragraph(right)] })] });
      return new Table({ rows: [row('Clause', 'Text'), row('Agreed', line)] });
    }
    if (index === trackedIndex) {
      const at = line.indexOf(spec.tracked.deleted);
      if (at < 0) throw new Error(`${spec.name}: the clause lacks "${spec.tracked.deleted}"`);
      return new Paragraph({
        children: [
          new TextRun(line.slice(0, at)),
          new DeletedTextRun({ text: spec.tracked.deleted, id: 1, author: DRAFT_OTHER_AUTHOR, date: '2026-11-20T10:00:00Z' }),
          new InsertedTextRun({ text: spec.tracked.inserted, id: 2, author: DRAFT_OTHER_AUTHOR, date: '2026-11-20T10:01:00Z' }),
          new TextRun(line.slice(at + spec.tracked.deleted.length)),
        ],
      });
    }
    if (index === footnoteIndex) return new Paragraph({ children: [new TextRun(line), new FootnoteReferenceRun(1)] });
    if (index === commentIndex) {
      const split = line.indexOf(' ', 25);
      return new Paragraph({
        children: [new CommentRangeStart(0), new TextRun(line.slice(0, split)), new CommentRangeEnd(0), new TextRun({ children: [new CommentReference(0)] }), new TextRun(line.slice(split))],
      });
    }
    return new Paragraph(line);
  });
  const document = new Document({
    creator: DRAFT_OTHER_AUTHOR,
    comments: { children: [{ id: 0, author: DRAFT_OTHER_AUTHOR, date: new Date('2026-11-20T10:02:00Z'), children: [new Paragraph(spec.comment)] }] },
    footnotes: { 1: { children: [new Paragraph(spec.footnote)] } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(spec.header)] }) },
        footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun('Page '), new TextRun({ children: [PageNumber.CURRENT] })] })] }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The fixture contract (CUAD v1, CC BY 4.0): Agape ATP's supply agreement with its manufacturer. */
export const AGAPE_SOURCE = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/contracts/agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt');

/** Agape's supply agreement, acting for the Customer: clause 5.4 (payment terms) in the table, 14.6 (assignment) changed. */
export async function agapeDraftSpec(): Promise<CuadDraftSpec> {
  const text = (await readFile(AGAPE_SOURCE, 'utf8'))
    .split(/\r?\n/)
    .filter((line) => !/^Source:/.test(line.trim()))
    .join(' ')
    .replace(/\s+/g, ' ');
  const paragraphs = text
    .split(/ (?=\d{1,2}\.\d{1,2} [A-Z])| (?=\d{1,2}\. [A-Z]{3,})| (?=SCHEDULE [A-C] )/)
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    name: 'agape',
    actingFor: 'Customer',
    header: 'DRAFT 4 — Organic Preparations comments — PRIVILEGED',
    paragraphs,
    tableAt: /^5\.4 /,
    tracked: { at: /^14\.6 /, deleted: 'without the prior written consent', inserted: 'without giving prior written notice' },
    footnoteAt: /^1\.2 /,
    footnote: 'Client: is a ten-year term acceptable?',
    commentAt: /^3\.5 /,
    comment: 'Client to confirm.',
  };
}

/** The CUAD title of Integrity Media's co-branding agreement with Time Life (CUAD's training split). */
export const INTEGRITY_TITLE = 'IntegrityMediaInc_20010329_10-K405_EX-10.17_2373875_EX-10.17_Co-Branding Agreement';

/**
 * Integrity Media / Time Life's co-branding agreement (its CUAD text given), acting for TL: clause 8 (term) in the
 * table, 12 (assignment) changed, the other side's comment on the Tennessee governing-law and venue clause.
 */
export function integrityDraftSpec(contractText: string): CuadDraftSpec {
  const paragraphs = contractText
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block && !/^Source:/.test(block) && !/^-+ \/1\//.test(block) && !/^\d+$/.test(block) && !/^-+$/.test(block));
  const start = paragraphs.findIndex((block) => block.startsWith('PRODUCT DEVELOPMENT AND CO-BRANDING AGREEMENT "SONGS'));
  return {
    name: 'integrity',
    actingFor: 'TL',
    header: 'Songs 4 Worship — Integrity draft of 3 January 2000 — SUBJECT TO CONTRACT',
    paragraphs: paragraphs.slice(Math.max(0, start)),
    tableAt: /^8\. Term\./,
    tracked: { at: /^12\. Assignment\./, deleted: 'Either party may, at its election,', inserted: 'Integrity may, at its election,' },
    footnoteAt: /^10\. Indemnification\./,
    footnote: 'Time Life legal: the indemnity should cover infringement by the masters.',
    commentAt: /^b\. This Agreement has been entered into in the State of/,
    comment: 'Client to confirm.',
  };
}
