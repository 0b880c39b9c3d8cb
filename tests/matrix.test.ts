import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { HTTP_ERROR_MESSAGES, MATRIX_MESSAGES, MATRIX_TEXTS, type MatrixColumn, type MatrixQueryTemplate } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadContracts } from './matrixSupport';

const NOT_FOUND = { errors: [HTTP_ERROR_MESSAGES[404]] };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Matrix Review API: matrices, documents, columns, cells, templates and export', () => {
  let api: TestApi;
  let db: pg.Pool;
  let me: ReturnType<typeof matrixClient>;
  let other: ReturnType<typeof matrixClient>;
  let attachmentIds: string[];
  let otherAttachmentId: string;
  let templates: MatrixQueryTemplate[];

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const mine = await api.signUpAndIn();
    const theirs = await api.signUpAndIn();
    me = matrixClient(api, mine.token);
    other = matrixClient(api, theirs.token);
    attachmentIds = await uploadContracts(api, mine.token, CONTRACTS.slice(0, 2));
    otherAttachmentId = (await uploadContracts(api, theirs.token, CONTRACTS.slice(2, 3)))[0]!;
    templates = await me.templates();
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  const generationsOf = async (columnId: string) =>
    (await db.query<{ id: string; generation: string }>('select id, generation from matrix_elements where column_id = $1 order by id', [columnId])).rows;

  describe('matrix queries', () => {
    it('lists the template library as {id, name}, with the clauses lawyers review most', async () => {
      expect(templates.length).toBeGreaterThanOrEqual(20);
      for (const template of templates) expect(Object.keys(template).sort()).toEqual(['answerKind', 'id', 'name']);
      const names = templates.map((template) => template.name);
      for (const expected of ['Parties', 'Agreement Date', 'Effective Date', 'Governing Law', 'Change of Control', 'Limitation of Liability', 'Indemnification']) {
        expect(names).toContain(expected);
      }
    });
  });

  describe('matrices', () => {
    it('creates, lists, reads, renames and deletes a matrix', async () => {
      const created = await me.createMatrix('Supply contracts');
      expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Supply contracts', createdAt: expect.any(String) });

      const list = await me.call('GET', '/api/matrices');
      expect(list.status).toBe(200);
      expect(list.body.collection).toContainEqual(created);
      expect(list.body.other_data).toEqual({});

      expect(await me.detail(created.id)).toEqual({
        ...created,
        columns: {},
        rows: [],
        aggregatedResultStatus: { processing: 0, completed: 0, failed: 0, lastDataUpdate: null },
      });

      const renamed = await me.call('PUT', `/api/matrices/${created.id}`, { name: '  Renamed  ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.entity.name).toBe('Renamed');

      expect((await me.call('DELETE', `/api/matrices/${created.id}`)).status).toBe(204);
      expect(await me.call('GET', `/api/matrices/${created.id}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('validates the name with clear messages', async () => {
      expect(await me.call('POST', '/api/matrices', {})).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.nameRequired] } });
      expect(await me.call('POST', '/api/matrices', { name: '   ' })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.nameRequired] } });
      expect(await me.call('POST', '/api/matrices', { name: 'x'.repeat(201) })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.nameTooLong] } });
      const matrix = await me.createMatrix();
      expect(await me.call('PUT', `/api/matrices/${matrix.id}`, { name: '' })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.nameRequired] } });
    });

    it('answers 404 for unknown and malformed ids', async () => {
      expect(await me.call('GET', `/api/matrices/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await me.call('GET', '/api/matrices/not-an-id')).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await me.call('DELETE', `/api/matrices/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await me.call('GET', `/api/matrices/columns/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await me.call('GET', `/api/matrices/elements/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await me.call('DELETE', `/api/matrices/documents/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    });

    it('requires a signed-in user', async () => {
      expect((await api.request('/api/matrices')).status).toBe(401);
      expect((await api.request('/api/matrix-queries')).status).toBe(401);
    });
  });

  describe('documents, columns and cells', () => {
    let matrixId: string;
    let template: MatrixColumn;
    let custom: MatrixColumn;

    beforeAll(async () => {
      matrixId = (await me.createMatrix('Review')).id;
    });

    it('adds the caller\'s attachments as documents, once each', async () => {
      const documents = await me.addDocuments(matrixId, attachmentIds);
      expect(documents.map((document) => document.attachmentId).sort()).toEqual([...attachmentIds].sort());
      expect(documents[0]).toEqual({
        id: expect.any(String),
        attachmentId: expect.any(String),
        name: expect.stringMatching(/\.txt$/),
        documentType: 'txt',
        status: 'COMPLETED',
        error: null,
      });
      await me.addDocuments(matrixId, [attachmentIds[0]!]);
      expect((await me.detail(matrixId)).rows).toHaveLength(2);
    });

    it('validates documents', async () => {
      const post = (body: unknown) => me.call('POST', '/api/matrices/documents', body);
      expect(await post({ matrixId })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.documentsRequired] } });
      expect(await post({ matrixId, documents: [] })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.documentsRequired] } });
      expect(await post({ matrixId, documents: [{ attachmentId: 'x' }] })).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.attachmentIdInvalid] } });
      expect(await post({ matrixId: 'x', documents: [{ attachmentId: attachmentIds[0] }] })).toMatchObject({
        status: 400,
        body: { errors: [MATRIX_MESSAGES.matrixIdRequired] },
      });
      // Another user's attachment is unknown here, and nothing of the request is written.
      expect(await post({ matrixId, documents: [{ attachmentId: otherAttachmentId }] })).toMatchObject({
        status: 400,
        body: { errors: [MATRIX_MESSAGES.attachmentNotFound(otherAttachmentId)] },
      });
      expect((await me.detail(matrixId)).rows).toHaveLength(2);
    });

    it('creates template and custom columns in sortOrder, with a cell for every document', async () => {
      const governingLaw = templates.find((candidate) => candidate.name === 'Governing Law')!;
      template = await me.addColumn(matrixId, { name: 'Law', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: governingLaw.id, customQuery: '' });
      custom = await me.addColumn(matrixId, { name: 'Exclusive?', queryType: 'CUSTOM', customQuery: 'Is the distributor appointed on an exclusive basis?' });
      expect(template).toEqual({
        id: expect.any(String),
        name: 'Law',
        queryType: 'GLOBAL_TEMPLATE',
        matrixId,
        sortOrder: 0,
        matrixQueryId: governingLaw.id,
        customQuery: null,
        answerKind: 'text',
        answerOptions: null,
      });
      expect(custom).toMatchObject({ queryType: 'CUSTOM', sortOrder: 1, matrixQueryId: null, customQuery: 'Is the distributor appointed on an exclusive basis?' });

      const detail = await me.detail(matrixId);
      expect(Object.keys(detail.columns).sort()).toEqual([template.id, custom.id].sort());
      expect(detail.columns[template.id]).toEqual(template);
      for (const row of detail.rows) {
        expect(Object.keys(row.cells).sort()).toEqual([template.id, custom.id].sort());
        for (const cell of Object.values(row.cells)) expect(['PROCESSING', 'COMPLETED', 'FAILED']).toContain(cell.status);
      }
      const { processing, completed, failed } = detail.aggregatedResultStatus;
      expect(processing + completed + failed).toBe(4);
      expect(detail.aggregatedResultStatus.lastDataUpdate).toEqual(expect.any(String));
    });

    it('validates columns with the form\'s messages', async () => {
      const post = (body: Record<string, unknown>) => me.call('POST', '/api/matrices/columns', { matrixId, ...body });
      const errorsOf = async (body: Record<string, unknown>) => (await post(body)).body.errors;
      expect(await errorsOf({ queryType: 'CUSTOM', customQuery: 'q' })).toEqual([MATRIX_MESSAGES.columnNameRequired]);
      expect(await errorsOf({ name: ' ', queryType: 'CUSTOM', customQuery: 'q' })).toEqual([MATRIX_MESSAGES.columnNameRequired]);
      expect(await errorsOf({ name: 'A' })).toEqual([MATRIX_MESSAGES.queryTypeRequired]);
      expect(await errorsOf({ name: 'A', queryType: 'OTHER' })).toEqual([MATRIX_MESSAGES.queryTypeRequired]);
      expect(await errorsOf({ name: 'A', queryType: 'GLOBAL_TEMPLATE' })).toEqual([MATRIX_MESSAGES.templateRequired]);
      expect(await errorsOf({ name: 'A', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: UNKNOWN_ID })).toEqual([MATRIX_MESSAGES.templateNotFound]);
      expect(await errorsOf({ name: 'A', queryType: 'CUSTOM', customQuery: '  ' })).toEqual([MATRIX_MESSAGES.customQueryRequired]);
      expect(await errorsOf({ name: 'A', queryType: 'CUSTOM', customQuery: 'x'.repeat(4001) })).toEqual([MATRIX_MESSAGES.customQueryTooLong]);
      expect(await errorsOf({ name: 'A', queryType: 'CUSTOM', customQuery: 'q', matrixQueryId: templates[0]!.id })).toEqual([
        MATRIX_MESSAGES.templateOnlyForTemplates,
      ]);
      expect(await errorsOf({ name: 'A', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: templates[0]!.id, customQuery: 'q' })).toEqual([
        MATRIX_MESSAGES.customQueryOnlyForCustom,
      ]);
      expect((await me.call('POST', '/api/matrices/columns', { matrixId: 'x', name: 'A', queryType: 'CUSTOM', customQuery: 'q' })).body.errors).toEqual([
        MATRIX_MESSAGES.matrixIdRequired,
      ]);
      expect(Object.keys((await me.detail(matrixId)).columns)).toHaveLength(2);
    });

    it('reads a column, renames it without re-running its cells, and re-runs them when the query changes', async () => {
      expect((await me.call('GET', `/api/matrices/columns/${custom.id}`)).body.entity).toEqual(custom);
      const before = await generationsOf(custom.id);

      const renamed = await me.call('PUT', `/api/matrices/columns/${custom.id}`, { name: 'Exclusivity', queryType: 'CUSTOM', customQuery: custom.customQuery });
      expect(renamed).toMatchObject({ status: 200, body: { entity: { ...custom, name: 'Exclusivity' } } });
      expect(await generationsOf(custom.id)).toEqual(before);

      const requeried = await me.call('PUT', `/api/matrices/columns/${custom.id}`, { name: 'Exclusivity', queryType: 'CUSTOM', customQuery: 'Is there an exclusive territory?' });
      expect(requeried.body.entity.customQuery).toBe('Is there an exclusive territory?');
      const after = await generationsOf(custom.id);
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
      after.forEach((row, index) => expect(row.generation).not.toBe(before[index]!.generation));

      const asTemplate = await me.call('PUT', `/api/matrices/columns/${custom.id}`, { name: 'Parties', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: templates[0]!.id });
      expect(asTemplate.body.entity).toMatchObject({ queryType: 'GLOBAL_TEMPLATE', matrixQueryId: templates[0]!.id, customQuery: null });
      expect((await me.call('PUT', `/api/matrices/columns/${custom.id}`, { name: 'Parties', queryType: 'CUSTOM' })).body.errors).toEqual([
        MATRIX_MESSAGES.customQueryRequired,
      ]);
    });

    it('reads a cell with its document and column, and recalculates it back to PROCESSING', async () => {
      const detail = await me.detail(matrixId);
      const cellId = detail.rows[0]!.cells[template.id]!.id;
      const element = await me.call('GET', `/api/matrices/elements/${cellId}`);
      expect(element.status).toBe(200);
      expect(element.body.entity).toEqual({
        id: cellId,
        status: expect.any(String),
        result: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
        refineResult: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
        referenceResult: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
        typedValue: null,
        error: null,
        updatedAt: expect.any(String),
        column: detail.columns[template.id],
        document: detail.rows[0]!.document,
      });

      const recalculated = await me.call('POST', '/api/matrices/elements/recalculate', { id: cellId });
      expect(recalculated.status).toBe(200);
      expect(recalculated.body.entity).toMatchObject({ id: cellId, status: 'PROCESSING', result: null, refineResult: null, referenceResult: null });
      expect(await me.call('POST', '/api/matrices/elements/recalculate', { id: 'x' })).toMatchObject({
        status: 400,
        body: { errors: [MATRIX_MESSAGES.elementIdRequired] },
      });
    });

    it('exports XLSX and CSV: one row per document, the answer, reasoning and quote of every column', async () => {
      const detail = await me.detail(matrixId);
      const columnNames = Object.values(detail.columns).sort((a, b) => a.sortOrder - b.sortOrder).map((column) => column.name);
      const expectedHeader = [
        MATRIX_TEXTS.documentHeader,
        ...columnNames.flatMap((name) => [name, `${name} - Reasoning`, `${name} - Quote`]),
      ];

      const xlsx = await me.raw(`/api/matrices/${matrixId}/export?format=xlsx`);
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
      expect(xlsx.headers.get('content-disposition')).toContain('filename="Review.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Review');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(expectedHeader);
      expect(sheet.rowCount).toBe(1 + detail.rows.length);
      expect((sheet.getRow(2).values as unknown[])[1]).toBe(detail.rows[0]!.document.name);

      const csv = await me.raw(`/api/matrices/${matrixId}/export?format=csv`);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
      expect(lines[0]).toBe(expectedHeader.join(','));

      expect(await me.call('GET', `/api/matrices/${matrixId}/export?format=pdf`)).toMatchObject({
        status: 400,
        body: { errors: [MATRIX_MESSAGES.exportFormatInvalid] },
      });
    });

    it("answers 404 for another user's matrix, column, document and cell, and changes nothing", async () => {
      const detail = await me.detail(matrixId);
      const column = Object.values(detail.columns)[0]!;
      const row = detail.rows[0]!;
      const cell = Object.values(row.cells)[0]!;
      const body = { name: 'Mine now', queryType: 'CUSTOM', customQuery: 'q' };
      const attempts = [
        other.call('GET', `/api/matrices/${matrixId}`),
        other.call('PUT', `/api/matrices/${matrixId}`, { name: 'Mine now' }),
        other.call('DELETE', `/api/matrices/${matrixId}`),
        other.call('GET', `/api/matrices/${matrixId}/export?format=csv`),
        other.call('POST', '/api/matrices/documents', { matrixId, documents: [{ attachmentId: otherAttachmentId }] }),
        other.call('DELETE', `/api/matrices/documents/${row.document.id}`),
        other.call('POST', '/api/matrices/columns', { matrixId, ...body }),
        other.call('GET', `/api/matrices/columns/${column.id}`),
        other.call('PUT', `/api/matrices/columns/${column.id}`, body),
        other.call('DELETE', `/api/matrices/columns/${column.id}`),
        other.call('GET', `/api/matrices/elements/${cell.id}`),
        other.call('POST', '/api/matrices/elements/recalculate', { id: cell.id }),
      ];
      for (const attempt of await Promise.all(attempts)) expect(attempt).toMatchObject({ status: 404, body: NOT_FOUND });
      expect((await other.call('GET', '/api/matrices')).body.collection.map((matrix: { id: string }) => matrix.id)).not.toContain(matrixId);
      const after = await me.detail(matrixId);
      expect(after.name).toBe(detail.name);
      expect(Object.keys(after.columns)).toEqual(Object.keys(detail.columns));
      expect(after.rows.map((r) => r.document.id)).toEqual(detail.rows.map((r) => r.document.id));
    });

    it('deletes a column and a document with their cells, then the matrix with everything it owns', async () => {
      const detail = await me.detail(matrixId);
      const [first, second] = Object.values(detail.columns);
      expect((await me.call('DELETE', `/api/matrices/columns/${first!.id}`)).status).toBe(204);
      expect(await me.call('GET', `/api/matrices/columns/${first!.id}`)).toMatchObject({ status: 404 });
      const documentId = detail.rows[0]!.document.id;
      expect((await me.call('DELETE', `/api/matrices/documents/${documentId}`)).status).toBe(204);

      const after = await me.detail(matrixId);
      expect(Object.keys(after.columns)).toEqual([second!.id]);
      expect(after.rows.map((row) => row.document.id)).toEqual([detail.rows[1]!.document.id]);
      expect(Object.keys(after.rows[0]!.cells)).toEqual([second!.id]);

      expect((await me.call('DELETE', `/api/matrices/${matrixId}`)).status).toBe(204);
      const left = await db.query(
        `select (select count(*) from matrix_documents where matrix_id = $1)::int as documents,
                (select count(*) from matrix_columns where matrix_id = $1)::int as columns,
                (select count(*) from matrix_elements where matrix_id = $1)::int as cells`,
        [matrixId],
      );
      expect(left.rows[0]).toEqual({ documents: 0, columns: 0, cells: 0 });
      // The attachments stay: they belong to the user, not to the matrix.
      expect((await db.query('select count(*)::int as n from attachments where id = any($1::uuid[])', [attachmentIds])).rows[0].n).toBe(2);
    });
  });
});
