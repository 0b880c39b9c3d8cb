/** Columns and documents of a matrix: the column form's rules, display order, a document's type. */
import { MATRIX_COLUMN_NAME_MAX_LENGTH, MATRIX_CUSTOM_QUERY_MAX_LENGTH } from '../constants';
import { MATRIX_MESSAGES } from './messages';
import type { MatrixColumn, MatrixQueryType } from './types';

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
