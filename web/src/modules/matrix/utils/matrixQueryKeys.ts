/** TanStack Query keys of Matrix Review; invalidating `all` reloads every matrix screen. */
export const matrixQueryKeys = {
  all: ['matrices'] as const,
  list: () => [...matrixQueryKeys.all, 'list'] as const,
  detail: (matrixId: string) => [...matrixQueryKeys.all, 'detail', matrixId] as const,
  /** The detail sorted or filtered by typed values (issue 31); under `detail`, so a reload of the matrix reloads it too. */
  orderedDetail: (matrixId: string, order: Record<string, string>) => [...matrixQueryKeys.detail(matrixId), order] as const,
  element: (elementId: string, status: string) => [...matrixQueryKeys.all, 'element', elementId, status] as const,
  column: (columnId: string) => [...matrixQueryKeys.all, 'column', columnId] as const,
  templates: () => ['matrix-queries'] as const,
};
