/** Matrix Review (spec 02 §2-§9): entities, texts, messages and limits shared by the API, the worker and the web app. */

import type { ServerAttachmentStatus } from './attachments';

export const MATRIX_QUERY_TYPES = ['GLOBAL_TEMPLATE', 'CUSTOM'] as const;
export type MatrixQueryType = (typeof MATRIX_QUERY_TYPES)[number];
export const MATRIX_QUERY_TYPE_LABELS: Record<MatrixQueryType, string> = {
  GLOBAL_TEMPLATE: 'Template Library',
  CUSTOM: 'Custom Query',
};

export const MATRIX_ELEMENT_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type MatrixElementStatus = (typeof MATRIX_ELEMENT_STATUSES)[number];

export const MATRIX_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type MatrixExportFormat = (typeof MATRIX_EXPORT_FORMATS)[number];

/** Markers around the verbatim quote inside a cell's reference passage (the AI providers write them). */
export const HIGHLIGHT_START = '<<';
export const HIGHLIGHT_END = '>>';

export const MATRIX_NAME_MAX_LENGTH = 200;
export const MATRIX_COLUMN_NAME_MAX_LENGTH = 200;
export const MATRIX_CUSTOM_QUERY_MAX_LENGTH = 4000;
/** Rows and columns of one matrix: 1,000 × 50 cells is the most one matrix may start. */
export const MATRIX_MAX_DOCUMENTS = 1000;
export const MATRIX_MAX_COLUMNS = 50;
/** A cell of the detail answer carries at most this much of its reasoning; the element call has all of it. */
export const MATRIX_CELL_PREVIEW_CHARS = 300;
/** Width of the first (Document) column of the results table. */
export const MATRIX_DOCUMENT_COLUMN_WIDTH_PX = 260;
export const MATRIX_HEADER_HEIGHT_PX = 48;
/** A cell waits this long for its document's text (the upload wait plus extraction) before it fails. */
export const MATRIX_DOCUMENT_WAIT_MINUTES = 60;

export interface MatrixSummary {
  id: string;
  name: string;
  createdAt: string;
}

export interface MatrixColumn {
  id: string;
  name: string;
  queryType: MatrixQueryType;
  matrixId: string;
  sortOrder: number;
  matrixQueryId: string | null;
  customQuery: string | null;
}

/** The document cell of a row: an attachment added to the matrix. */
export interface MatrixDocumentCell {
  id: string;
  attachmentId: string;
  name: string;
  /** The file's extension: pdf, docx, txt... */
  documentType: string;
  status: ServerAttachmentStatus;
  error: string | null;
}

export interface MatrixResultCell {
  id: string;
  status: MatrixElementStatus;
  refineResult: string | null;
  /** The reasoning, cut to MATRIX_CELL_PREVIEW_CHARS, and only when there is no refined result to show. */
  result: string | null;
}

export interface MatrixRow {
  document: MatrixDocumentCell;
  /** Keyed by column id. */
  cells: Record<string, MatrixResultCell>;
}

export interface AggregatedResultStatus {
  processing: number;
  completed: number;
  failed: number;
  /** The latest change of any cell, ISO 8601; null for a matrix without cells. */
  lastDataUpdate: string | null;
}

export interface MatrixDetail extends MatrixSummary {
  /** Keyed by column id; order them by sortOrder. */
  columns: Record<string, MatrixColumn>;
  rows: MatrixRow[];
  aggregatedResultStatus: AggregatedResultStatus;
}

export interface MatrixElementDetail {
  id: string;
  status: MatrixElementStatus;
  result: string | null;
  refineResult: string | null;
  referenceResult: string | null;
  error: string | null;
  updatedAt: string;
  column: MatrixColumn;
  document: MatrixDocumentCell;
}

export interface MatrixQueryTemplate {
  id: string;
  name: string;
}

export interface MatrixDocumentsResult {
  documents: MatrixDocumentCell[];
}

