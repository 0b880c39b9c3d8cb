/** Matrix Review (spec 02 §2-§9): the entities the API answers and the web app shows. */
import type { ServerAttachmentStatus } from '../attachments';

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
