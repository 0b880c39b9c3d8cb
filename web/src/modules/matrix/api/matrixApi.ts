import type {
  CollectionEnvelope,
  EntityEnvelope,
  MatrixChanges,
  MatrixColumn,
  MatrixColumnRequest,
  MatrixDetail,
  MatrixDocumentsResult,
  MatrixElementDetail,
  MatrixElementWithPrevious,
  MatrixExportFormat,
  MatrixPageInfo,
  MatrixQueryTemplate,
  MatrixRowOrder,
  MatrixSummary,
} from '@arcline/shared';
import { MINUTE_MS, rowOrderParams } from '@arcline/shared';
import { mapData } from '../../../api/apiError';
import type { ApiClient, ApiRequestOptions, DownloadedFile } from '../../../api/createApiClient';

/** A column as the form sends it: the input of the API's own schema (shared/src/contracts/http/matrixColumns.ts). */
export type ColumnInput = MatrixColumnRequest;

const entity = <T>(envelope: EntityEnvelope<T>): T => envelope.entity;
const collection = <T>(envelope: CollectionEnvelope<T>): T[] => envelope.collection;
const done = (): void => undefined;
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/**
 * The Matrix Review calls of spec 02 §7, over the app's one API client. Every call answers an ApiResult of the
 * unwrapped entity; react-query reads pass it through dataOrThrow. Every change sends a fresh `newActionId()` as
 * X-T-User-Action, so the workflows it starts (its `matrix-fanout`, a delete's `matrix-cancel`) are tied to the click.
 */
export function createMatrixApi(client: ApiClient, newActionId: () => string) {
  const action = (): ApiRequestOptions => ({ userActionId: newActionId() });
  return {
    listMatrices: async () => mapData(await client.get<CollectionEnvelope<MatrixSummary>>('/matrices'), collection),
    getMatrix: async (id: string) => mapData(await client.get<EntityEnvelope<MatrixDetail>>(`/matrices/${path(id)}`), entity),
    /** One page of rows with compact cells, and where it sits (README "Matrix Review"). */
    getMatrixPage: async (id: string, offset: number, limit: number, order: MatrixRowOrder = {}) =>
      mapData(await client.get<EntityEnvelope<MatrixDetail>>(`/matrices/${path(id)}`, { query: { offset, limit, ...rowOrderParams(order) } }), (envelope) => ({
        detail: envelope.entity,
        page: envelope.other_data as unknown as MatrixPageInfo,
      })),
    /**
     * What changed since a cursor: the page's 2 s re-fetch; changed rows come with their places in the table's `order`
     * (issue 31, 31r), and every row's id only with `allRowIds` (31l).
     */
    getMatrixChanges: async (id: string, since: string, order: MatrixRowOrder = {}, allRowIds = false) =>
      mapData(
        await client.get<EntityEnvelope<MatrixChanges>>(`/matrices/${path(id)}/changes`, {
          query: { since, ...rowOrderParams(order), ...(allRowIds ? { rowIds: 'all' } : {}) },
        }),
        entity,
      ),
    createMatrix: async (name: string) => mapData(await client.post<EntityEnvelope<MatrixSummary>>('/matrices', { name }, action()), entity),
    renameMatrix: async (id: string, name: string) => mapData(await client.put<EntityEnvelope<MatrixSummary>>(`/matrices/${path(id)}`, { name }, action()), entity),
    deleteMatrix: async (id: string) => mapData(await client.delete(`/matrices/${path(id)}`, action()), done),
    addDocuments: async (matrixId: string, attachmentIds: string[]) =>
      mapData(
        await client.post<EntityEnvelope<MatrixDocumentsResult>>(
          '/matrices/documents',
          { matrixId, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) },
          action(),
        ),
        entity,
      ),
    deleteDocument: async (documentId: string) => mapData(await client.delete(`/matrices/documents/${path(documentId)}`, action()), done),
    createColumn: async (matrixId: string, column: ColumnInput) =>
      mapData(await client.post<EntityEnvelope<MatrixColumn>>('/matrices/columns', { matrixId, ...column }, action()), entity),
    getColumn: async (columnId: string) => mapData(await client.get<EntityEnvelope<MatrixColumn>>(`/matrices/columns/${path(columnId)}`), entity),
    updateColumn: async (columnId: string, column: ColumnInput) =>
      mapData(await client.put<EntityEnvelope<MatrixColumn>>(`/matrices/columns/${path(columnId)}`, column, action()), entity),
    deleteColumn: async (columnId: string) => mapData(await client.delete(`/matrices/columns/${path(columnId)}`, action()), done),
    getElement: async (elementId: string) => mapData(await client.get<EntityEnvelope<MatrixElementWithPrevious>>(`/matrices/elements/${path(elementId)}`), entity),
    recalculateElement: async (elementId: string) =>
      mapData(await client.post<EntityEnvelope<MatrixElementDetail>>('/matrices/elements/recalculate', { id: elementId }, action()), entity),
    listQueries: async () => mapData(await client.get<CollectionEnvelope<MatrixQueryTemplate>>('/matrix-queries'), collection),
    exportMatrix: async (matrixId: string, format: MatrixExportFormat) => client.download(`/matrices/${path(matrixId)}/export`, { query: { format } }),
  };
}

const EXPORT_URL_LIFETIME_MS = MINUTE_MS;

/** Hands a downloaded file to the browser as a download named by the server (else `fallbackName`). */
export function saveDownloadedFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after this task; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), EXPORT_URL_LIFETIME_MS);
}
