import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MATRIX_POLL_INTERVAL_MS, rowOrderDigest, type MatrixChanges, type MatrixRow, type MatrixRowOrder } from '@arcline/shared';
import { matrixApi } from '../api/matrixApiClient';
import { logMatrixFailure } from '../utils/logMatrixFailure';
import { applyChanges, knownRowIds, type MatrixView } from '../utils/matrixView';

/**
 * How often an open matrix page asks what changed while none of its cells is processing (issue 31, 31o): a document or
 * a column added in another tab or by another user, a cell re-run, a new version of a document. Each ask is the
 * changes call with the page's cursor, which answers a 304 without a body when nothing changed.
 */
export const MATRIX_LIVE_POLL_INTERVAL_MS = 5000;

/**
 * The rows of the view in the order the changes call gives (issue 31, 31r: documents added, removed, renamed or given a
 * new version elsewhere): each loaded row stays, a changed row comes whole, a row not loaded yet stays to load, a row
 * gone goes. The call sends the changed rows with their places, not every id (31l): the view's other rows keep their
 * order around them, checked against the call's digest of the order. Null when the view cannot lay its rows out so
 * (a row it does not know the id of, rows that do not add up: one deleted elsewhere; another order): ask again with
 * every id. The view as it is when no rows changed.
 */
export function applyRowChanges<View extends Pick<MatrixView, 'rows' | 'rowIds'>>(view: View, changes: MatrixChanges): (View & Pick<MatrixView, 'rowIds'>) | null {
  const changed = changes.rows;
  if (!changed) return view;
  const byId = new Map<string, MatrixRow>();
  for (const row of view.rows) if (row) byId.set(row.document.id, row);
  for (const row of changed.changed) byId.set(row.document.id, row);
  const ids = changed.ids ?? layOutRows(knownRowIds(view), changed);
  if (!ids) return null;
  return { ...view, rows: ids.map((id) => byId.get(id)), rowIds: ids };
}

/** Every row's id from the view's and the changed rows' places; null when they do not give the call's order. */
function layOutRows(known: ReadonlyArray<string> | null, changed: NonNullable<MatrixChanges['rows']>): string[] | null {
  if (!known || changed.positions.length !== changed.changed.length) return null;
  const changedIds = new Set(changed.changed.map((row) => row.document.id));
  const others = known.filter((id) => !changedIds.has(id));
  if (others.length + changed.changed.length !== changed.total) return null;
  const ids = new Array<string | undefined>(changed.total).fill(undefined);
  changed.changed.forEach((row, index) => {
    const position = changed.positions[index]!;
    if (position < ids.length) ids[position] = row.document.id;
  });
  let next = 0;
  for (let slot = 0; slot < ids.length; slot += 1) if (ids[slot] === undefined) ids[slot] = others[next++];
  const laidOut = ids.filter((id): id is string => id !== undefined);
  return laidOut.length === changed.total && rowOrderDigest(laidOut) === changed.digest ? laidOut : null;
}

/** What applying a changes call did to the view: nothing to do, patched, its name or columns changed (reload), or its rows need every id. */
export type LiveOutcome = 'patched' | 'reload' | 'needsRowIds' | 'moved';

/**
 * Asks what changed since the view's cursor and patches the view (the cached query under `key`): the cells, the
 * counts and the rows. `allRowIds` asks for every row's id, for a view that cannot lay out its rows from their places
 * alone. 'moved' when the view was reloaded or patched meanwhile (the next call goes on from there).
 */
export async function catchUpMatrix(
  queryClient: QueryClient,
  key: readonly unknown[],
  matrixId: string,
  order: MatrixRowOrder,
  allRowIds = false,
): Promise<LiveOutcome | null> {
  const view = queryClient.getQueryData<MatrixView>(key);
  if (!view) return null;
  const withIds = allRowIds || !knownRowIds(view);
  const result = await matrixApi.getMatrixChanges(matrixId, view.cursor, order, withIds);
  if (!result.ok) {
    logMatrixFailure('fetching the matrix', result.errors);
    return null;
  }
  let outcome: LiveOutcome = 'moved';
  queryClient.setQueryData<MatrixView>(key, (current) => {
    if (!current || current.cursor !== view.cursor) return current; // reloaded meanwhile: the next poll goes on from there
    const next = applyChanges(current, result.data);
    const laidOut = next && applyRowChanges(next, result.data);
    outcome = !next ? 'reload' : laidOut ? 'patched' : 'needsRowIds';
    return laidOut ?? current;
  });
  return outcome;
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
      if (polling || stopped) return;
      polling = true;
      try {
        let outcome = await catchUpMatrix(queryClient, key, matrixId, order);
        // The rows did not add up from their places (a row deleted elsewhere, another order): once more with every id.
        if (outcome === 'needsRowIds' && !stopped) outcome = await catchUpMatrix(queryClient, key, matrixId, order, true);
        if (outcome === 'reload' && !stopped) void reload();
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
