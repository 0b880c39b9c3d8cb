import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MATRIX_PAGE_ROWS, isDefaultRowOrder, type MatrixRowOrder } from '@arcline/shared';
import { matrixApi } from '../api/matrixApiClient';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { firstMissingRow, markCellProcessing, mergePage, mergePageByIds, missingPages, sameFrame, type MatrixView } from '../utils/matrixView';
import { matrixDetailKey, matrixDetailQuery } from '../utils/matrixDetailQuery';
import { orderFromMemory } from '../utils/matrixLocalOrder';
import { catchUpMatrix, useMatrixLive } from './useMatrixLive';

const NO_ORDER: MatrixRowOrder = {};

/** Rows above and below the view whose pages are loaded ahead of a scroll, once the rows in view are there. */
const PREFETCH_ROWS = MATRIX_PAGE_ROWS;

/**
 * Every row in the page (issue 31): once the table is on screen, the rows not loaded yet come in the background, when
 * the page is idle, BACKGROUND_PAGE_ROWS at a time (the compact cells of the page call: short answer and typed value),
 * so a scroll to any row and a typed filter are answered from memory. Only for matrices up to BACKGROUND_MAX_ROWS rows
 * (a 1,000 × 20 matrix is about 4 MB of JSON in memory); larger ones page as they scroll.
 */
export const BACKGROUND_PAGE_ROWS = 250;
export const BACKGROUND_MAX_ROWS = 2000;

/** Whether the view's rows all come in the background (BACKGROUND_MAX_ROWS). */
const loadsEveryRow = (view: MatrixView) => view.rows.length <= BACKGROUND_MAX_ROWS;

/** `then` when the page is idle (at the latest after a second); its handle for cancelIdle. */
function onIdle(then: () => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 1000 }) : window.setTimeout(then, 50);
}

