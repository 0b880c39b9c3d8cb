import { z } from 'zod';
import {
  MATRIX_COLUMN_NAME_MAX_LENGTH,
  MATRIX_CUSTOM_QUERY_MAX_LENGTH,
  MATRIX_EXPORT_FORMATS,
  MATRIX_DOCUMENTS_PER_REQUEST,
  MATRIX_MESSAGES,
  MATRIX_NAME_MAX_LENGTH,
  MATRIX_PAGE_MAX_ROWS,
  MATRIX_QUERY_TYPES,
} from '@arcline/shared';
import type { ColumnDefinition } from '../../commands/matrix/matrixColumns';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuid = (message: string) => z.string({ message }).trim().regex(UUID, message).transform((id) => id.toLowerCase());

const matrixName = z
  .string({ message: MATRIX_MESSAGES.nameRequired })
  .trim()
  .min(1, MATRIX_MESSAGES.nameRequired)
  .max(MATRIX_NAME_MAX_LENGTH, MATRIX_MESSAGES.nameTooLong);

export const matrixNameSchema = z.object({ name: matrixName });

export const addDocumentsSchema = z.object({
  matrixId: uuid(MATRIX_MESSAGES.matrixIdRequired),
  documents: z
    .array(z.object({ attachmentId: uuid(MATRIX_MESSAGES.attachmentIdInvalid) }, { message: MATRIX_MESSAGES.attachmentIdInvalid }), {
      message: MATRIX_MESSAGES.documentsRequired,
    })
    .min(1, MATRIX_MESSAGES.documentsRequired)
    .max(MATRIX_DOCUMENTS_PER_REQUEST, MATRIX_MESSAGES.tooManyDocumentsPerRequest),
});

/** Empty strings and null mean "not given", so a form may send the field of the other type blank. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/**
 * A column: a name and a type; a template for GLOBAL_TEMPLATE, query text for CUSTOM, never both (spec 02 §5, §7).
 */
const columnDefinition = z
  .object({
    name: z
      .string({ message: MATRIX_MESSAGES.columnNameRequired })
      .trim()
      .min(1, MATRIX_MESSAGES.columnNameRequired)
      .max(MATRIX_COLUMN_NAME_MAX_LENGTH, MATRIX_MESSAGES.columnNameTooLong),
    queryType: z.enum(MATRIX_QUERY_TYPES, { message: MATRIX_MESSAGES.queryTypeRequired }),
    matrixQueryId: optionalText,
    customQuery: optionalText,
  })
  .superRefine((column, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (column.queryType === 'GLOBAL_TEMPLATE') {
      if (!column.matrixQueryId || !UUID.test(column.matrixQueryId)) issue(MATRIX_MESSAGES.templateRequired, 'matrixQueryId');
      if (column.customQuery) issue(MATRIX_MESSAGES.customQueryOnlyForCustom, 'customQuery');
    } else {
      if (!column.customQuery) issue(MATRIX_MESSAGES.customQueryRequired, 'customQuery');
      else if (column.customQuery.length > MATRIX_CUSTOM_QUERY_MAX_LENGTH) issue(MATRIX_MESSAGES.customQueryTooLong, 'customQuery');
      if (column.matrixQueryId) issue(MATRIX_MESSAGES.templateOnlyForTemplates, 'matrixQueryId');
    }
  })
  .transform(
    (column): ColumnDefinition => ({
      name: column.name,
      queryType: column.queryType,
      matrixQueryId: column.queryType === 'GLOBAL_TEMPLATE' ? column.matrixQueryId!.toLowerCase() : null,
      customQuery: column.queryType === 'CUSTOM' ? column.customQuery : null,
    }),
  );

export const updateColumnSchema = columnDefinition;

export const createColumnSchema = z
  .object({ matrixId: uuid(MATRIX_MESSAGES.matrixIdRequired) })
  .and(columnDefinition);

export const recalculateSchema = z.object({ id: uuid(MATRIX_MESSAGES.elementIdRequired) });

export const exportQuerySchema = z.object({
  format: z.enum(MATRIX_EXPORT_FORMATS, { message: MATRIX_MESSAGES.exportFormatInvalid }).default('xlsx'),
});

const wholeNumber = (min: number, max: number) =>
  z
    .string({ message: MATRIX_MESSAGES.pageInvalid })
    .regex(/^\d{1,9}$/, MATRIX_MESSAGES.pageInvalid)
    .transform(Number)
    .refine((value) => value >= min && value <= max, MATRIX_MESSAGES.pageInvalid);

/** The opt-in page of the detail: without `limit` the call answers every row, as spec 02 §7 has it. */
export const detailPageQuerySchema = z.object({
  offset: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumber(1, MATRIX_PAGE_MAX_ROWS).optional(),
});

export const changesQuerySchema = z.object({
  since: z.string({ message: MATRIX_MESSAGES.cursorInvalid }).min(1, MATRIX_MESSAGES.cursorInvalid),
});
