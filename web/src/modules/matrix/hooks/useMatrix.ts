import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MATRIX_PAGE_ROWS, MATRIX_POLL_INTERVAL_MS } from '@arcline/shared';
import { matrixApi } from '../api/matrixApiClient';
import { matrixQueryKeys } from '../utils/matrixQueryKeys';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { applyChanges, markCellProcessing, mergePage, missingPages, type MatrixView } from '../utils/matrixView';
import { matrixDetailQuery } from '../utils/matrixDetailQuery';

/**
 * The matrix detail sized for the screen (spec 02 §4, README "Matrix Review"): loaded on load a page of rows at a
 * time (the page in view first, the others as the table scrolls to them), and every 2 s while any cell is processing
 * only what changed since the last answer. Reloading (invalidating the detail key) starts again from the rows in view.
 */
export function useMatrix(matrixId: string) {
  const queryClient = useQueryClient();
  const key = useMemo(() => matrixQueryKeys.detail(matrixId), [matrixId]);
  /** The rows in view, so a reload asks for the rows the user looks at. */
  const visibleRows = useRef({ start: 0, end: MATRIX_PAGE_ROWS - 1 });
  const loadingPages = useRef(new Set<number>());

  const query = useQuery(
    matrixDetailQuery(
      matrixId,
      () => visibleRows.current.start,
      () => (visibleRows.current = { start: 0, end: MATRIX_PAGE_ROWS - 1 }),
    ),
  );
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: key, exact: true }), [queryClient, key]);

  /** Loads the pages of the rows from `start` to `end` that are not loaded yet. */
  const showRows = useCallback(
    (start: number, end: number) => {
      visibleRows.current = { start, end };
      const view = queryClient.getQueryData<MatrixView>(key);
      if (!view) return;
      for (const offset of missingPages(view, start, end)) {
        if (loadingPages.current.has(offset)) continue;
        loadingPages.current.add(offset);
        void matrixApi
          .getMatrixPage(matrixId, offset, MATRIX_PAGE_ROWS)
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
          .finally(() => loadingPages.current.delete(offset));
      }
    },
    [queryClient, key, matrixId, reload],
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
