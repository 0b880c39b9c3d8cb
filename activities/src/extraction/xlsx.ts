import ExcelJS from 'exceljs';
import { formatExcelDate, formatExcelNumber } from './excelFormatting';
import type { FormatContent } from './types';

const CELL_SEPARATOR = ' | ';

/** A cell value as the user reads it: formula results rather than formulas, the text of links and rich text. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatExcelNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return formatExcelDate(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return cellText(value.text, numFmt);
  if ('error' in value) return value.error;
  return cellText(value.result, numFmt);
}

function rowParagraph(row: ExcelJS.Row): string {
  const texts: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell) => {
    const isMergedAway = cell.isMerged && cell.master.address !== cell.address;
    const text = isMergedAway ? '' : cellText(cell.value, cell.numFmt).replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
  });
  return texts.join(CELL_SEPARATOR);
}

/** Each sheet with content: its name as a heading, then one paragraph per non-empty row. */
export async function readXlsx(bytes: Uint8Array): Promise<FormatContent> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (its own "Buffer"); a copy gives one of exactly the file's length.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  if (workbook.worksheets.length === 0) throw new Error('the workbook has no worksheets');
  const paragraphs: string[] = [];
  for (const sheet of workbook.worksheets) {
    const rows: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const paragraph = rowParagraph(row);
      if (paragraph) rows.push(paragraph);
    });
    if (rows.length > 0) paragraphs.push(sheet.name, ...rows);
  }
  return { paragraphs };
}
