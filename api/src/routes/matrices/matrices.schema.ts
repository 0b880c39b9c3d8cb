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
  MATRIX_ANSWER_KINDS,
  MATRIX_LIST_OPTIONS_MAX,
  MATRIX_LIST_OPTIONS_MIN,
  MATRIX_LIST_OPTION_MAX_LENGTH,
  UUID_PATTERN,
  isUuid,
  type MatrixRowOrder,
  type MatrixTypedFilter,
} from '@arcline/shared';
import type { ColumnDefinition } from '../../commands/matrix/matrixColumns';

const uuid = (message: string) => z.string({ message }).trim().regex(UUID_PATTERN, message).transform((id) => id.toLowerCase());

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

const listOptions = (options: string[] | null | undefined) => (options ?? []).map((option) => option.trim()).filter(Boolean);

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
    (column): ColumnDefinition => ({
      name: column.name,
      queryType: column.queryType,
      matrixQueryId: column.queryType === 'GLOBAL_TEMPLATE' ? column.matrixQueryId!.toLowerCase() : null,
      customQuery: column.queryType === 'CUSTOM' ? column.customQuery : null,
      answerKind: column.answerKind ?? null,
      answerOptions: column.answerKind === 'list' ? listOptions(column.options) : null,
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const optionalParam = z.string().optional();

/**
 * The table's typed sort and filter on the page call (issue 31): `sort={columnId}&direction=asc|desc`,
 * `filterColumn={columnId}` with `yesNo=true|false`, `from`/`to` (ISO dates), `above`/`below` (numbers) or `option`.
 */
export const rowOrderQuerySchema = z
  .object({
    sort: optionalParam,
    direction: z.enum(['asc', 'desc'], { message: MATRIX_MESSAGES.rowOrderInvalid }).optional(),
    filterColumn: optionalParam,
    yesNo: z.enum(['true', 'false'], { message: MATRIX_MESSAGES.rowOrderInvalid }).optional(),
    from: z.string().regex(ISO_DATE, MATRIX_MESSAGES.rowOrderInvalid).optional(),
    to: z.string().regex(ISO_DATE, MATRIX_MESSAGES.rowOrderInvalid).optional(),
    above: z.string().regex(/^-?\d+(?:\.\d+)?$/, MATRIX_MESSAGES.rowOrderInvalid).transform(Number).optional(),
    below: z.string().regex(/^-?\d+(?:\.\d+)?$/, MATRIX_MESSAGES.rowOrderInvalid).transform(Number).optional(),
    option: optionalParam,
    changed: z.enum(['true'], { message: MATRIX_MESSAGES.rowOrderInvalid }).optional(),
  })
  .superRefine((query, ctx) => {
    const ids = [query.sort, query.filterColumn].filter((id): id is string => id !== undefined);
    if (ids.some((id) => !isUuid(id))) ctx.addIssue({ code: 'custom', message: MATRIX_MESSAGES.rowOrderInvalid });
  })
  .transform((query): MatrixRowOrder => {
    const order: MatrixRowOrder = {};
    if (query.sort) order.sort = { columnId: query.sort.toLowerCase(), direction: query.direction ?? 'asc' };
    if (query.changed) order.changedOnly = true;
    if (!query.filterColumn) return order;
    const columnId = query.filterColumn.toLowerCase();
    let filter: MatrixTypedFilter;
    if (query.yesNo !== undefined) filter = { columnId, type: 'yes-no', yesNo: query.yesNo === 'true' };
    else if (query.option !== undefined) filter = { columnId, type: 'option', option: query.option };
    else if (query.above !== undefined || query.below !== undefined) filter = { columnId, type: 'number', above: query.above, below: query.below };
    else filter = { columnId, type: 'date', from: query.from, to: query.to };
    return { ...order, filter };
  });
