import { MATRIX_PAGE_ROWS, MATRIX_POLL_INTERVAL_MS, isDefaultRowOrder, rowOrderParams, type MatrixRowOrder } from '@arcline/shared';
import { queryClient } from '../../../api/queryClient';
import { dataOrThrow } from '../../../api/apiError';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from './matrixQueryKeys';
import { mergePage, pageStartOf, viewOfPage, type MatrixView } from './matrixView';

/**
 * The matrix detail's query: the page of rows from `firstRow()` (the rows in view; 0 on first load). If the matrix
 * shrank below them, it starts again from the top. With a typed sort or filter (issue 31), the rows in that order.
 */
export function matrixDetailQuery(matrixId: string, firstRow: () => number, onRestart: () => void = () => undefined, order: MatrixRowOrder = {}) {
  return {
    queryKey: matrixDetailKey(matrixId, order),
    // Fresh for one poll interval: the page mounting on the loader's answer does not ask again at once (it polls changes).
    staleTime: MATRIX_POLL_INTERVAL_MS,
    queryFn: async (): Promise<MatrixView> => {
      const { detail, page } = dataOrThrow(await matrixApi.getMatrixPage(matrixId, pageStartOf(firstRow()), MATRIX_PAGE_ROWS, order));
      if (page.offset > 0 && page.offset >= page.totalRows) {
        onRestart();
        const first = dataOrThrow(await matrixApi.getMatrixPage(matrixId, 0, MATRIX_PAGE_ROWS, order));
        return viewOfPage(first.detail, first.page);
      }
      // Asked again with nothing changed since (the same cursor: e.g. back to a view whose data went stale), the rows
      // already loaded stay, so a table whose every row was loaded in the background keeps them (issue 31).
      const previous = queryClient.getQueryData<MatrixView>(matrixDetailKey(matrixId, order));
      return (previous && previous.cursor === page.cursor && mergePage(previous, detail, page)) || viewOfPage(detail, page);
    },
  };
}

/** The detail's key: the plain one in the order added (the first screen and the loader fill it), else one per order. */
export function matrixDetailKey(matrixId: string, order: MatrixRowOrder) {
  return isDefaultRowOrder(order) ? matrixQueryKeys.detail(matrixId) : matrixQueryKeys.orderedDetail(matrixId, rowOrderParams(order));
}

/**
 * The /matrix/:id route's loader: asks for the first rows while the page's code is still loading, so the request
 * does not wait for the chunk and the first render (README "Matrix Review", P4). It never blocks the navigation, and
 * a failure is left to the page's own query to show.
 */
export function prefetchMatrixDetail({ params }: { params: { id?: string } }): null {
  if (params.id) void queryClient.prefetchQuery(matrixDetailQuery(params.id, () => 0));
  return null;
}
