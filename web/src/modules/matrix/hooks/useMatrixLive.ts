import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MATRIX_POLL_INTERVAL_MS } from '@arcline/shared';
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
 * Keeps an open matrix page up to date with the matrix's changes, wherever they were made (README "Matrix Review",
 * "Live"): every MATRIX_POLL_INTERVAL_MS (2 s) while cells process (spec 02 §4, §9), and every
 * MATRIX_LIVE_POLL_INTERVAL_MS while nothing processes, only when the page is visible (a page shown again asks at once).
 * Each answer carries only the cells written since the page's cursor, patched into the loaded rows with the counts; a
 * changed structure (name, columns, documents) reloads the rows in view (`reload`).
 */
export function useMatrixLive(matrixId: string, key: readonly unknown[], processing: boolean, reload: () => unknown): void {
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
        const result = await matrixApi.getMatrixChanges(matrixId, view.cursor);
        if (stopped) return;
        if (!result.ok) return logMatrixFailure('fetching the matrix', result.errors);
        let stale = false;
        queryClient.setQueryData<MatrixView>(key, (current) => {
          if (!current || current.cursor !== view.cursor) return current; // reloaded meanwhile: the next poll goes on from there
          const next = applyChanges(current, result.data);
          stale = !next;
          return next ?? current;
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
  }, [processing, queryClient, key, matrixId, reload]);
}
