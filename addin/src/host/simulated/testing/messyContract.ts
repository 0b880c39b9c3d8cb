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
  SimpleField,
  Table,
  TableCell,
  TableRow,
  Textbox,
  TextRun,
} from 'docx';

/** The fixture contract (CUAD v1, CC BY 4.0) the messy document is made of. */
export const MESSY_CONTRACT_SOURCE = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/contracts/blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt');

/** What the messy document puts where, so tests can find it again. */
export const MESSY = {
  header: 'CONFIDENTIAL — DRAFT 3 — SUBJECT TO CONTRACT',
  footer: 'Distributor Agreement — page ',
  footnote: 'Counsel to confirm the governing law with the client.',
  comment: 'Opposing counsel: please review this clause.',
  otherAuthor: 'Opposing Counsel',
  textBox: 'Draft stamp: not for signature',
  /** The clause put into a table cell (the right column of a two-column clause table). */
  tableClause: /governed by/i,
  /** The clause with a tracked insertion and deletion by another author, already in the document. */
  trackedClause: /Successors and Assigns/,
  /** The clause with a comment on its first words and a footnote at its end. */
  commentedClause: /indemnif/i,
  /** The clause whose cross-reference to another section is a field (REF) showing the section's number. */
  fieldClause: /purchase money security interest defined in Section 1\.03/,
  crossReference: '1.03',
  crossReferenceCode: 'REF _Ref1_03 \\r \\h',
  trackedDeletion: ' and their successors and assigns',
  trackedInsertion: ' Consent shall not be unreasonably withheld.',
} as const;

function splitAround(line: string, piece: string): [string, string] {
  const at = line.indexOf(piece);
  if (at < 0) throw new Error(`the clause lacks "${piece}"`);
  return [line.slice(0, at), line.slice(at + piece.length)];
}

/**
 * A contract as lawyers' drafts are: a real fixture contract put into Word with a header and a footer (page number
 * field), a text box, a footnote, a comment, a tracked change by another author already in it, a cross-reference field
 * in a clause, and clauses in a table
 * (a heading column beside the clause). Each clause is one paragraph, as in the playground's sample.
 */
export async function buildMessyContract(): Promise<{ docx: Buffer; lines: string[] }> {
  const lines = (await readFile(MESSY_CONTRACT_SOURCE, 'utf8'))
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const firstIndex = (pattern: RegExp) => lines.findIndex((line, index) => index > 0 && pattern.test(line));
  const tableIndex = firstIndex(MESSY.tableClause);
  const trackedIndex = lines.findIndex((line, index) => index > 0 && index !== tableIndex && MESSY.trackedClause.test(line));
  const commentedIndex = lines.findIndex((line, index) => index > 0 && ![tableIndex, trackedIndex].includes(index) && MESSY.commentedClause.test(line));
  const fieldIndex = firstIndex(MESSY.fieldClause);
  if ([tableIndex, trackedIndex, commentedIndex, fieldIndex].includes(-1)) throw new Error('the fixture contract lacks a clause the messy document needs');

  const children: (Paragraph | Table)[] = [];
  lines.forEach((line, index) => {
    if (index === 0) {
      children.push(new Paragraph({ text: line, heading: HeadingLevel.HEADING_1 }));
      children.push(new Paragraph({ children: [new Textbox({ alignment: 'left', style: { width: '2in', height: '0.5in' }, children: [new Paragraph(MESSY.textBox)] })] }));
    } else if (index === tableIndex) {
      children.push(
        new Table({
          rows: [
            new TableRow({ children: [new TableCell({ children: [new Paragraph('Topic')] }), new TableCell({ children: [new Paragraph('Clause')] })] }),
            new TableRow({
              children: [
                new TableCell({ children: [new Paragraph('Governing law')] }),
                new TableCell({ children: [new Paragraph({ children: [new TextRun(line), new FootnoteReferenceRun(1)] })] }),
              ],
            }),
          ],
        }),
      );
    } else if (index === trackedIndex) {
      // Another author's pending edit: words deleted in the middle and a sentence inserted at the end.
      const [before, after] = splitAround(line, MESSY.trackedDeletion);
      children.push(
        new Paragraph({
          children: [
            new TextRun(before),
            new DeletedTextRun({ text: MESSY.trackedDeletion, id: 1, author: MESSY.otherAuthor, date: '2026-11-20T10:00:00Z' }),
            new TextRun(after),
            new InsertedTextRun({ text: MESSY.trackedInsertion, id: 2, author: MESSY.otherAuthor, date: '2026-11-20T10:01:00Z' }),
          ],
        }),
      );
    } else if (index === commentedIndex) {
      const split = line.indexOf(' ', 20);
      children.push(
        new Paragraph({
          children: [new CommentRangeStart(0), new TextRun(line.slice(0, split)), new CommentRangeEnd(0), new TextRun({ children: [new CommentReference(0)] }), new TextRun(line.slice(split))],
        }),
      );
    } else if (index === fieldIndex) {
      // "Section 1.03" as Word writes a cross-reference: the number is a REF field's result.
      const [before, after] = splitAround(line, `Section ${MESSY.crossReference}`);
      children.push(new Paragraph({ children: [new TextRun(`${before}Section `), new SimpleField(MESSY.crossReferenceCode, MESSY.crossReference), new TextRun(after)] }));
    } else children.push(new Paragraph({ children: [new TextRun(line)] }));
  });

  const document = new Document({
    creator: 'Arcline tests',
    title: 'Distributor Agreement (messy draft)',
    comments: { children: [{ id: 0, author: MESSY.otherAuthor, date: new Date('2026-11-20T10:02:00Z'), children: [new Paragraph(MESSY.comment)] }] },
    footnotes: { 1: { children: [new Paragraph(MESSY.footnote)] } },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(MESSY.header)] }) },
        footers: { default: new Footer({ children: [new Paragraph({ children: [new TextRun(MESSY.footer), new TextRun({ children: [PageNumber.CURRENT] })] })] }) },
        children,
      },
    ],
  });
  return { docx: await Packer.toBuffer(document), lines };
}