function cancelIdle(handle: number | null): void {
  if (handle === null) return;
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

/**
 * The matrix detail sized for the screen (spec 02 §4, README "Matrix Review"): loaded on load a page of rows at a
 * time (the page in view first, the others as the table scrolls to them), and only what changed since the last answer
 * (useMatrixLive: every 2 s while any cell is processing, every few seconds otherwise). Reloading (invalidating the detail key) starts again from the rows in view.
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

  /** Loads `rows` rows from `offset` into the view, unless `loading` (a name of that request) is being loaded already. */
  const fetchPage = useCallback(
    (offset: number, rows: number, loading: string) => {
      if (loadingPages.current.has(loading)) return;
      loadingPages.current.add(loading);
      void matrixApi
        .getMatrixPage(matrixId, offset, rows, order)
        .then(async (result) => {
          if (!result.ok) return logMatrixFailure('fetching the matrix', result.errors);
          const { detail, page } = result.data;
          const merge = () => {
            let merged = false;
            queryClient.setQueryData<MatrixView>(key, (current) => {
              const next = current && (mergePage(current, detail, page) ?? mergePageByIds(current, detail, page));
              merged = Boolean(next);
              return next ?? current;
            });
            return merged;
          };
          if (merge()) return;
          // Rows changed elsewhere while the page was in flight (issue 31, 31l): its rows go in by id once the view
          // knows every row's id, from one changes call, rather than a reload that asks for every page again.
          const outcome = sameFrame(queryClient.getQueryData<MatrixView>(key)?.cursor, page.cursor)
            ? await catchUpMatrix(queryClient, key, matrixId, order, true)
            : 'reload';
          if (outcome === 'reload') void reload();
          else merge();
        })
        .finally(() => loadingPages.current.delete(loading));
    },
    [queryClient, key, matrixId, reload, order],
  );

  /** Loads the pages of `offsets` that are not being loaded. */
  const loadPages = useCallback(
    (offsets: number[]) => {
      for (const offset of offsets) fetchPage(offset, MATRIX_PAGE_ROWS, `${JSON.stringify(key)}/${offset}`);
    },
    [fetchPage, key],
  );

  /** The idle callback that asks for the pages around the rows in view. */
  const aroundTimer = useRef<number | null>(null);
  useEffect(() => () => cancelIdle(aroundTimer.current), []);

  /**
   * Loads the pages of the rows from `start` to `end` that are not loaded yet; once those are there, the pages of the
   * rows a screenful or two above and below, when the page is idle, so a scroll nearby finds its rows (issue 31).
   */
  const showRows = useCallback(
    (start: number, end: number) => {
      visibleRows.current = { start, end };
      const view = queryClient.getQueryData<MatrixView>(key);
      if (!view) return;
      const inView = missingPages(view, start, end);
      cancelIdle(aroundTimer.current);
      aroundTimer.current = null;
      if (inView.length > 0) return loadPages(inView);
      // The background pages start from the rows around the view (below).
      if (loadsEveryRow(view)) return;
      aroundTimer.current = onIdle(() => {
        aroundTimer.current = null;
        const current = queryClient.getQueryData<MatrixView>(key);
        if (current) loadPages(missingPages(current, start - PREFETCH_ROWS, end + PREFETCH_ROWS));
      });
    },
    [queryClient, key, loadPages],
  );

  // A reload (or a page answering a matrix that changed) leaves rows in view unloaded: load them.
  useEffect(() => {
    if (query.data) showRows(visibleRows.current.start, visibleRows.current.end);
  }, [query.data, showRows]);

  // The rest of the rows in the background, a large page at a time, each when the page is idle (BACKGROUND_PAGE_ROWS);
  // matrices too large for that load the pages around the view instead (showRows).
  useEffect(() => {
    const view = query.data;
    if (!view || query.isPlaceholderData || !loadsEveryRow(view)) return;
    // From the rows a page above the view on, so a scroll nearby finds its rows first.
    const offset = firstMissingRow(view, visibleRows.current.start - PREFETCH_ROWS);
    if (offset < 0) return;
    const handle = onIdle(() => {
      // One background page at a time: the next is chosen when this one is in the view.
      fetchPage(offset, BACKGROUND_PAGE_ROWS, `${JSON.stringify(key)}/background`);
    });
    return () => cancelIdle(handle);
  }, [query.data, query.isPlaceholderData, key, fetchPage]);

  const processing = (query.data?.detail.aggregatedResultStatus.processing ?? 0) > 0;
  // What changed since the last answer: every 2 s while cells process, and every few seconds while the page is open
  // and visible, so changes made elsewhere (another tab, another user) show without a reload (issue 31, 31o).
  useMatrixLive(matrixId, key, processing, reload, order);

  useEffect(() => {
    if (query.error) logMatrixFailure('fetching the matrix', query.error);
  }, [query.error]);
  /** A recalculated cell is PROCESSING at once, before the reload answers. */
  const markProcessing = useCallback(
    (elementId: string) => queryClient.setQueryData<MatrixView>(key, (current) => (current ? (markCellProcessing(current, elementId) ?? current) : current)),
    [queryClient, key],
  );
  /**
   * Asks for the rows of another sort or filter at once, before the page renders with it: the query of that order
   * then finds its request already sent (issue 31: a typed filter answers in the page in under 100 ms).
   */
  const prefetchOrder = useCallback(
    (next: MatrixRowOrder) => {
      // Every row in memory, nothing processing and nothing reloading: the page sorts and filters them itself, with no
      // request (issue 31: a typed filter over 1,000 rows in under 100 ms).
      const ordered = orderFromMemory(queryClient, matrixId, next);
      if (ordered) {
        if (!isDefaultRowOrder(next)) queryClient.setQueryData<MatrixView>(matrixDetailKey(matrixId, next), ordered);
        return;
      }
      void queryClient.prefetchQuery(
        matrixDetailQuery(
          matrixId,
          () => visibleRows.current.start,
          () => (visibleRows.current = { start: 0, end: MATRIX_PAGE_ROWS - 1 }),
          next,
        ),
      );
    },
    [queryClient, matrixId],
  );
  return { ...query, showRows, markProcessing, prefetchOrder };
}
