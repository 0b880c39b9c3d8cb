import { Document, Packer, Paragraph, TextRun } from 'docx';
import { REDLINE_AUTHOR } from '@arcline/shared';
import { redlineDocx, type RedlineChange, type RedlineResult } from './redlineDocx';

export { documentTexts, redlineDocx, type RedlineChange, type RedlineOptions, type RedlineRefusal, type RedlineResult } from './redlineDocx';

/** A plain .docx of a text's paragraphs (a .txt or PDF source is delivered as Word, one paragraph each). */
export async function paragraphsDocx(paragraphs: readonly string[], title: string): Promise<Buffer> {
  const document = new Document({
    creator: REDLINE_AUTHOR,
    title,
    sections: [{ children: paragraphs.map((text) => new Paragraph({ children: [new TextRun({ text })] })) }],
  });
  return Packer.toBuffer(document);
}

/**
 * Redlines a source document: a .docx in its own formatting, anything else (.txt, PDF) as a new .docx of the
 * paragraphs the extraction read from it, which are the text its quotes are verbatim in. `additions`: missing
 * clauses' wordings, added where a lawyer expects them (`redlineDocx`).
 */
export async function redlineSource(
  source: { bytes: Buffer; fileName: string; paragraphs: readonly string[] },
  changes: readonly RedlineChange[],
  date: Date,
  additions: readonly string[] = [],
): Promise<RedlineResult> {
  const isDocx = /\.docx$/i.test(source.fileName);
  const bytes = isDocx ? source.bytes : await paragraphsDocx(source.paragraphs, source.fileName);
  return redlineDocx(bytes, changes, { author: REDLINE_AUTHOR, date }, additions);
}

/** The delivered name: the source's with .docx (a .txt or PDF becomes Word). */
export const redlinedFileName = (fileName: string): string => `${fileName.replace(/\.[^./\\]+$/, '')}.docx`;
