import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Sequelize } from 'sequelize';
import {
  MATRIX_TEXTS,
  cellDisplayText,
  highlightedQuote,
  type MatrixAmountValue,
  durationDays,
  formatTypedValue,
  type MatrixAnswerKind,
  type MatrixDurationValue,
  type MatrixExportFormat,
  type MatrixTypedValue,
} from '@arcline/shared';
import { durationUnits, exportCells, matrixColumnStore, type ExportCellRow, type StoredMatrix } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { loadMatrixDocuments } from './matrixDetail';

export interface MatrixExportFile {
  fileName: string;
  contentType: string;
  /** Writes the file to `output` (and ends it), a page of documents at a time. */
  write(output: Writable): Promise<void>;
}

type ExportCell = ExportCellRow;

/**
 * A typed column's answer as the workbook writes it (issue 31): a real date, number or boolean with its format, and the
 * short answer as the cell's note when it says more than the value (a yes/no's condition, a computed date, "renewing
 * yearly"); the CSV writes the text.
 */
interface TypedExportValue {
  text: string;
  value: Date | number | boolean;
  numFmt?: string;
  note?: string;
}

/** The unit a duration column is written in: the largest that every duration of the column is a whole number of. */
type DurationUnit = 'years' | 'months' | 'days';

type ExportValue = string | TypedExportValue;

type ColumnKind = 'document' | 'answer' | 'reasoning' | 'quote';

/**
 * Documents whose cells are read and written at once: a 10,000 × 20 matrix (hundreds of MB of text) streams with the
 * memory of one page.
 */
const EXPORT_PAGE_DOCUMENTS = 200;

/** One row per document: the refined answer of every column, each followed by its reasoning and its quote. */
interface ExportTable {
  header: string[];
  /** Per table column: what it holds, for widths in the workbook. */
  kinds: ColumnKind[];
  /** The rows, a page at a time. */
  pages(): AsyncGenerator<ExportValue[][]>;
}

async function exportTable(sequelize: Sequelize, matrix: StoredMatrix): Promise<ExportTable> {
  const sql = sequelizeSql(sequelize);
  const [columns, documents] = await Promise.all([matrixColumnStore.listOfMatrix(sql, matrix.id), loadMatrixDocuments(sql, { matrixId: matrix.id })]);
  const { reasoning, exportQuoteSuffix } = MATRIX_TEXTS;
  const header = [MATRIX_TEXTS.documentHeader, ...columns.flatMap((column) => [column.name, `${column.name} - ${reasoning}`, `${column.name} - ${exportQuoteSuffix}`])];
  const kinds: ColumnKind[] = ['document', ...columns.flatMap(() => ['answer', 'reasoning', 'quote'] as const)];
  const durationColumns = columns.filter((column) => column.answerKind === 'duration').map((column) => column.id);
  const units = new Map<string, DurationUnit>(
    durationColumns.length
      ? (await durationUnits(sql, matrix.id, durationColumns)).map((row) => [row.column_id, row.whole_years ? 'years' : row.whole_months ? 'months' : 'days'])
      : [],
  );
  async function* pages(): AsyncGenerator<ExportValue[][]> {
    for (let offset = 0; offset < documents.length; offset += EXPORT_PAGE_DOCUMENTS) {
      const page = documents.slice(offset, offset + EXPORT_PAGE_DOCUMENTS);
      const cells = await exportCells(sql, matrix.id, page.map((document) => document.id));
      const byKey = new Map(cells.map((cell) => [`${cell.document_id}/${cell.column_id}`, cell]));
      yield page.map((document) => [
        document.name,
        ...columns.flatMap((column) => exportCell(byKey.get(`${document.id}/${column.id}`), column.answerKind, units.get(column.id) ?? 'days')),
      ]);
    }
  }
  return { header, kinds, pages };
}

function exportCell(cell: ExportCell | undefined, kind: MatrixAnswerKind, unit: DurationUnit): [ExportValue, string, string] {
  if (!cell || cell.status === 'PROCESSING') return [MATRIX_TEXTS.processing, '', ''];
  if (cell.status === 'FAILED') return [MATRIX_TEXTS.queryFailed, cell.error ?? '', ''];
  const text = cellDisplayText({ refineResult: cell.refine_result, result: cell.result });
  return [typedExportValue(kind, cell.typed_value, text, unit) ?? text, cell.result ?? '', highlightedQuote(cell.reference_result)];
}

/** Excel's currency formats with the ISO code ("USD 3,000,000.00"); a plain number when the document names no currency. */
const amountFormat = (currency: string | null) => (currency ? `[$${currency}] #,##0.00` : '#,##0.00');

