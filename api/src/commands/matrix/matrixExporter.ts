import ExcelJS from 'exceljs';
import { QueryTypes, type Sequelize } from 'sequelize';
import { MATRIX_TEXTS, cellDisplayText, highlightedQuote, type MatrixElementStatus, type MatrixExportFormat } from '@arcline/shared';
import { MatrixColumnRow, type Matrix } from '../../models/matrix';
import { loadMatrixDocuments } from './matrixDetail';

export interface MatrixExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface ExportCell {
  document_id: string;
  column_id: string;
  status: MatrixElementStatus;
  result: string | null;
  refine_result: string | null;
  reference_result: string | null;
  error: string | null;
}

/** One row per document: the refined answer of every column, each followed by its reasoning and its quote. */
interface ExportTable {
  header: string[];
  rows: string[][];
  /** Per table column: what it holds, for widths in the workbook. */
  kinds: ('document' | 'answer' | 'reasoning' | 'quote')[];
}

async function exportTable(sequelize: Sequelize, matrix: Matrix): Promise<ExportTable> {
  const [columns, documents, cells] = await Promise.all([
    MatrixColumnRow.findAll({ where: { matrixId: matrix.id }, order: [['sortOrder', 'ASC'], ['createdAt', 'ASC']] }),
    loadMatrixDocuments(sequelize, { matrixId: matrix.id }),
    sequelize.query<ExportCell>(
      `select document_id, column_id, status, result, refine_result, reference_result, error from matrix_elements where matrix_id = $1`,
      { bind: [matrix.id], type: QueryTypes.SELECT },
    ),
  ]);
  const byKey = new Map(cells.map((cell) => [`${cell.document_id}/${cell.column_id}`, cell]));
  const { reasoning, exportQuoteSuffix } = MATRIX_TEXTS;
  const header = [MATRIX_TEXTS.documentHeader, ...columns.flatMap((column) => [column.name, `${column.name} - ${reasoning}`, `${column.name} - ${exportQuoteSuffix}`])];
  const rows = documents.map((document) => [
    document.name,
    ...columns.flatMap((column) => exportCell(byKey.get(`${document.id}/${column.id}`))),
  ]);
  const kinds: ExportTable['kinds'] = ['document', ...columns.flatMap(() => ['answer', 'reasoning', 'quote'] as const)];
  return { header, rows, kinds };
}

function exportCell(cell: ExportCell | undefined): [string, string, string] {
  if (!cell || cell.status === 'PROCESSING') return [MATRIX_TEXTS.processing, '', ''];
  if (cell.status === 'FAILED') return [MATRIX_TEXTS.queryFailed, cell.error ?? '', ''];
  return [cellDisplayText({ refineResult: cell.refine_result, result: cell.result }), cell.result ?? '', highlightedQuote(cell.reference_result)];
}

const COLUMN_WIDTHS = { document: 40, answer: 30, reasoning: 50, quote: 60 } as const;
/** Characters Excel refuses in a sheet name, and its length limit. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

async function toXlsx(matrix: Matrix, table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(matrix.name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX).trim() || MATRIX_TEXTS.listTitle, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = table.header.map((header, index) => ({ header, width: COLUMN_WIDTHS[table.kinds[index]!] }));
  for (const row of table.rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.eachRow((row) => {
    row.alignment = { vertical: 'top', wrapText: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A value a spreadsheet would run as a formula is kept as text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 with CRLF line ends and a byte order mark, so Excel reads the UTF-8 as UTF-8. */
function toCsv(table: ExportTable): Buffer {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function exportMatrix(sequelize: Sequelize, matrix: Matrix, format: MatrixExportFormat): Promise<MatrixExportFile> {
  const table = await exportTable(sequelize, matrix);
  const baseName = matrix.name.trim() || MATRIX_TEXTS.listTitle;
  if (format === 'csv') return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await toXlsx(matrix, table),
  };
}
