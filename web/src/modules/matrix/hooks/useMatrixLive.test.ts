import { describe, expect, it } from 'vitest';
import type { MatrixChanges, MatrixRow } from '@arcline/shared';
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

describe('applyRowChanges (issue 31, 31r): rows changed elsewhere laid out in the order the changes call gives', () => {
  it('keeps loaded rows, adds and replaces changed ones, keeps unloaded rows unloaded and drops deleted ones', () => {
    const a = row('a');
    const c = row('c');
    const view = { rows: [a, undefined, c, row('d')] };
    const next = applyRowChanges(view, changes({ ids: ['a', 'b', 'c', 'e'], changed: [row('c', 'c v2.pdf'), row('e')] }));
    expect(next.rows.map((entry) => entry?.document.name)).toEqual(['a.pdf', undefined, 'c v2.pdf', 'e.pdf']);
    expect(next.rows[0]).toBe(a);
  });

  it('leaves the view as it is when no rows changed', () => {
    const view = { rows: [row('a')] };
    expect(applyRowChanges(view, changes())).toBe(view);
  });
});
