import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MATRIX_POLL_INTERVAL_MS, type MatrixChanges, type MatrixRow, type MatrixRowOrder } from '@arcline/shared';
import { matrixApi } from '../api/matrixApiClient';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { applyChanges, type MatrixView } from '../utils/matrixView';

/**
 * How often an open matrix page asks what changed while none of its cells is processing (issue 31, 31o): a document or
 * a column added in another tab or by another user, a cell re-run, a new version of a document. Each ask is the
 * changes call with the page's cursor, which answers a 304 without a body when nothing changed.
 */
export const MATRIX_LIVE_POLL_INTERVAL_MS = 5000;

/**
 * The rows of the view in the order the changes call gives (issue 31, 31r: documents added, removed, renamed or given a
 * new version elsewhere): each loaded row stays, a changed row comes whole, a row not loaded yet stays to load, a row
 * gone goes. The view as it is when no rows changed.
 */
export function applyRowChanges<View extends { rows: ReadonlyArray<MatrixRow | undefined> }>(view: View, changes: MatrixChanges): View {
  if (!changes.rows) return view;
  const byId = new Map<string, MatrixRow>();
  for (const row of view.rows) if (row) byId.set(row.document.id, row);
  for (const row of changes.rows.changed) byId.set(row.document.id, row);
  return { ...view, rows: changes.rows.ids.map((id) => byId.get(id)) };
}

/**
 * Keeps an open matrix page up to date with the matrix's changes, wherever they were made (README "Matrix Review",
 * "Live"): every MATRIX_POLL_INTERVAL_MS (2 s) while cells process (spec 02 §4, §9), and every
 * MATRIX_LIVE_POLL_INTERVAL_MS while nothing processes, only when the page is visible (a page shown again asks at once).
 * Each answer carries only the cells written since the page's cursor, patched into the loaded rows with the counts, and
 * the rows changed (issue 31, 31r), put in place in the table's `order`; a changed name or columns reloads the rows in
 * view (`reload`).
 */
export function useMatrixLive(matrixId: string, key: readonly unknown[], processing: boolean, reload: () => unknown, order: MatrixRowOrder = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let polling = false;
    let timer: number | undefined;
    let stopped = false;
    const interval = processing ? MATRIX_POLL_INTERVAL_MS : MATRIX_LIVE_POLL_INTERVAL_MS;
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

    const poll = async () => {
      const view = queryClient.getQueryData<MatrixView>(key);
      if (polling || !view) return;
      polling = true;
      try {
        const result = await matrixApi.getMatrixChanges(matrixId, view.cursor, order);
        if (stopped) return;
        if (!result.ok) return logMatrixFailure('fetching the matrix', result.errors);
        let stale = false;
        queryClient.setQueryData<MatrixView>(key, (current) => {
          if (!current || current.cursor !== view.cursor) return current; // reloaded meanwhile: the next poll goes on from there
          const next = applyChanges(current, result.data);
          stale = !next;
          return next ? applyRowChanges(next, result.data) : current;
        });
        if (stale) void reload();
      } finally {
        polling = false;
      }
    };
    const schedule = () => {
      if (stopped) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        // While cells process the page follows them even in the background (as before); idle, a hidden page waits.
        if (!processing && hidden()) return;
        void poll().finally(schedule);
      }, interval);
    };
    // Shown again after a while in the background: ask at once, then go on at the interval.
    const onVisibility = () => {
      if (hidden() || polling || stopped) return;
      if (timer !== undefined) window.clearTimeout(timer);
      timer = undefined;
      void poll().finally(schedule);
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [processing, queryClient, key, matrixId, reload, order]);
}
