/** Matrix Review (spec 02 §2-§9): the entities the API answers and the web app shows. */
import type { ServerAttachmentStatus } from '../attachments';
import type { MatrixAnswerKind, MatrixTypedValue } from './typedValues';

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
  /** The kind of answer (issue 31); 'text' unless set, or the template's own kind. */
  answerKind: MatrixAnswerKind;
  /** The options of a `list` column, else null. */
  answerOptions: string[] | null;
  /** A playbook column (issue 32): the topic whose verdict its cells are; absent for other columns. */
  playbookTopic?: MatrixPlaybookTopicRef;
}

/** One topic of one version of a playbook, which a playbook column answers. */
export interface MatrixPlaybookTopicRef {
  playbookId: string;
  version: number;
  topicId: string;
  /** The party the firm acts for in this column (a role or a party's name); absent: the playbook version's default. */
  actingFor?: string;
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
  /** The normalised value of a typed column's answer (typedValues.ts); null for text, "Not found" and unanswered cells. */
  typedValue: MatrixTypedValue;
  /** The last version of the row's document changed this answer (issue 31); its detail has the answer before. */
  changed?: true;
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

/**
 * The opt-in page of the detail (`GET /api/matrices/:id?offset=&limit=`, README "Matrix Review"): the entity keeps
 * the spec's shape with `rows` cut to the page; the envelope's other_data says where the page sits and from which
 * state the changes call goes on.
 */
export interface MatrixPageInfo {
  offset: number;
  limit: number;
  /** Rows of the whole matrix. */
  totalRows: number;
  /** The matrix's state when this answer was read; opaque, for `GET /api/matrices/:id/changes?since=`. */
  cursor: string;
}

/** A cell that changed since a cursor, with where it sits. */
export interface MatrixCellChange {
  documentId: string;
  columnId: string;
  cell: MatrixResultCell;
}

/**
 * `GET /api/matrices/:id/changes?since={cursor}`: what the 2 s re-fetch needs. `structureChanged` means documents,
 * columns, the name or a document's status changed: reload the detail. Otherwise `cells` are the cells changed since
 * the cursor (empty when nothing changed; the answer is then the same bytes, so a revalidation is a 304).
 */
export interface MatrixChanges {
  cursor: string;
  structureChanged: boolean;
  aggregatedResultStatus: AggregatedResultStatus;
  cells: MatrixCellChange[];
  /** Only rows changed (added, removed, renamed, a new version; issue 31, 31r): the rows in place of a reload. */
  rows?: MatrixRowChanges;
}

/**
 * The rows of a matrix whose documents changed since a cursor, while its name and columns did not (issue 31, 31r):
 * the changed rows whole, each with its place in the order the call was asked for (its sort and filter), how many rows
 * there are and a digest of their ids in that order (rowOrderDigest), so a page that holds every row lays them out
 * without every id (31l). Every row's id comes only when asked (`rowIds=all`): for a page with rows not loaded yet, or
 * one whose rows do not add up (a row deleted elsewhere) or whose order does not match the digest.
 */
export interface MatrixRowChanges {
  changed: MatrixRow[];
  /** Where each changed row sits among all rows (0-based), in the order of `changed`. */
  positions: number[];
  total: number;
  /** rowOrderDigest of every row's id in order. */
  digest: string;
  ids?: string[];
}

export interface MatrixElementDetail {
  id: string;
  status: MatrixElementStatus;
  result: string | null;
  refineResult: string | null;
  referenceResult: string | null;
  typedValue: MatrixTypedValue;
  error: string | null;
  updatedAt: string;
  column: MatrixColumn;
  document: MatrixDocumentCell;
}

export interface MatrixQueryTemplate {
  id: string;
  name: string;
  /** The kind of answer a column of this template gets unless another is chosen (issue 31). */
  answerKind: MatrixAnswerKind;
}

export interface MatrixDocumentsResult {
  documents: MatrixDocumentCell[];
}
