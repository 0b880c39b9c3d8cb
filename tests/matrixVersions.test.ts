import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATRIX_MESSAGES,
  MATRIX_VERSION_MESSAGES,
  type MatrixColumn,
  type MatrixDetail,
  type MatrixDocumentVersionResult,
  type MatrixElementWithPrevious,
} from '@arcline/shared';
import { matrixVersionWorkflowId } from '@arcline/shared/contracts';
import { startTestApi, type TestApi } from './harness/testApi';
import { CONTRACTS, matrixClient, uploadAttachment, uploadContracts, waitForAttachment } from './matrixSupport';
import { DRAFTED_CONTRACT, secondDraft } from './matrixDrafts';

/** The distributor agreement (Texas law, ends May 31, 2015) and the services agreement, whose row is left alone. */
const [DISTRIBUTOR, SERVICES] = [DRAFTED_CONTRACT, CONTRACTS[1]];

describe('a new version of a document (issue 31): the row is recomputed and exactly the changed cells say so', () => {
  let api: TestApi;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let matrixId: string;
  let distributorId: string;
  let before: MatrixDetail;
  const columns: Record<'law' | 'ends' | 'signed' | 'parties' | 'nonCompete', MatrixColumn> = {} as never;

  beforeAll(async () => {
    api = await startTestApi();
    ({ token } = await api.signUpAndIn());
    me = matrixClient(api, token);
    const attachmentIds = await uploadContracts(api, token, [DISTRIBUTOR, SERVICES]);
    matrixId = (await me.createMatrix('Drafts')).id;
    const documents = await me.addDocuments(matrixId, attachmentIds);
    distributorId = documents.find((document) => document.name === DISTRIBUTOR)!.id;
    columns.law = await me.addTemplateColumn(matrixId, 'Governing Law');
    columns.signed = await me.addTemplateColumn(matrixId, 'Agreement Date');
    columns.parties = await me.addTemplateColumn(matrixId, 'Parties');
    columns.ends = await me.addColumn(matrixId, { name: 'Term end', queryType: 'CUSTOM', customQuery: 'When does the agreement end?', answerKind: 'date' });
    columns.nonCompete = await me.addColumn(matrixId, { name: 'Non-compete?', queryType: 'CUSTOM', customQuery: 'Is there a non-compete restriction?', answerKind: 'yes-no' });
    before = await me.waitUntilSettled(matrixId, 90000);
    expect(before.aggregatedResultStatus).toMatchObject({ processing: 0, failed: 0 });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  const rowOf = (detail: MatrixDetail, documentId: string) => detail.rows.find((row) => row.document.id === documentId)!;
  const element = async (elementId: string) => (await me.call('GET', `/api/matrices/elements/${elementId}`)).body.entity as MatrixElementWithPrevious;

  it('replaces the document, recomputes its row in a fan-out and marks exactly the term and the governing law as changed', async () => {
    const oldCells = rowOf(before, distributorId).cells;
    expect(oldCells[columns.law.id]!.refineResult).toMatch(/Texas/);
    expect(oldCells[columns.ends.id]!.typedValue).toBe('2015-05-31');

    const draft = await uploadAttachment(api, token, 'distributor-agreement-v2.txt', secondDraft());
    expect((await waitForAttachment(api, token, draft)).status).toBe('COMPLETED');
    const res = await me.call('POST', `/api/matrices/${matrixId}/documents/${distributorId}/versions`, { attachmentId: draft });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const version = res.body.entity as MatrixDocumentVersionResult;
    expect(version).toMatchObject({ documentId: distributorId, attachmentId: draft, version: 2 });

    // Durable and visible: the row's cells are started by a fan-out named after the matrix, the row and the version's
    // request (`matrix-version/…`), the matrix-fanout workflow.
    const fanout = api.temporal.workflow.getHandle(matrixVersionWorkflowId(matrixId, distributorId, version.requestId));
    expect((await fanout.describe()).type).toBe('matrixFanoutWorkflow');
    const after = await me.waitUntilSettled(matrixId, 90000);
    expect(after.aggregatedResultStatus).toMatchObject({ processing: 0, failed: 0 });
    const row = rowOf(after, distributorId);
    expect(row.document).toMatchObject({ attachmentId: draft, name: 'distributor-agreement-v2.txt' });
    expect(row.cells[columns.law.id]!.refineResult).toMatch(/New York/);
    expect(row.cells[columns.ends.id]!.typedValue).toBe('2018-05-31');

    const changed: string[] = [];
    for (const column of Object.values(columns)) {
      const detail = await element(row.cells[column.id]!.id);
      if (detail.previous) {
        changed.push(column.name);
        expect(detail.previous).toEqual({
          refineResult: oldCells[column.id]!.refineResult,
          referenceResult: expect.any(String),
          typedValue: oldCells[column.id]!.typedValue,
        });
        expect(detail.unchangedByVersion).toBeUndefined();
      } else {
        expect(detail.unchangedByVersion).toBe(true);
        expect(detail.refineResult).toBe(oldCells[column.id]!.refineResult);
      }
    }
    expect(changed.sort()).toEqual([columns.law.name, columns.ends.name].sort());
    // The table's cells carry the mark, and the filter "Changed in the last version" keeps only that row.
    expect(Object.values(columns).filter((column) => row.cells[column.id]!.changed).map((column) => column.name).sort()).toEqual(changed);
    const filtered = await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=10&changed=true`);
    expect(filtered.body.entity.rows.map((candidate: MatrixDetail['rows'][number]) => candidate.document.id)).toEqual([distributorId]);
    expect(filtered.body.other_data.totalRows).toBe(1);
    expect((await me.call('GET', `/api/matrices/${matrixId}?offset=0&limit=10&changed=yes`)).status).toBe(400);
    const law = await element(row.cells[columns.law.id]!.id);
    expect(law.previous!.referenceResult).toContain('State of Texas');
    expect(law.referenceResult).toContain('State of New York');
    // The other row was not touched by the version.
    for (const cell of Object.values(rowOf(after, before.rows.find((candidate) => candidate.document.id !== distributorId)!.document.id).cells)) {
      const detail = await element(cell.id);
      expect(detail.previous).toBeUndefined();
      expect(detail.unchangedByVersion).toBeUndefined();
    }
  }, 150_000);

  it("refuses a file that is not the user's, the current file and a file already in the matrix; another user's matrix or row is 404", async () => {
    const current = rowOf(await me.detail(matrixId), distributorId).document.attachmentId;
    const other = before.rows.find((row) => row.document.id !== distributorId)!.document;
    const post = (client: typeof me, path: string, attachmentId: unknown) => client.call('POST', path, { attachmentId });
    const path = `/api/matrices/${matrixId}/documents/${distributorId}/versions`;
    expect(await post(me, path, 'nope')).toMatchObject({ status: 400, body: { errors: [MATRIX_VERSION_MESSAGES.attachmentIdRequired] } });
    expect(await post(me, path, current)).toMatchObject({ status: 400, body: { errors: [MATRIX_VERSION_MESSAGES.sameAttachment] } });
    expect(await post(me, path, other.attachmentId)).toMatchObject({ status: 400, body: { errors: [MATRIX_VERSION_MESSAGES.alreadyInMatrix] } });

    const strangerLogin = await api.signUpAndIn();
    const stranger = matrixClient(api, strangerLogin.token);
    const theirs = await uploadAttachment(api, strangerLogin.token, 'theirs.txt', Buffer.from('Their own contract.'));
    expect(await post(me, path, theirs)).toMatchObject({ status: 400, body: { errors: [MATRIX_MESSAGES.attachmentNotFound(theirs)] } });
    expect((await post(stranger, path, theirs)).status).toBe(404);
    const strangerMatrix = (await stranger.createMatrix('Theirs')).id;
    expect((await post(stranger, `/api/matrices/${strangerMatrix}/documents/${distributorId}/versions`, theirs)).status).toBe(404);
    expect((await post(me, `/api/matrices/${matrixId}/documents/not-a-row/versions`, current)).status).toBe(404);
  });
});
