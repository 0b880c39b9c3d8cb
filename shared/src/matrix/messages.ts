import {
  MATRIX_COLUMN_NAME_MAX_LENGTH,
  MATRIX_CUSTOM_QUERY_MAX_LENGTH,
  MATRIX_MAX_COLUMNS,
  MATRIX_MAX_DOCUMENTS,
  MATRIX_NAME_MAX_LENGTH,
  MATRIX_PAGE_MAX_ROWS,
} from '../constants';
import { MATRIX_EXPORT_FORMATS } from './types';

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
  pageInvalid: `offset must be a whole number from 0 and limit a whole number from 1 to ${MATRIX_PAGE_MAX_ROWS}.`,
  cursorInvalid: 'since must be the cursor of an earlier answer of this matrix.',
  exportFormatInvalid: `format must be one of: ${MATRIX_EXPORT_FORMATS.join(', ')}.`,
  documentFailed: (error: string | null) => `The document could not be read${error ? `: ${error}` : '.'}`,
  documentNotReady: 'The document was not ready in time. Please recalculate.',
  extractionFailed: 'The AI could not answer this query. Please recalculate.',
  startFailed: 'The query could not be started. Please recalculate.',
} as const;
