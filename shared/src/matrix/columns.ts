/** Columns and documents of a matrix: the column form's rules, display order, a document's type. */
import { MATRIX_COLUMN_NAME_MAX_LENGTH, MATRIX_CUSTOM_QUERY_MAX_LENGTH } from '../constants';
import { MATRIX_MESSAGES } from './messages';
import type { MatrixColumn, MatrixQueryType } from './types';
import { MATRIX_LIST_OPTIONS_MAX, MATRIX_LIST_OPTIONS_MIN, MATRIX_LIST_OPTION_MAX_LENGTH, type MatrixAnswerKind } from './typedValues';

export function documentTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export interface MatrixColumnDraft {
  name: string;
  queryType: MatrixQueryType | null;
  matrixQueryId: string | null;
  customQuery: string;
  /** Typed columns (issue 31); absent: text. */
  answerKind?: MatrixAnswerKind;
  /** A list column's options, one a line in the form. */
  options?: string[];
}

/** The options of a list column as the form takes them: one a line (or separated by semicolons), trimmed, blanks dropped. */
export function listOptionsOf(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((option) => option.trim())
    .filter(Boolean);
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
  const options = draft.options ?? [];
  if (
    draft.answerKind === 'list' &&
    (options.length < MATRIX_LIST_OPTIONS_MIN ||
      options.length > MATRIX_LIST_OPTIONS_MAX ||
      options.some((option) => option.length > MATRIX_LIST_OPTION_MAX_LENGTH) ||
      new Set(options.map((option) => option.toLowerCase())).size !== options.length)
  ) {
    errors.push(MATRIX_MESSAGES.listOptionsRequired);
  }
  return errors;
}

/** The columns of a matrix in display order: sortOrder, then name. */
export function orderedColumns(columns: Record<string, MatrixColumn>): MatrixColumn[] {
  return Object.values(columns).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}
