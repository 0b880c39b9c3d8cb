/**
 * A new draft of a document in Matrix Review (issue 31): "Upload new version" on a row replaces its document with a
 * new attachment and recomputes the row; each cell keeps the answer it had before, shown as before → after where the
 * new version changed it.
 */
import type { MatrixTypedValue } from './typedValues';
import type { MatrixElementDetail } from './types';

/** The 4xx answers of `POST /api/matrices/:id/documents/:documentId/versions`. */
export const MATRIX_VERSION_MESSAGES = {
  attachmentIdRequired: 'attachmentId must be the id of one of your attachments.',
  sameAttachment: 'This file is already the current version of the document.',
  alreadyInMatrix: 'This file is already another document of the matrix.',
} as const;

export const MATRIX_VERSION_TEXTS = {
  uploadNewVersion: 'Upload new version',
  uploadNewVersionOf: (name: string) => `Upload new version of ${name}`,
  uploadingVersion: 'Uploading the new version...',
  versionFailed: 'The new version could not be uploaded.',
  changed: 'Changed',
  changedTitle: 'Changed in the last version',
  unchanged: 'Unchanged in the last version.',
  before: 'Before',
  after: 'After',
  changedFilter: 'Changed in the last version',
  version: (version: number) => `Version ${version}`,
} as const;

/** A cell's answer before the last version of its document. */
export interface MatrixElementPrevious {
  refineResult: string | null;
  referenceResult: string | null;
  typedValue: MatrixTypedValue;
}

/**
 * The element detail with what the last version changed: `previous` when the new version's answer differs from the
 * one before it; `unchangedByVersion` when a version was computed and left the answer as it was.
 */
export interface MatrixElementWithPrevious extends MatrixElementDetail {
  previous?: MatrixElementPrevious;
  unchangedByVersion?: true;
}

/** `POST /api/matrices/:id/documents/:documentId/versions` (201). */
export interface MatrixDocumentVersionResult {
  documentId: string;
  attachmentId: string;
  version: number;
  /** The fan-out recomputing the row's cells: `matrix-version/{matrixId}/{documentId}/{requestId}`. */
  requestId: string;
}
