import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MATRIX_PAGE_ROWS, MATRIX_POLL_INTERVAL_MS, type MatrixRowOrder } from '@arcline/shared';
import { matrixApi } from '../api/matrixApiClient';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { applyChanges, markCellProcessing, mergePage, missingPages, type MatrixView } from '../utils/matrixView';
import { matrixDetailKey, matrixDetailQuery } from '../utils/matrixDetailQuery';

const NO_ORDER: MatrixRowOrder = {};

/**
 * The matrix detail sized for the screen (spec 02 §4, README "Matrix Review"): loaded on load a page of rows at a
 * time (the page in view first, the others as the table scrolls to them), and every 2 s while any cell is processing
 * only what changed since the last answer. Reloading (invalidating the detail key) starts again from the rows in view.
 * `order` sorts and filters the rows by typed values (issue 31); the changes apply to the rows where they are.
 */
export function useMatrix(matrixId: string, order: MatrixRowOrder = NO_ORDER) {
  const queryClient = useQueryClient();
  const key = useMemo(() => matrixDetailKey(matrixId, order), [matrixId, order]);
  /** The rows in view, so a reload asks for the rows the user looks at. */
  const visibleRows = useRef({ start: 0, end: MATRIX_PAGE_ROWS - 1 });
  /** Pages being loaded, by the order's key and offset. */
  const loadingPages = useRef(new Set<string>());

  const query = useQuery({
    ...matrixDetailQuery(
      matrixId,
      () => visibleRows.current.start,
      () => (visibleRows.current = { start: 0, end: MATRIX_PAGE_ROWS - 1 }),
      order,
    ),
    // A new sort or filter of the same matrix keeps the table on screen until its rows come.
    placeholderData: (previous: MatrixView | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
      previousQuery?.queryKey[2] === matrixId ? previous : undefined,
  });
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: key, exact: true }), [queryClient, key]);

  /** Loads the pages of the rows from `start` to `end` that are not loaded yet. */
  const showRows = useCallback(
    (start: number, end: number) => {
      visibleRows.current = { start, end };
      const view = queryClient.getQueryData<MatrixView>(key);
      if (!view) return;
      for (const offset of missingPages(view, start, end)) {
        const loading = `${JSON.stringify(key)}/${offset}`;
        if (loadingPages.current.has(loading)) continue;
        loadingPages.current.add(loading);
        void matrixApi
          .getMatrixPage(matrixId, offset, MATRIX_PAGE_ROWS, order)
          .then((result) => {
            if (!result.ok) return logMatrixFailure('fetching the matrix', result.errors);
            let stale = false;
            queryClient.setQueryData<MatrixView>(key, (current) => {
              if (!current) return current;
              const merged = mergePage(current, result.data.detail, result.data.page);
              stale = !merged;
              return merged ?? current;
            });
            if (stale) void reload();
          })
          .finally(() => loadingPages.current.delete(loading));
      }
    },
    [queryClient, key, matrixId, reload, order],
  );

  // A reload (or a page answering a matrix that changed) leaves rows in view unloaded: load them.
  useEffect(() => {
    if (query.data) showRows(visibleRows.current.start, visibleRows.current.end);
  }, [query.data, showRows]);

  const processing = (query.data?.detail.aggregatedResultStatus.processing ?? 0) > 0;
  useEffect(() => {
    if (!processing) return;
    let polling = false;
    const timer = window.setInterval(() => {
      const view = queryClient.getQueryData<MatrixView>(key);
      if (polling || !view) return;
      polling = true;
      void matrixApi
        .getMatrixChanges(matrixId, view.cursor)
        .then((result) => {
          if (!result.ok) return logMatrixFailure('fetching the matrix', result.errors);
          let stale = false;
          queryClient.setQueryData<MatrixView>(key, (current) => {
            if (!current || current.cursor !== view.cursor) return current; // reloaded meanwhile: the next poll goes on from there
            const next = applyChanges(current, result.data);
            stale = !next;
            return next ?? current;
          });
          if (stale) void reload();
        })
        .finally(() => {
          polling = false;
        });
    }, MATRIX_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [processing, queryClient, key, matrixId, reload]);

  useEffect(() => {
    if (query.error) logMatrixFailure('fetching the matrix', query.error);
  }, [query.error]);
  /** A recalculated cell is PROCESSING at once, before the reload answers. */
  const markProcessing = useCallback(
    (elementId: string) => queryClient.setQueryData<MatrixView>(key, (current) => (current ? (markCellProcessing(current, elementId) ?? current) : current)),
    [queryClient, key],
  );
  return { ...query, showRows, markProcessing };
}