/** Texts of the Matrix Review screens, toasts and export (spec 02 §2, §8, §9). */
export const MATRIX_TEXTS = {
  listTitle: 'Matrix Review',
  newMatrix: 'New Matrix',
  defaultMatrixName: (count: number) => `New Matrix #${count + 1}`,
  nameHeader: 'Name',
  createdHeader: 'Created',
  actionsHeader: 'Actions',
  emptyList: 'No matrices yet. Create one with New Matrix.',
  deleteMatrix: 'Delete matrix',
  confirmTitle: 'Are you sure?',
  confirmDeleteMatrix: (name: string) => `This action cannot be undone. This will permanently delete the matrix "${name}".`,
  cancel: 'Cancel',
  delete: 'Delete',
  back: 'Back',
  editName: 'Rename matrix',
  saveName: 'Save name',
  matrixName: 'Matrix name',
  uploadDocuments: 'Upload Documents',
  uploading: 'Uploading...',
  addColumn: 'Add Column',
  editColumn: 'Edit Column',
  exportXlsx: 'Export XLSX',
  exportCsv: 'Export CSV',
  documentHeader: 'Document',
  noResults: 'No results.',
  noResult: 'No result',
  queryFailed: 'Query failed',
  recalculate: 'Recalculate',
  viewDetails: 'View details',
  deleteDocument: 'Delete document',
  editColumnButton: (name: string) => `Edit column ${name}`,
  processing: 'Processing',
  notAvailable: 'N/A',
  reasoning: 'Reasoning',
  reference: 'Reference',
  errorLoadingData: 'Error loading data',
  closeDetails: 'Close details',
  progressLabel: 'Cells processed',
  lastChange: (timeAgo: string) => `Last change: ${timeAgo} ago`,
  remaining: (n: number) => `Remaining: ${n}`,
  failed: (n: number) => `Failed: ${n}`,
  columnName: 'Name',
  queryType: 'Type',
  template: 'Template',
  chooseTemplate: 'Choose a template',
  customQuery: 'Query',
  customQueryPlaceholder: 'What should be extracted from every document?',
  defaultCustomColumnName: 'New Column',
  apply: 'Apply',
  save: 'Save',
  deleteColumn: 'Delete column',
  close: 'Close',
  documentStatus: {
    QUEUED: 'Queued',
    PROCESSING: 'Processing',
    COMPLETED: 'Ready',
    FAILED: 'Failed',
  } satisfies Record<ServerAttachmentStatus, string>,
  toasts: {
    errorCreatingMatrix: 'Error creating matrix',
    errorDeletingMatrix: 'Error deleting matrix',
    errorCreatingColumn: 'Error creating column',
    errorAddingDocuments: 'Error adding documents to matrix',
    fileUploadFailed: 'File upload failed',
    errorAddingDocument: 'Error adding document to matrix',
    documentsAdded: 'Documents added to matrix',
    documentsAddedDescription: (n: number) => `${n} documents added to matrix`,
    somethingWentWrong: 'Something went wrong',
  },
  export: {
    reasoningSuffix: 'Reasoning',
    quoteSuffix: 'Quote',
    processing: 'Processing',
  },
} as const;

/** Messages of the matrix calls (400 and cell errors); the forms use the same words. */
export const MATRIX_MESSAGES = {
  nameRequired: 'The matrix needs a name.',
  nameTooLong: `The matrix name can be at most ${MATRIX_NAME_MAX_LENGTH} characters.`,
  matrixIdRequired: 'matrixId must be the id of one of your matrices.',
  documentsRequired: 'documents must be a non-empty list of {attachmentId} items.',
  attachmentIdInvalid: 'Each document needs the attachmentId of one of your attachments.',
  attachmentNotFound: (attachmentId: string) => `Attachment ${attachmentId} was not found.`,
  tooManyDocuments: `A matrix can hold at most ${MATRIX_MAX_DOCUMENTS} documents.`,
  columnNameRequired: 'The column needs a name.',
  columnNameTooLong: `The column name can be at most ${MATRIX_COLUMN_NAME_MAX_LENGTH} characters.`,
  queryTypeRequired: 'Choose a type: GLOBAL_TEMPLATE (Template Library) or CUSTOM (Custom Query).',
  templateRequired: 'Choose a template from the library.',
  templateNotFound: 'The chosen template does not exist.',
  customQueryRequired: 'Write the query to run on every document.',
  customQueryTooLong: `The query can be at most ${MATRIX_CUSTOM_QUERY_MAX_LENGTH} characters.`,
  templateOnlyForTemplates: 'matrixQueryId is only for GLOBAL_TEMPLATE columns.',
  customQueryOnlyForCustom: 'customQuery is only for CUSTOM columns.',
  tooManyColumns: `A matrix can hold at most ${MATRIX_MAX_COLUMNS} columns.`,
  elementIdRequired: 'id must be the id of a result cell.',
  exportFormatInvalid: `format must be one of: ${MATRIX_EXPORT_FORMATS.join(', ')}.`,
  documentFailed: (error: string | null) => `The document could not be read${error ? `: ${error}` : '.'}`,
  documentNotReady: 'The document was not ready in time. Please recalculate.',
  extractionFailed: 'The AI could not answer this query. Please recalculate.',
  startFailed: 'The query could not be started. Please recalculate.',
} as const;

