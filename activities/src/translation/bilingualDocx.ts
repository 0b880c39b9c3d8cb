import { Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
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

/** One section of the side-by-side (a part of the file): source and translated paragraphs by position. */
export interface BilingualSection {
  key: string;
  source: readonly (string | null)[];
  translated: readonly (string | null)[];
}

/**
 * The bilingual side-by-side .docx of a translated file: a heading and a table per part of the file (body, tables,
 * headers, footers, footnotes, comments…), one row per paragraph, paired by position within the part (source left,
 * translation right); a row whose number and term check finds a mismatch is highlighted and lists what is missing.
 */
export async function bilingualDocx(sections: readonly BilingualSection[], pair: LanguagePair, fileName: string): Promise<Buffer> {
  const tableRows = (section: BilingualSection) => {
    const count = Math.max(section.source.length, section.translated.length);
    const rows: TableRow[] = [];
    for (let index = 0; index < count; index += 1) {
      const text = section.source[index] ?? '';
      const translation = section.translated[index] ?? '';
      if (!text.trim() && !translation.trim()) continue;
      const mismatches: NumberCheckMismatch[] = checkNumbersAndTerms(text, translation, pair).filter((mismatch) => mismatch.kind !== 'term');
      const fill = mismatches.length > 0 ? MISMATCH_FILL : undefined;
      rows.push(new TableRow({ children: [cell(text, { fill }), cell(translation, { fill, notes: mismatches.map((mismatch) => `${NUMBER_CHECK_TEXTS.kinds[mismatch.kind]}: ${numberCheckLine(mismatch)}`) })] }));
    }
    return rows;
  };
  const header = () =>
    new TableRow({
      tableHeader: true,
      children: [cell(translationLanguageLabel(pair.source), { bold: true }), cell(translationLanguageLabel(pair.target), { bold: true })],
    });
  const parts = sections.flatMap((section) => {
    const rows = tableRows(section);
    if (rows.length === 0) return [];
    return [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: BILINGUAL_DOCX_TEXTS.section(section.key) })] }),
      new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header(), ...rows] }),
    ];
  });
  const document = new Document({
    creator: 'Arcline',
    title: BILINGUAL_DOCX_TEXTS.title(fileName),
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: BILINGUAL_DOCX_TEXTS.title(fileName), bold: true, size: 28 })] }),
          new Paragraph({ children: [new TextRun({ text: BILINGUAL_DOCX_TEXTS.legend, italics: true })] }),
          ...parts,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
