import { z } from 'zod';
import { MATRIX_COLUMN_NAME_MAX_LENGTH, MATRIX_CUSTOM_QUERY_MAX_LENGTH, isUuid } from '../../constants';
import { MATRIX_MESSAGES } from '../../matrix/messages';
import { MATRIX_QUERY_TYPES, type MatrixQueryType } from '../../matrix/types';
import {
  MATRIX_ANSWER_KINDS,
  MATRIX_LIST_OPTIONS_MAX,
  MATRIX_LIST_OPTIONS_MIN,
  MATRIX_LIST_OPTION_MAX_LENGTH,
  type MatrixAnswerKind,
} from '../../matrix/typedValues';
import { uuidField } from './ids';

/** A column as the API stores it, once its request is read (spec 02 §5). */
export interface MatrixColumnDefinition {
  name: string;
  queryType: MatrixQueryType;
  /** Set for GLOBAL_TEMPLATE only. */
  matrixQueryId: string | null;
  /** Set for CUSTOM only. */
  customQuery: string | null;
  /** Null when the request gives none: the template's kind, or text (or, on an edit, the column's own). */
  answerKind?: MatrixAnswerKind | null;
  /** A list column's options, else null. */
  answerOptions?: string[] | null;
}

/** Empty strings and null mean "not given", so a form may send the field of the other type blank. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const listOptions = (options: string[] | null | undefined) => (options ?? []).map((option) => option.trim()).filter(Boolean);

/**
 * The body of `PUT /api/matrices/columns/:id` (and, with `matrixId`, of `POST /api/matrices/columns`): a name and a
 * type; a template for GLOBAL_TEMPLATE, query text for CUSTOM, never both (spec 02 §5, §7). The API validates with it;
 * the web client's request type is its input (`MatrixColumnRequest`).
 */
export const matrixColumnRequestSchema = z
  .object({
    name: z
      .string({ message: MATRIX_MESSAGES.columnNameRequired })
      .trim()
      .min(1, MATRIX_MESSAGES.columnNameRequired)
      .max(MATRIX_COLUMN_NAME_MAX_LENGTH, MATRIX_MESSAGES.columnNameTooLong),
    queryType: z.enum(MATRIX_QUERY_TYPES, { message: MATRIX_MESSAGES.queryTypeRequired }),
    matrixQueryId: optionalText,
    customQuery: optionalText,
    /** Typed columns (issue 31): optional, so spec 02's calls work unchanged (the template's kind, or text). */
    answerKind: z.enum(MATRIX_ANSWER_KINDS, { message: MATRIX_MESSAGES.answerKindInvalid }).nullish(),
    options: z.array(z.string({ message: MATRIX_MESSAGES.listOptionsRequired }), { message: MATRIX_MESSAGES.listOptionsRequired }).nullish(),
  })
  .superRefine((column, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (column.queryType === 'GLOBAL_TEMPLATE') {
      if (!column.matrixQueryId || !isUuid(column.matrixQueryId)) issue(MATRIX_MESSAGES.templateRequired, 'matrixQueryId');
      if (column.customQuery) issue(MATRIX_MESSAGES.customQueryOnlyForCustom, 'customQuery');
    } else {
      if (!column.customQuery) issue(MATRIX_MESSAGES.customQueryRequired, 'customQuery');
      else if (column.customQuery.length > MATRIX_CUSTOM_QUERY_MAX_LENGTH) issue(MATRIX_MESSAGES.customQueryTooLong, 'customQuery');
      if (column.matrixQueryId) issue(MATRIX_MESSAGES.templateOnlyForTemplates, 'matrixQueryId');
    }
    if (column.answerKind === 'list') {
      const options = listOptions(column.options);
      if (
        options.length < MATRIX_LIST_OPTIONS_MIN ||
        options.length > MATRIX_LIST_OPTIONS_MAX ||
        options.some((option) => option.length > MATRIX_LIST_OPTION_MAX_LENGTH) ||
        new Set(options.map((option) => option.toLowerCase())).size !== options.length
      ) {
        issue(MATRIX_MESSAGES.listOptionsRequired, 'options');
      }
    } else if (column.options?.length) {
      issue(MATRIX_MESSAGES.optionsOnlyForList, 'options');
    }
  })
  .transform(
    (column): MatrixColumnDefinition => ({
      name: column.name,
      queryType: column.queryType,
      matrixQueryId: column.queryType === 'GLOBAL_TEMPLATE' ? column.matrixQueryId!.toLowerCase() : null,
      customQuery: column.queryType === 'CUSTOM' ? column.customQuery : null,
      answerKind: column.answerKind ?? null,
      answerOptions: column.answerKind === 'list' ? listOptions(column.options) : null,
    }),
  );

/** The body of `POST /api/matrices/columns`: the matrix, and the column. */
export const matrixColumnCreateRequestSchema = z.object({ matrixId: uuidField(MATRIX_MESSAGES.matrixIdRequired) }).and(matrixColumnRequestSchema);

/** What the web client sends to create or change a column: the schemas' input, so the two cannot drift. */
export type MatrixColumnRequest = z.input<typeof matrixColumnRequestSchema>;
