// Route test of matrices.router.ts (matrices, documents, columns, cells, detail pages, changes, export; the ask,
// versions and redline routes it mounts have their own tests beside their routers). Deeper: tests/matrix.test.ts (every
// validation message, another user's matrix/column/document/cell is a 404 and unchanged, export contents),
// tests/matrixPaging.test.ts (pages, cursors, 304), tests/matrixCells.test.ts, tests/matrixTypedColumns.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, MATRIX_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite, type Caller } from '@arcline/tests/harness/routeSuite';

const notFound = { status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) };
const CUSTOM = { name: 'Exclusive?', queryType: 'CUSTOM', customQuery: 'Is the distributor appointed on an exclusive basis?' };

describe('matrices.router', () => {
  const suite = routeSuite();
  const answer = async (promise: ReturnType<typeof suite.get>) => {
    const { status, body } = await promise;
    return { status, body };
  };
  /** A matrix of the caller with two documents and one custom column. */
  async function matrixOf(caller: Caller) {
    const matrix = (await suite.post('/api/matrices', caller.token, { name: 'Route test' })).body.entity;
    const attachmentIds = await suite.indexedAttachments(caller.user, 2);
    const documents = (await suite.post('/api/matrices/documents', caller.token, { matrixId: matrix.id, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) })).body.entity.documents;
    const column = (await suite.post('/api/matrices/columns', caller.token, { matrixId: matrix.id, ...CUSTOM })).body.entity;
    return { matrix, documents, column };
  }

  it('POST and GET /api/matrices create (201) and list the caller’s matrices; a nameless one is a 400', async () => {
    const me = await suite.signIn();
    const created = await answer(suite.post('/api/matrices', me.token, { name: 'Supply contracts' }));
    expect(created).toEqual({ status: 201, body: { entity: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Supply contracts', createdAt: expect.any(String) }, other_data: {} } });
    expect(await answer(suite.get('/api/matrices', me.token))).toEqual({ status: 200, body: { collection: [created.body.entity], other_data: {} } });
    expect(await answer(suite.post('/api/matrices', me.token, { name: ' ' }))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.nameRequired) });
  });

  it('POST /api/matrices/documents (201) and /api/matrices/columns (201) fill a matrix; bad bodies are 400s', async () => {
    const me = await suite.signIn();
    const { matrix, documents, column } = await matrixOf(me);
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatchObject({ id: expect.any(String), attachmentId: expect.any(String), status: 'COMPLETED' });
    expect(column).toMatchObject({ ...CUSTOM, matrixId: matrix.id, sortOrder: 0, matrixQueryId: null });
    expect(await answer(suite.post('/api/matrices/documents', me.token, { matrixId: matrix.id, documents: [] }))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.documentsRequired) });
    expect(await answer(suite.post('/api/matrices/columns', me.token, { matrixId: matrix.id, name: 'A' }))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.queryTypeRequired) });
  });

  it('GET /api/matrices/:id answers the detail, a page with ?limit, and GET /:id/changes what changed since its cursor', async () => {
    const me = await suite.signIn();
    const { matrix, column } = await matrixOf(me);
    const detail = await answer(suite.get(`/api/matrices/${matrix.id}`, me.token));
    expect(detail.status).toBe(200);
    expect(detail.body.entity).toMatchObject({ name: 'Route test', columns: { [column.id]: column }, aggregatedResultStatus: expect.any(Object) });
    expect(detail.body.entity.rows).toHaveLength(2);
    const page = await answer(suite.get(`/api/matrices/${matrix.id}?limit=1`, me.token));
    expect(page.status).toBe(200);
    expect(page.body.entity.rows).toHaveLength(1);
    expect(page.body.other_data).toMatchObject({ offset: 0, limit: 1, totalRows: 2, cursor: expect.any(String) });
    expect(await answer(suite.get(`/api/matrices/${matrix.id}?limit=0`, me.token))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.pageInvalid) });
    const changes = await answer(suite.get(`/api/matrices/${matrix.id}/changes?since=${encodeURIComponent(page.body.other_data.cursor)}`, me.token));
    expect(changes.status).toBe(200);
    expect(changes.body.entity).toMatchObject({ cursor: expect.any(String), structureChanged: expect.any(Boolean), cells: expect.any(Array) });
    expect(await answer(suite.get(`/api/matrices/${matrix.id}/changes`, me.token))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.cursorInvalid) });
  });

  it('GET, PUT and DELETE /api/matrices/columns/:id read, change and delete a column', async () => {
    const me = await suite.signIn();
    const { column } = await matrixOf(me);
    expect(await answer(suite.get(`/api/matrices/columns/${column.id}`, me.token))).toEqual({ status: 200, body: { entity: column, other_data: {} } });
    const renamed = await answer(suite.put(`/api/matrices/columns/${column.id}`, me.token, { ...CUSTOM, name: 'Exclusivity' }));
    expect(renamed).toEqual({ status: 200, body: { entity: { ...column, name: 'Exclusivity' }, other_data: {} } });
    expect(await answer(suite.put(`/api/matrices/columns/${column.id}`, me.token, { ...CUSTOM, customQuery: ' ' }))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.customQueryRequired) });
    expect((await suite.del(`/api/matrices/columns/${column.id}`, me.token)).status).toBe(204);
    expect(await answer(suite.get(`/api/matrices/columns/${column.id}`, me.token))).toEqual(notFound);
  });

  it('GET /api/matrices/elements/:id reads a cell, POST /elements/recalculate puts it back to PROCESSING', async () => {
    const me = await suite.signIn();
    const { matrix, column } = await matrixOf(me);
    const cellId: string = (await suite.get(`/api/matrices/${matrix.id}`, me.token)).body.entity.rows[0].cells[column.id].id;
    const cell = await answer(suite.get(`/api/matrices/elements/${cellId}`, me.token));
    expect(cell.status).toBe(200);
    expect(cell.body.entity).toMatchObject({ id: cellId, status: expect.any(String), column: { id: column.id }, document: { id: expect.any(String) } });
    const recalculated = await answer(suite.post('/api/matrices/elements/recalculate', me.token, { id: cellId }));
    expect(recalculated).toMatchObject({ status: 200, body: { entity: { id: cellId, status: 'PROCESSING' } } });
    expect(await answer(suite.post('/api/matrices/elements/recalculate', me.token, { id: 'x' }))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.elementIdRequired) });
  });

  it('GET /api/matrices/:id/export answers a CSV or XLSX file; another format is a 400', async () => {
    const me = await suite.signIn();
    const { matrix } = await matrixOf(me);
    const csv = await suite.get(`/api/matrices/${matrix.id}/export?format=csv`, me.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('filename="Route test.csv"');
    const xlsx = await suite.get(`/api/matrices/${matrix.id}/export`, me.token);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(await answer(suite.get(`/api/matrices/${matrix.id}/export?format=pdf`, me.token))).toEqual({ status: 400, body: errorsOf(MATRIX_MESSAGES.exportFormatInvalid) });
  });

  it('PUT /api/matrices/:id renames; DELETE /api/matrices/documents/:id and DELETE /api/matrices/:id answer 204', async () => {
    const me = await suite.signIn();
    const { matrix, documents } = await matrixOf(me);
    expect(await answer(suite.put(`/api/matrices/${matrix.id}`, me.token, { name: 'Renamed' }))).toEqual({ status: 200, body: { entity: { ...matrix, name: 'Renamed' }, other_data: {} } });
    expect((await suite.del(`/api/matrices/documents/${documents[0].id}`, me.token)).status).toBe(204);
    expect((await suite.get(`/api/matrices/${matrix.id}`, me.token)).body.entity.rows).toHaveLength(1);
    expect((await suite.del(`/api/matrices/${matrix.id}`, me.token)).status).toBe(204);
    expect(await answer(suite.get(`/api/matrices/${matrix.id}`, me.token))).toEqual(notFound);
  });

  it("another company's matrix is a 404, the changes route included (the other id routes: tests/matrix.test.ts)", async () => {
    const owner = await suite.signIn();
    const { matrix } = await matrixOf(owner);
    const stranger = await suite.signIn();
    for (const path of [`/api/matrices/${matrix.id}`, `/api/matrices/${matrix.id}/changes?since=x`, `/api/matrices/${matrix.id}?limit=1`]) {
      const reply = await suite.get(path, stranger.token);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, ...notFound });
    }
  });

  it('every route needs a signed-in user (401)', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/matrices'],
      ['POST', '/api/matrices', { name: 'x' }],
      ['POST', '/api/matrices/documents', { matrixId: id, documents: [{ attachmentId: id }] }],
      ['DELETE', `/api/matrices/documents/${id}`],
      ['POST', '/api/matrices/columns', { matrixId: id, ...CUSTOM }],
      ['GET', `/api/matrices/columns/${id}`],
      ['PUT', `/api/matrices/columns/${id}`, CUSTOM],
      ['DELETE', `/api/matrices/columns/${id}`],
      ['POST', '/api/matrices/elements/recalculate', { id }],
      ['GET', `/api/matrices/elements/${id}`],
      ['GET', `/api/matrices/${id}`],
      ['GET', `/api/matrices/${id}/changes?since=x`],
      ['PUT', `/api/matrices/${id}`, { name: 'x' }],
      ['DELETE', `/api/matrices/${id}`],
      ['GET', `/api/matrices/${id}/export`],
    ];
    for (const [method, path, json] of calls) await suite.expectUnauthenticated(method, path, json);
  });
});