/** "1 year", "3 years": the unit in the number format, so the column sorts and filters as numbers and reads as durations. */
const DURATION_FORMATS: Record<DurationUnit, string> = {
  years: '[=1]0" year";0" years"',
  months: '[=1]0" month";0" months"',
  days: '[=1]0" day";#,##0" days"',
};

function durationIn(value: MatrixDurationValue, unit: DurationUnit): number {
  if (unit === 'years') return value.years;
  if (unit === 'months') return value.years * 12 + value.months;
  return durationDays(value);
}

const isDuration = (value: MatrixTypedValue): value is MatrixDurationValue => typeof value === 'object' && value !== null && !Array.isArray(value) && 'years' in value;

/**
 * Dates as Excel dates (the UTC midnight of the day, which ExcelJS writes as that day's serial), amounts as numbers in
 * their currency's format, durations as a number of the column's unit (days: a month as 30, a year as 365, as the
 * table's filter counts them), yes/no as TRUE/FALSE. Options, parties and text stay text.
 */
function typedExportValue(kind: MatrixAnswerKind, typed: MatrixTypedValue, text: string, unit: DurationUnit): TypedExportValue | null {
  /** The short answer is the note when it says more than the cell shows ("3 months" in a column of days, a computed date). */
  const withNote = (value: TypedExportValue['value'], numFmt?: string, shown = formatTypedValue(typed)): TypedExportValue => {
    return { text, value, ...(numFmt ? { numFmt } : {}), ...(text && text !== shown && text !== typed ? { note: text } : {}) };
  };
  if (kind === 'date' && typeof typed === 'string') return withNote(new Date(`${typed}T00:00:00Z`), 'yyyy-mm-dd');
  if (kind === 'amount' && typed && typeof typed === 'object' && 'amount' in typed) {
    const { amount, currency } = typed as MatrixAmountValue;
    return withNote(amount, amountFormat(currency));
  }
  if (kind === 'duration' && isDuration(typed)) {
    const count = durationIn(typed, unit);
    return withNote(count, DURATION_FORMATS[unit], `${count} ${count === 1 ? unit.slice(0, -1) : unit}`);
  }
  if (kind === 'yes-no' && typeof typed === 'boolean') return withNote(typed);
  return null;
}

const textOf = (value: ExportValue) => (typeof value === 'string' ? value : value.text);

const COLUMN_WIDTHS = { document: 40, answer: 30, reasoning: 50, quote: 60 } as const;
/** Characters Excel refuses in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/** The workbook through ExcelJS's streaming writer: each row is committed to the output as soon as it is added. */
async function writeXlsx(matrix: StoredMatrix, table: ExportTable, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(matrix.name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX).trim() || MATRIX_TEXTS.listTitle, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = table.header.map((header, index) => ({ header, width: COLUMN_WIDTHS[table.kinds[index]!] }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.alignment = { vertical: 'top', wrapText: true };
  headerRow.commit();
  for await (const rows of table.pages()) {
    for (const values of rows) {
      const row = sheet.addRow(values.map((value) => (typeof value === 'string' ? value : value.value)));
      row.alignment = { vertical: 'top', wrapText: true };
      values.forEach((value, index) => {
        if (typeof value === 'string') return;
        const cell = row.getCell(index + 1);
        if (value.numFmt) cell.numFmt = value.numFmt;
        if (value.note) cell.note = value.note;
      });
      row.commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** A value a spreadsheet would run as a formula is kept as text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (row: ExportValue[]): string => `${row.map((value) => csvField(textOf(value))).join(',')}\r\n`;

/** RFC 4180 with CRLF line ends and a byte order mark, so Excel reads the UTF-8 as UTF-8; a page per write. */
async function writeCsv(table: ExportTable, output: Writable): Promise<void> {
  const write = async (text: string) => {
    if (!output.write(text, 'utf8')) await once(output, 'drain');
  };
  await write(`\uFEFF${csvLine(table.header)}`);
  for await (const rows of table.pages()) await write(rows.map(csvLine).join(''));
  output.end();
}

export async function exportMatrix(sequelize: Sequelize, matrix: StoredMatrix, format: MatrixExportFormat): Promise<MatrixExportFile> {
  const table = await exportTable(sequelize, matrix);
  const baseName = matrix.name.trim() || MATRIX_TEXTS.listTitle;
  if (format === 'csv') return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', write: (output) => writeCsv(table, output) };
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: (output) => writeXlsx(matrix, table, output),
  };
}
