import {
  documentTypeOf,
  type MatrixColumn,
  type MatrixDocumentCell,
  type MatrixElementDetail,
  type MatrixQueryTemplate,
  type MatrixSummary,
  type ServerAttachmentStatus,
  type TemplateAnswerKind,
} from '@arcline/shared';
import type { Matrix, MatrixColumnRow, MatrixElement, MatrixQuery } from '../models/matrix';

/** A matrix document as the detail queries read it: the row joined with its attachment. */
export interface MatrixDocumentSource {
  id: string;
  attachmentId: string;
  name: string;
  status: ServerAttachmentStatus;
  error: string | null;
}

export function presentMatrix(matrix: Matrix): MatrixSummary {
  return { id: matrix.id, name: matrix.name, createdAt: matrix.createdAt.toISOString() };
}

export function presentMatrixColumn(column: MatrixColumnRow): MatrixColumn {
  return {
    id: column.id,
    name: column.name,
    queryType: column.queryType,
    matrixId: column.matrixId,
    sortOrder: column.sortOrder,
    matrixQueryId: column.matrixQueryId ?? null,
    customQuery: column.customQuery ?? null,
    answerKind: column.answerKind,
    answerOptions: column.answerOptions ?? null,
    ...(column.playbookTopic ? { playbookTopic: column.playbookTopic } : {}),
  };
}

export function presentMatrixDocument(document: MatrixDocumentSource): MatrixDocumentCell {
  return {
    id: document.id,
    attachmentId: document.attachmentId,
    name: document.name,
    documentType: documentTypeOf(document.name),
    status: document.status,
    error: document.error,
  };
}

export function presentMatrixElement(element: MatrixElement, column: MatrixColumnRow, document: MatrixDocumentSource): MatrixElementDetail {
  return {
    id: element.id,
    status: element.status,
    result: element.result ?? null,
    refineResult: element.refineResult ?? null,
    referenceResult: element.referenceResult ?? null,
    typedValue: element.typedValue ?? null,
    error: element.error ?? null,
    updatedAt: element.updatedAt.toISOString(),
    column: presentMatrixColumn(column),
    document: presentMatrixDocument(document),
  };
}

export function presentMatrixQuery(query: MatrixQuery): MatrixQueryTemplate {
  return { id: query.id, name: query.name, answerKind: query.answerKind as TemplateAnswerKind };
}