/** The text a result cell shows: the refined result, else the result, else 'No result' (spec 02 §2). */
export function cellDisplayText(cell: Pick<MatrixResultCell, 'refineResult' | 'result'>): string {
  return cell.refineResult?.trim() || cell.result?.trim() || MATRIX_TEXTS.noResult;
}

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** Splits a reference passage at its highlight markers; an unclosed marker highlights to the end. */
export function splitHighlights(reference: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let rest = reference;
  while (rest.length > 0) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start < 0) {
      segments.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) segments.push({ text: rest.slice(0, start), highlighted: false });
    const afterStart = rest.slice(start + HIGHLIGHT_START.length);
    const end = afterStart.indexOf(HIGHLIGHT_END);
    const quote = end < 0 ? afterStart : afterStart.slice(0, end);
    if (quote) segments.push({ text: quote, highlighted: true });
    rest = end < 0 ? '' : afterStart.slice(end + HIGHLIGHT_END.length);
  }
  return segments;
}

/** The verbatim quote of a reference passage: its highlighted text. */
export function highlightedQuote(reference: string | null): string {
  if (!reference) return '';
  return splitHighlights(reference)
    .filter((segment) => segment.highlighted)
    .map((segment) => segment.text)
    .join(' … ');
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** '5 minutes', '1 hour', 'less than a minute': the {time} of 'Last change: {time} ago'. */
export function formatTimeAgo(thenMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (elapsed < MINUTE_MS) return 'less than a minute';
  if (elapsed < HOUR_MS) return unit(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return unit(Math.floor(elapsed / HOUR_MS), 'hour');
  return unit(Math.floor(elapsed / DAY_MS), 'day');
}

/** The status line under the table (spec 02 §9); '' when there is nothing to say. */
export function matrixStatusLine(status: AggregatedResultStatus, nowMs: number): string {
  const parts: string[] = [];
  if (status.completed > 0 && status.lastDataUpdate) {
    parts.push(MATRIX_TEXTS.lastChange(formatTimeAgo(Date.parse(status.lastDataUpdate), nowMs)));
  }
  if (status.processing > 0) parts.push(MATRIX_TEXTS.remaining(status.processing));
  if (status.failed > 0) parts.push(MATRIX_TEXTS.failed(status.failed));
  return parts.join('. ');
}

/** The share of cells no longer processing, 0..1; 1 for a matrix without cells. */
export function matrixProgress(status: AggregatedResultStatus): number {
  const total = status.processing + status.completed + status.failed;
  return total === 0 ? 1 : (status.completed + status.failed) / total;
}

export function documentTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export interface MatrixColumnDraft {
  name: string;
  queryType: MatrixQueryType | null;
  matrixQueryId: string | null;
  customQuery: string;
}

/** The form's rules (spec 02 §5): a name, a type, and the template or the query text the type needs. */
export function columnDraftErrors(draft: MatrixColumnDraft): string[] {
  const errors: string[] = [];
  if (!draft.queryType) errors.push(MATRIX_MESSAGES.queryTypeRequired);
  if (!draft.name.trim()) errors.push(MATRIX_MESSAGES.columnNameRequired);
  if (draft.name.trim().length > MATRIX_COLUMN_NAME_MAX_LENGTH) errors.push(MATRIX_MESSAGES.columnNameTooLong);
  if (draft.queryType === 'GLOBAL_TEMPLATE' && !draft.matrixQueryId) errors.push(MATRIX_MESSAGES.templateRequired);
  if (draft.queryType === 'CUSTOM' && !draft.customQuery.trim()) errors.push(MATRIX_MESSAGES.customQueryRequired);
  if (draft.queryType === 'CUSTOM' && draft.customQuery.trim().length > MATRIX_CUSTOM_QUERY_MAX_LENGTH) {
    errors.push(MATRIX_MESSAGES.customQueryTooLong);
  }
  return errors;
}

/** The columns of a matrix in display order: sortOrder, then name. */
export function orderedColumns(columns: Record<string, MatrixColumn>): MatrixColumn[] {
  return Object.values(columns).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}
