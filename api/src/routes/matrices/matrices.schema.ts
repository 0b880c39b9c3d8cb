import { z } from 'zod';
import {
  MATRIX_EXPORT_FORMATS,
  MATRIX_DOCUMENTS_PER_REQUEST,
  MATRIX_MESSAGES,
  MATRIX_NAME_MAX_LENGTH,
  MATRIX_PAGE_MAX_ROWS,
  isUuid,
  uuidField,
  type MatrixRowOrder,
  type MatrixTypedFilter,
} from '@arcline/shared';

/*
 * The column bodies (`PUT`/`POST /api/matrices/columns`) are validated by `matrixColumnRequestSchema` and
 * `matrixColumnCreateRequestSchema` in `@arcline/shared` (contracts/http/matrixColumns.ts), which the web client's
 * request type is inferred from; the router imports them from there.
 */

const matrixName = z
  .string({ message: MATRIX_MESSAGES.nameRequired })
  .trim()
  .min(1, MATRIX_MESSAGES.nameRequired)
  .max(MATRIX_NAME_MAX_LENGTH, MATRIX_MESSAGES.nameTooLong);

export const matrixNameSchema = z.object({ name: matrixName });

export const addDocumentsSchema = z.object({
  matrixId: uuidField(MATRIX_MESSAGES.matrixIdRequired),
  documents: z
    .array(z.object({ attachmentId: uuidField(MATRIX_MESSAGES.attachmentIdInvalid) }, { message: MATRIX_MESSAGES.attachmentIdInvalid }), {
      message: MATRIX_MESSAGES.documentsRequired,
    })
    .min(1, MATRIX_MESSAGES.documentsRequired)
    .max(MATRIX_DOCUMENTS_PER_REQUEST, MATRIX_MESSAGES.tooManyDocumentsPerRequest),
});

export const recalculateSchema = z.object({ id: uuidField(MATRIX_MESSAGES.elementIdRequired) });

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
  /** Every row's id when only rows changed (issue 31, 31l); without it, the changed rows with their places. */
  rowIds: z.enum(['all']).optional(),
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
