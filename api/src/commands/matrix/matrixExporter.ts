import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Sequelize } from 'sequelize';
import {
  MATRIX_TEXTS,
  cellDisplayText,
  highlightedQuote,
  type MatrixAmountValue,
  type MatrixAnswerKind,
  type MatrixExportFormat,
  type MatrixTypedValue,
} from '@arcline/shared';
import { exportCells, matrixColumnStore, type ExportCellRow, type StoredMatrix } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { loadMatrixDocuments } from './matrixDetail';

export interface MatrixExportFile {
  fileName: string;
  contentType: string;
  /** Writes the file to `output` (and ends it), a page of documents at a time. */
  write(output: Writable): Promise<void>;
}

type ExportCell = ExportCellRow;

/** A typed column's answer as the workbook writes it (issue 31): a real date or number with its format; the CSV writes the text. */
interface TypedExportValue {
  text: string;
  value: Date | number;
  numFmt: string;
}

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
  async function* pages(): AsyncGenerator<ExportValue[][]> {
    for (let offset = 0; offset < documents.length; offset += EXPORT_PAGE_DOCUMENTS) {
      const page = documents.slice(offset, offset + EXPORT_PAGE_DOCUMENTS);
      const cells = await exportCells(sql, matrix.id, page.map((document) => document.id));
      const byKey = new Map(cells.map((cell) => [`${cell.document_id}/${cell.column_id}`, cell]));
      yield page.map((document) => [document.name, ...columns.flatMap((column) => exportCell(byKey.get(`${document.id}/${column.id}`), column.answerKind))]);
    }
  }
  return { header, kinds, pages };
}

function exportCell(cell: ExportCell | undefined, kind: MatrixAnswerKind): [ExportValue, string, string] {
  if (!cell || cell.status === 'PROCESSING') return [MATRIX_TEXTS.processing, '', ''];
  if (cell.status === 'FAILED') return [MATRIX_TEXTS.queryFailed, cell.error ?? '', ''];
  const text = cellDisplayText({ refineResult: cell.refine_result, result: cell.result });
  return [typedExportValue(kind, cell.typed_value, text) ?? text, cell.result ?? '', highlightedQuote(cell.reference_result)];
}

/** Dates as Excel dates (the UTC midnight of the day, which ExcelJS writes as that day's serial) and amounts as numbers. */
function typedExportValue(kind: MatrixAnswerKind, typed: MatrixTypedValue, text: string): TypedExportValue | null {
  if (kind === 'date' && typeof typed === 'string') return { text, value: new Date(`${typed}T00:00:00Z`), numFmt: 'yyyy-mm-dd' };
  if (kind === 'amount' && typed && typeof typed === 'object' && 'amount' in typed) {
    const { amount, currency } = typed as MatrixAmountValue;
    return { text, value: amount, numFmt: currency ? `#,##0.00 "${currency}"` : '#,##0.00' };
  }
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
        if (typeof value !== 'string') row.getCell(index + 1).numFmt = value.numFmt;
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
