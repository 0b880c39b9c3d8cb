import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  HTTP_ERROR_MESSAGES,
  MATRIX_CELL_PREVIEW_CHARS,
  MATRIX_MESSAGES,
  MATRIX_PAGE_MAX_ROWS,
  type MatrixChanges,
  type MatrixDetail,
  type MatrixPageInfo,
} from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';

const CURSOR = /^[0-9a-f]{16}\.\d+\.\d+\.\d+\.\d+(?:\.f[0-9a-f]{8})?(?:\.s)?$/;

describe('Matrix detail sized for the screen: pages of rows, changes since a cursor, compressed answers', () => {
  let api: TestApi;
  let db: pg.Pool;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let other: ReturnType<typeof matrixClient>;
  let matrixId: string;
  let full: MatrixDetail;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    ({ token } = await api.signUpAndIn());
    me = matrixClient(api, token);
    other = matrixClient(api, (await api.signUpAndIn()).token);
    const attachmentIds = await uploadContracts(api, token, CONTRACTS.slice(0, 3));
    matrixId = (await me.createMatrix('Paged')).id;
    await me.addColumn(matrixId, { name: 'Parties', queryType: 'CUSTOM', customQuery: 'Who are the parties?' });
    await me.addDocuments(matrixId, attachmentIds);
    full = await me.waitUntilSettled(matrixId);
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  const page = async (query: string) => {
    const res = await me.call('GET', `/api/matrices/${matrixId}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { detail: res.body.entity as MatrixDetail, info: res.body.other_data as MatrixPageInfo };
  };
  const changes = async (since: string, headers: Record<string, string> = {}) => {
    const res = await api.request(`/api/matrices/${matrixId}/changes?since=${encodeURIComponent(since)}`, { token, headers });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text ? (JSON.parse(text).entity as MatrixChanges) : undefined };
  };

  it('answers a page of rows in the spec shape, with where it sits and a cursor in other_data', async () => {
    const first = await page('offset=0&limit=2');
    expect(Object.keys(first.detail).sort()).toEqual(['aggregatedResultStatus', 'columns', 'createdAt', 'id', 'name', 'rows']);
    expect(first.detail.columns).toEqual(full.columns);
    expect(first.detail.aggregatedResultStatus).toEqual(full.aggregatedResultStatus);
    expect(first.info).toEqual({ offset: 0, limit: 2, totalRows: 3, cursor: expect.stringMatching(CURSOR) });
    const second = await page('offset=2&limit=2');
    expect(second.info).toMatchObject({ offset: 2, totalRows: 3, cursor: first.info.cursor });
    // The pages together are the whole detail, in the same order, with the same cells.
    expect([...first.detail.rows, ...second.detail.rows]).toEqual(full.rows);
    expect((await page('offset=3&limit=5')).detail.rows).toEqual([]);
  });

  it('cuts long answers for the table; the element call keeps all of them', async () => {
    const [columnId, cell] = Object.entries(full.rows[0]!.cells)[0]!;
    const long = 'x'.repeat(MATRIX_CELL_PREVIEW_CHARS * 3);
    await db.query('update matrix_elements set refine_result = $2 where id = $1', [cell.id, long]);
    try {
      const { detail } = await page('offset=0&limit=1');
      expect(detail.rows[0]!.cells[columnId]).toMatchObject({ id: cell.id, refineResult: long.slice(0, MATRIX_CELL_PREVIEW_CHARS) });
      const element = await me.call('GET', `/api/matrices/elements/${cell.id}`);
      expect(element.body.entity.refineResult).toBe(long);
    } finally {
      await db.query('update matrix_elements set refine_result = $2 where id = $1', [cell.id, cell.refineResult]);
    }
  });

  it('answers only what changed since a cursor: nothing (a 304 on revalidation), the cells written, or a new structure', async () => {
    const { info } = await page('offset=0&limit=1');
    const idle = await changes(info.cursor);
    expect(idle.status).toBe(200);
    expect(idle.body).toEqual({ cursor: info.cursor, structureChanged: false, aggregatedResultStatus: full.aggregatedResultStatus, cells: [] });
    expect(idle.headers.get('cache-control')).toBe('private, no-cache');
    const etag = idle.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates its stored answer (fetch would add `Cache-Control: no-cache` to a hand-made condition).
    const revalidated = await changes(info.cursor, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');

    // A recalculated cell comes back PROCESSING, then answered; the counts follow.
    const cell = Object.values(full.rows[1]!.cells)[0]!;
    expect((await me.call('POST', '/api/matrices/elements/recalculate', { id: cell.id })).status).toBe(200);
    const running = await changes(info.cursor);
    expect(running.body!.structureChanged).toBe(false);
    expect(running.body!.cursor).not.toBe(info.cursor);
    expect(running.body!.aggregatedResultStatus.processing + running.body!.aggregatedResultStatus.completed).toBe(3);
    expect(running.body!.cells.map((change) => change.cell.id)).toContain(cell.id);
    const settled = await me.waitUntilSettled(matrixId);
    const after = await changes(running.body!.cursor);
    const change = after.body!.cells.find((candidate) => candidate.cell.id === cell.id);
    expect(change).toEqual({ documentId: full.rows[1]!.document.id, columnId: Object.keys(full.rows[1]!.cells)[0], cell: settled.rows[1]!.cells[change!.columnId] });
    expect(after.body!.aggregatedResultStatus).toEqual(settled.aggregatedResultStatus);

    // Renaming changes the structure: the page reloads the detail.
    expect((await me.call('PUT', `/api/matrices/${matrixId}`, { name: 'Paged, renamed' })).status).toBe(200);
    expect((await changes(after.body!.cursor)).body).toMatchObject({ structureChanged: true, cells: [] });
  });

  it('refuses bad pages and cursors with their messages, and another user\'s matrix with 404', async () => {
    for (const query of ['limit=0', `limit=${MATRIX_PAGE_MAX_ROWS + 1}`, 'limit=abc', 'offset=-1&limit=5', 'offset=1.5&limit=5']) {
      const res = await me.call('GET', `/api/matrices/${matrixId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors).toEqual([MATRIX_MESSAGES.pageInvalid]);
    }
    for (const since of ['', 'garbage', '0123456789abcdef.1.2.3']) {
      const res = await changes(since);
      expect(res.status, since).toBe(400);
      expect(JSON.parse(res.text).errors).toEqual([MATRIX_MESSAGES.cursorInvalid]);
    }
    const { info } = await page('offset=0&limit=1');
    expect(await other.call('GET', `/api/matrices/${matrixId}?offset=0&limit=1`)).toMatchObject({ status: 404, body: { errors: [HTTP_ERROR_MESSAGES[404]] } });
    expect(await other.call('GET', `/api/matrices/${matrixId}/changes?since=${info.cursor}`)).toMatchObject({ status: 404 });
  });

  it('keeps the status counts (matrix_cell_counts, kept by triggers) equal to the cells through adds, recalculations and deletes', async () => {
    const matrix = (await me.createMatrix('Counted')).id;
    const counted = async () => {
      const { rows } = await db.query<{ status: string; kept: number; actual: number }>(
        `select coalesce(k.status, a.status) as status, coalesce(k.cells, 0)::int as kept, coalesce(a.cells, 0)::int as actual
         from (select status, cells from matrix_cell_counts where matrix_id = $1 and cells <> 0) k
         full join (select status, count(*) as cells from matrix_elements where matrix_id = $1 group by status) a on a.status = k.status`,
        [matrix],
      );
      for (const row of rows) expect(row.kept, row.status).toBe(row.actual);
      return Object.fromEntries(rows.map((row) => [row.status, row.actual]));
    };
    const attachmentIds = (await me.detail(matrixId)).rows.map((row) => row.document.attachmentId);
    await me.addColumn(matrix, { name: 'Parties', queryType: 'CUSTOM', customQuery: 'Who are the parties?' });
    await me.addDocuments(matrix, attachmentIds);
    await counted();
    const settled = await me.waitUntilSettled(matrix);
    expect(await counted()).toEqual({ [settled.rows[0]!.cells[Object.keys(settled.columns)[0]!]!.status]: 3 });
    expect(settled.aggregatedResultStatus.completed + settled.aggregatedResultStatus.failed).toBe(3);
    // A second column (3 cells more), a recalculation, a document deleted: the counts follow each statement.
    await me.addColumn(matrix, { name: 'Term', queryType: 'CUSTOM', customQuery: 'How long does it last?' });
    await counted();
    const cellId = settled.rows[0]!.cells[Object.keys(settled.columns)[0]!]!.id;
    expect((await me.call('POST', '/api/matrices/elements/recalculate', { id: cellId })).status).toBeLessThan(300);
    await counted();
    expect((await me.call('DELETE', `/api/matrices/documents/${settled.rows[1]!.document.id}`)).status).toBeLessThan(300);
    const afterDelete = await me.waitUntilSettled(matrix);
    await counted();
    const { completed, failed, processing } = afterDelete.aggregatedResultStatus;
    expect(completed + failed + processing).toBe(4);
    // Deleting the matrix takes its counter rows with it.
    expect((await me.call('DELETE', `/api/matrices/${matrix}`)).status).toBeLessThan(300);
    const { rows } = await db.query('select 1 from matrix_cell_counts where matrix_id = $1', [matrix]);
    expect(rows).toEqual([]);
  });

  it('compresses answers when the client accepts it', async () => {
    const res = await api.request(`/api/matrices/${matrixId}`, { token, headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.json()).entity.rows).toHaveLength(3);
  });
});
