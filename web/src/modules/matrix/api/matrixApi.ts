import type {
  CollectionEnvelope,
  EntityEnvelope,
  MatrixColumn,
  MatrixDetail,
  MatrixDocumentsResult,
  MatrixElementDetail,
  MatrixExportFormat,
  MatrixQueryTemplate,
  MatrixQueryType,
  MatrixSummary,
} from '@arcline/shared';
import { MINUTE_MS } from '@arcline/shared';
import type { ApiClient, ApiResult } from '../../../api/createApiClient';

export interface ColumnInput {
  name: string;
  queryType: MatrixQueryType;
  matrixQueryId?: string;
  customQuery?: string;
}

/** The entity of a successful answer, the server's messages of a failed one. */
export type MatrixCallResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

function entityOf<T>(result: ApiResult<EntityEnvelope<T>>): MatrixCallResult<T> {
  return result.ok ? { ok: true, value: result.data.entity } : { ok: false, errors: result.errors };
}

function doneOf(result: ApiResult<unknown>): MatrixCallResult<void> {
  return result.ok ? { ok: true, value: undefined } : { ok: false, errors: result.errors };
}

/** The Matrix Review calls of spec 02 §7, over the app's one API client. */
export function createMatrixApi(client: ApiClient) {
  return {
    async listMatrices(): Promise<MatrixSummary[]> {
      const result = await client.get<CollectionEnvelope<MatrixSummary>>('/matrices');
      if (!result.ok) throw new Error(result.errors.join(' '));
      return result.data.collection;
    },
    async getMatrix(id: string): Promise<MatrixDetail> {
      const result = await client.get<EntityEnvelope<MatrixDetail>>(`/matrices/${encodeURIComponent(id)}`);
      if (!result.ok) throw new Error(result.errors.join(' '));
      return result.data.entity;
    },
    createMatrix: async (name: string) => entityOf(await client.post<EntityEnvelope<MatrixSummary>>('/matrices', { name })),
    renameMatrix: async (id: string, name: string) =>
      entityOf(await client.put<EntityEnvelope<MatrixSummary>>(`/matrices/${encodeURIComponent(id)}`, { name })),
    deleteMatrix: async (id: string) => doneOf(await client.delete(`/matrices/${encodeURIComponent(id)}`)),
    addDocuments: async (matrixId: string, attachmentIds: string[]) =>
      entityOf(
        await client.post<EntityEnvelope<MatrixDocumentsResult>>('/matrices/documents', {
          matrixId,
          documents: attachmentIds.map((attachmentId) => ({ attachmentId })),
        }),
      ),
    deleteDocument: async (documentId: string) => doneOf(await client.delete(`/matrices/documents/${encodeURIComponent(documentId)}`)),
    createColumn: async (matrixId: string, column: ColumnInput) =>
      entityOf(await client.post<EntityEnvelope<MatrixColumn>>('/matrices/columns', { matrixId, ...column })),
    getColumn: async (columnId: string) => entityOf(await client.get<EntityEnvelope<MatrixColumn>>(`/matrices/columns/${encodeURIComponent(columnId)}`)),
    updateColumn: async (columnId: string, column: ColumnInput) =>
      entityOf(await client.put<EntityEnvelope<MatrixColumn>>(`/matrices/columns/${encodeURIComponent(columnId)}`, column)),
    deleteColumn: async (columnId: string) => doneOf(await client.delete(`/matrices/columns/${encodeURIComponent(columnId)}`)),
    async getElement(elementId: string): Promise<MatrixElementDetail> {
      const result = await client.get<EntityEnvelope<MatrixElementDetail>>(`/matrices/elements/${encodeURIComponent(elementId)}`);
      if (!result.ok) throw new Error(result.errors.join(' '));
      return result.data.entity;
    },
    recalculateElement: async (elementId: string) =>
      entityOf(await client.post<EntityEnvelope<MatrixElementDetail>>('/matrices/elements/recalculate', { id: elementId })),
    async listQueries(): Promise<MatrixQueryTemplate[]> {
      const result = await client.get<CollectionEnvelope<MatrixQueryTemplate>>('/matrix-queries');
      if (!result.ok) throw new Error(result.errors.join(' '));
      return result.data.collection;
    },
  };
}

export type MatrixApi = ReturnType<typeof createMatrixApi>;

export interface ExportDownloadDeps {
  fetch: typeof fetch;
  getToken(): string | null;
  onUnauthorized(): void;
}

const EXPORT_URL_LIFETIME_MS = MINUTE_MS;

/**
 * The export is a file, not a JSON envelope, so it is fetched here with the session's token and handed to the
 * browser as a download; the API client answers JSON only.
 */
export async function downloadMatrixExport(deps: ExportDownloadDeps, matrixId: string, format: MatrixExportFormat): Promise<boolean> {
  const token = deps.getToken();
  if (!token) {
    deps.onUnauthorized();
    return false;
  }
  const response = await deps.fetch(`/api/matrices/${encodeURIComponent(matrixId)}/export?format=${format}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status === 401) deps.onUnauthorized();
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `matrix.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after this task; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), EXPORT_URL_LIFETIME_MS);
  return true;
}

function fileNameOf(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1];
}
