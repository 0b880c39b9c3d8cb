import { Document, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { BILINGUAL_DOCX_TEXTS, NUMBER_CHECK_TEXTS, checkNumbersAndTerms, numberCheckLine, translationLanguageLabel, type NumberCheckMismatch } from '@arcline/shared';
import type { LanguagePair } from './types';

/** The shading of a row whose number and term check found something (a light yellow, like a highlighter). */
const MISMATCH_FILL = 'FFF2AB';
const HALF_WIDTH_PERCENT = 50;

function cell(text: string, options: { bold?: boolean; fill?: string; notes?: string[] } = {}): TableCell {
  return new TableCell({
    width: { size: HALF_WIDTH_PERCENT, type: WidthType.PERCENTAGE },
    ...(options.fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } } : {}),
    children: [
      new Paragraph({ children: [new TextRun({ text, bold: options.bold ?? false })] }),
      ...(options.notes ?? []).map((note) => new Paragraph({ children: [new TextRun({ text: note, italics: true, size: 18 })] })),
    ],
  });
}

/**
 * The bilingual side-by-side .docx of a translated file: one table row per paragraph (source left, translation
 * right); a row whose number and term check finds a mismatch is highlighted and lists what is missing.
 */
export async function bilingualDocx(source: string[], translated: string[], pair: LanguagePair, fileName: string): Promise<Buffer> {
  const rows = source.map((text, index) => {
    const translation = translated[index] ?? '';
    const mismatches: NumberCheckMismatch[] = checkNumbersAndTerms(text, translation, pair).filter((mismatch) => mismatch.kind !== 'term');
    const fill = mismatches.length > 0 ? MISMATCH_FILL : undefined;
    return new TableRow({ children: [cell(text, { fill }), cell(translation, { fill, notes: mismatches.map((mismatch) => `${NUMBER_CHECK_TEXTS.kinds[mismatch.kind]}: ${numberCheckLine(mismatch)}`) })] });
  });
  const header = new TableRow({
    tableHeader: true,
    children: [cell(translationLanguageLabel(pair.source), { bold: true }), cell(translationLanguageLabel(pair.target), { bold: true })],
  });
  const document = new Document({
    creator: 'Arcline',
    title: BILINGUAL_DOCX_TEXTS.title(fileName),
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: BILINGUAL_DOCX_TEXTS.title(fileName), bold: true, size: 28 })] }),
          new Paragraph({ children: [new TextRun({ text: BILINGUAL_DOCX_TEXTS.legend, italics: true })] }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
