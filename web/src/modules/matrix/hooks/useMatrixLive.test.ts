import { describe, expect, it } from 'vitest';
import { rowOrderDigest, type MatrixChanges, type MatrixRow } from '@arcline/shared';
import { applyRowChanges } from './useMatrixLive';

const row = (id: string, name = `${id}.pdf`): MatrixRow => ({
  document: { id, attachmentId: `a-${id}`, name, status: 'COMPLETED', error: null } as MatrixRow['document'],
  cells: {},
});
const changes = (rows?: MatrixChanges['rows']): MatrixChanges => ({
  cursor: '0123456789abcdef.1.0.0.0',
  structureChanged: false,
  aggregatedResultStatus: { processing: 0, completed: 0, failed: 0, lastDataUpdate: null },
  cells: [],
  ...(rows ? { rows } : {}),
});
/** The changes call's rows as the API sends them: the changed rows with their places in `order`, and its digest. */
const delta = (order: string[], changed: MatrixRow[], withIds = false): MatrixChanges['rows'] => ({
  changed,
  positions: changed.map((entry) => order.indexOf(entry.document.id)),
  total: order.length,
  digest: rowOrderDigest(order),
  ...(withIds ? { ids: order } : {}),
});

describe('applyRowChanges (issue 31, 31r): rows changed elsewhere laid out in the order the changes call gives', () => {
  it('with every id: keeps loaded rows, adds and replaces changed ones, keeps unloaded rows unloaded and drops deleted ones', () => {
    const a = row('a');
    const c = row('c');
    const view = { rows: [a, undefined, c, row('d')] };
    const next = applyRowChanges(view, changes(delta(['a', 'b', 'c', 'e'], [row('c', 'c v2.pdf'), row('e')], true)))!;
    expect(next.rows.map((entry) => entry?.document.name)).toEqual(['a.pdf', undefined, 'c v2.pdf', 'e.pdf']);
    expect(next.rows[0]).toBe(a);
    expect(next.rowIds).toEqual(['a', 'b', 'c', 'e']);
  });

  it('leaves the view as it is when no rows changed', () => {
    const view = { rows: [row('a')] };
    expect(applyRowChanges(view, changes())).toBe(view);
  });

  it('lays out every loaded row from the changed rows\' places alone, without every id (31l)', () => {
    const [a, b, c] = [row('a'), row('b'), row('c')];
    // Added at the end, or in the middle of a sort; a new version moving a row to the top.
    expect(applyRowChanges({ rows: [a, b, c] }, changes(delta(['a', 'b', 'c', 'd'], [row('d')])))!.rows.map((entry) => entry?.document.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyRowChanges({ rows: [a, b, c] }, changes(delta(['a', 'd', 'b', 'c'], [row('d')])))!.rows.map((entry) => entry?.document.id)).toEqual(['a', 'd', 'b', 'c']);
    const moved = applyRowChanges({ rows: [a, b, c] }, changes(delta(['c', 'a', 'b'], [row('c', 'c v2.pdf')])))!;
    expect(moved.rows.map((entry) => entry?.document.name)).toEqual(['c v2.pdf', 'a.pdf', 'b.pdf']);
    expect(moved.rows[1]).toBe(a);
    // Rows not loaded yet, whose ids a changes call with every id gave before: laid out too, still unloaded.
    const known = { rows: [a, undefined, c], rowIds: ['a', 'b', 'c'] };
    expect(applyRowChanges(known, changes(delta(['a', 'b', 'c', 'd'], [row('d')])))!.rowIds).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks for every id (null) when the rows cannot be laid out from their places: a row deleted, another order, ids unknown', () => {
    const [a, b, c] = [row('a'), row('b'), row('c')];
    // b deleted elsewhere while d was added: the rows do not add up.
    expect(applyRowChanges({ rows: [a, b, c] }, changes(delta(['a', 'c', 'd'], [row('d')])))).toBeNull();
    // The server's order moved an unchanged row (a cell changed elsewhere under a sort): the digest differs.
    expect(applyRowChanges({ rows: [a, b, c] }, changes(delta(['b', 'a', 'c', 'd'], [row('d')])))).toBeNull();
    // A row not loaded whose id the page does not know.
    expect(applyRowChanges({ rows: [a, undefined, c] }, changes(delta(['a', 'b', 'c', 'd'], [row('d')])))).toBeNull();
  });
});
