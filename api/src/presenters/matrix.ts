import {
  documentTypeOf,
  type MatrixColumn,
  type MatrixDocumentCell,
  type MatrixElementDetail,
  type MatrixQueryTemplate,
  type MatrixSummary,
  type TemplateAnswerKind,
} from '@arcline/shared';
import type { MatrixDocumentSource, StoredMatrix, StoredMatrixColumn, StoredMatrixElement, StoredMatrixTemplate } from '@arcline/shared/data';

export function presentMatrix(matrix: StoredMatrix): MatrixSummary {
  return { id: matrix.id, name: matrix.name, createdAt: matrix.createdAt.toISOString() };
}

export function presentMatrixColumn(column: StoredMatrixColumn): MatrixColumn {
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

export function presentMatrixElement(element: StoredMatrixElement, column: StoredMatrixColumn, document: MatrixDocumentSource): MatrixElementDetail {
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

export function presentMatrixQuery(query: StoredMatrixTemplate): MatrixQueryTemplate {
  return { id: query.id, name: query.name, answerKind: query.answerKind as TemplateAnswerKind };
}
