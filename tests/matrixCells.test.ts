import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { Client, Connection, WorkflowNotFoundError } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { ApplicationFailure } from '@temporalio/activity';
import { HIGHLIGHT_END, HIGHLIGHT_START, MATRIX_MESSAGES, highlightedQuote, type MatrixDetail } from '@arcline/shared';
import {
  SEARCH_ATTRIBUTES,
  WORKFLOW_TYPES,
  matrixCellWorkflowId,
  type MatrixCellFailure,
  type MatrixCellWorkflowInput,
  type MatrixCellWorkflowResult,
} from '@arcline/shared/contracts';
import type { createMatrixActivities } from '../activities/src/matrix/matrixActivities';
import { matrixWorkflowsPath } from '@arcline/worker/matrixWorker';
import { normalizeForQuote } from '../activities/src/ai/quotes';
import { startTestApi, type TestApi } from './harness/testApi';
import './harness/stackEnv';
import { CONTRACTS, matrixClient, readContract, uploadAttachment, uploadContracts, waitForAttachment } from './matrixSupport';

type MatrixActivities = ReturnType<typeof createMatrixActivities>;

describe('matrix-cell workflows on the real stack with the offline engine', () => {
  let api: TestApi;
  let db: pg.Pool;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let temporal: Client;
  let connection: Connection;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    ({ token } = await api.signUpAndIn());
    me = matrixClient(api, token);
    connection = await Connection.connect({ address: api.config.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: api.config.TEMPORAL_NAMESPACE });
  });
  afterAll(async () => {
    await connection?.close();
    await db?.end();
    await api?.close();
  });

  const describeCell = (elementId: string) => temporal.workflow.getHandle(matrixCellWorkflowId(elementId)).describe();
  const cellsOf = (detail: MatrixDetail) => detail.rows.flatMap((row) => Object.values(row.cells));

  /** The cell's run reaches one of `statuses`; its matrix-fanout starts it a moment after the command answers. */
  async function waitForStatus(elementId: string, statuses: string[], timeoutMs = 20000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await describeCell(elementId).then(
        (description) => description.status.name,
        (error: unknown) => {
          if (error instanceof WorkflowNotFoundError) return 'NOT_STARTED';
          throw error;
        },
      );
      if (statuses.includes(status)) return status;
      if (Date.now() > deadline) throw new Error(`${matrixCellWorkflowId(elementId)} is ${status}, not ${statuses.join(' or ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * A deleted cell's run ends: cancelled, or, when its retry happened to read the database between the delete's commit
   * and the cancel request, completed as superseded without storing anything.
   */
  async function expectEnded(elementId: string): Promise<void> {
    const status = await waitForStatus(elementId, ['CANCELED', 'CANCELLED', 'COMPLETED']);
    if (status === 'COMPLETED') {
      expect(await temporal.workflow.getHandle(matrixCellWorkflowId(elementId)).result()).toEqual({ outcome: 'superseded' });
    }
  }

  it('answers every cell of three real contracts × template and custom columns, with verbatim quotes', async () => {
    const names = CONTRACTS.slice(0, 3);
    const attachmentIds = await uploadContracts(api, token, names);
    const matrix = await me.createMatrix('Three contracts');
    await me.addDocuments(matrix.id, attachmentIds);
    const law = await me.addTemplateColumn(matrix.id, 'Governing Law');
    await me.addTemplateColumn(matrix.id, 'Parties');
    await me.addTemplateColumn(matrix.id, 'Agreement Date');
    await me.addColumn(matrix.id, { name: 'Termination notice', queryType: 'CUSTOM', customQuery: 'How many days of notice are needed to terminate?' });

    const detail = await me.waitUntilSettled(matrix.id);
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: 12, failed: 0 });
    expect(Date.parse(detail.aggregatedResultStatus.lastDataUpdate!)).toBeGreaterThan(Date.parse(matrix.createdAt));

    const distributor = detail.rows.find((row) => row.document.name === CONTRACTS[0])!;
    expect(distributor.cells[law.id]!.refineResult).toBe('Texas');

    for (const row of detail.rows) {
      const text = normalizeForQuote(readContract(row.document.name).toString('utf8'));
      for (const cell of Object.values(row.cells)) {
        const element = (await me.call('GET', `/api/matrices/elements/${cell.id}`)).body.entity;
        expect(element.status).toBe('COMPLETED');
        expect(element.result).toEqual(expect.any(String));
        if (!element.referenceResult) continue;
        expect(element.referenceResult).toContain(HIGHLIGHT_START);
        expect(element.referenceResult).toContain(HIGHLIGHT_END);
        expect(text).toContain(normalizeForQuote(highlightedQuote(element.referenceResult)));
      }
    }

    const sample = cellsOf(detail)[0]!;
    const description = await describeCell(sample.id);
    expect(description.type).toBe(WORKFLOW_TYPES.matrixCell);
    expect(description.status.name).toBe('COMPLETED');
    expect(description.searchAttributes[SEARCH_ATTRIBUTES.matrixId]).toEqual([matrix.id]);
    expect(description.searchAttributes[SEARCH_ATTRIBUTES.userId]).toHaveLength(1);
    expect(description.searchAttributes[SEARCH_ATTRIBUTES.documentId]).toHaveLength(1);
  });

  it('recalculates a cell: PROCESSING again under a new generation, then COMPLETED by a new run', async () => {
    const [attachmentId] = await uploadContracts(api, token, CONTRACTS.slice(0, 1));
    const matrix = await me.createMatrix('Recalculate');
    await me.addDocuments(matrix.id, [attachmentId!]);
    await me.addTemplateColumn(matrix.id, 'Governing Law');
    const settled = await me.waitUntilSettled(matrix.id);
    const cell = cellsOf(settled)[0]!;
    const firstRun = (await describeCell(cell.id)).runId;
    const before = (await db.query('select generation, refine_result from matrix_elements where id = $1', [cell.id])).rows[0];

    const restarted = await me.call('POST', '/api/matrices/elements/recalculate', { id: cell.id });
    expect(restarted.body.entity.status).toBe('PROCESSING');
    const after = await me.waitUntilSettled(matrix.id);
    expect(cellsOf(after)[0]).toMatchObject({ id: cell.id, status: 'COMPLETED', refineResult: before.refine_result });
    const row = (await db.query('select generation from matrix_elements where id = $1', [cell.id])).rows[0];
    expect(row.generation).not.toBe(before.generation);
    expect((await describeCell(cell.id)).runId).not.toBe(firstRun);
  });

  it('re-runs a column whose query changed', async () => {
    const [attachmentId] = await uploadContracts(api, token, CONTRACTS.slice(0, 1));
    const matrix = await me.createMatrix('Edit column');
    await me.addDocuments(matrix.id, [attachmentId!]);
    const column = await me.addTemplateColumn(matrix.id, 'Governing Law');
    const before = cellsOf(await me.waitUntilSettled(matrix.id))[0]!;
    const agreementDate = (await me.templates()).find((template) => template.name === 'Agreement Date')!;
    await me.call('PUT', `/api/matrices/columns/${column.id}`, { name: 'Date', queryType: 'GLOBAL_TEMPLATE', matrixQueryId: agreementDate.id });
    const after = cellsOf(await me.waitUntilSettled(matrix.id))[0]!;
    expect(after.id).toBe(before.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.refineResult).not.toBe(before.refineResult);
  });

  it('waits for a document still being uploaded, and cancels its cells when the document is deleted', async () => {
    const bytes = readContract(CONTRACTS[3]);
    // Requested but never sent: the attachment stays QUEUED and its cells wait for its text.
    const attachmentId = await uploadAttachment(api, token, `pending-${randomUUID()}.txt`, Buffer.concat([bytes, Buffer.from(randomUUID())]), { put: false });
    const matrix = await me.createMatrix('Delete while running');
    const [document] = await me.addDocuments(matrix.id, [attachmentId]);
    await me.addTemplateColumn(matrix.id, 'Parties');
    const cell = cellsOf(await me.detail(matrix.id))[0]!;
    expect(cell.status).toBe('PROCESSING');
    expect(await waitForStatus(cell.id, ['RUNNING'])).toBe('RUNNING');

    expect((await me.call('DELETE', `/api/matrices/documents/${document!.id}`)).status).toBe(204);
    await expectEnded(cell.id);
    expect((await db.query('select count(*)::int as n from matrix_elements where id = $1', [cell.id])).rows[0].n).toBe(0);
  });

  it('cancels the running cells of a deleted column and of a deleted matrix', async () => {
    const waiting = await uploadAttachment(api, token, `pending-${randomUUID()}.txt`, Buffer.from(`text ${randomUUID()}`), { put: false });
    const matrix = await me.createMatrix('Delete matrix while running');
    await me.addDocuments(matrix.id, [waiting]);
    const column = await me.addTemplateColumn(matrix.id, 'Parties');
    await me.addTemplateColumn(matrix.id, 'Governing Law');
    const detail = await me.detail(matrix.id);
    const [inColumn, other] = [detail.rows[0]!.cells[column.id]!, Object.values(detail.rows[0]!.cells).find((cell) => cell.id !== detail.rows[0]!.cells[column.id]!.id)!];
    await waitForStatus(inColumn.id, ['RUNNING']);
    await waitForStatus(other.id, ['RUNNING']);

    await me.call('DELETE', `/api/matrices/columns/${column.id}`);
    await expectEnded(inColumn.id);
    expect((await describeCell(other.id)).status.name).toBe('RUNNING');

    await me.call('DELETE', `/api/matrices/${matrix.id}`);
    await expectEnded(other.id);
  });

  it('fails the cells of a document that could not be read, with the reason', async () => {
    const bytes = new TextEncoder().encode(`not really a word document ${randomUUID()}`);
    const attachmentId = await uploadAttachment(api, token, 'broken.docx', bytes, { type: 'application/octet-stream' });
    const attachment = await waitForAttachment(api, token, attachmentId);
    expect(attachment.status).toBe('FAILED');
    const matrix = await me.createMatrix('Unreadable');
    await me.addDocuments(matrix.id, [attachmentId]);
    await me.addTemplateColumn(matrix.id, 'Parties');
    const detail = await me.waitUntilSettled(matrix.id);
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: 0, failed: 1 });
    const element = (await me.call('GET', `/api/matrices/elements/${cellsOf(detail)[0]!.id}`)).body.entity;
    expect(element).toMatchObject({ status: 'FAILED', error: MATRIX_MESSAGES.documentFailed(attachment.error) });
  });
});

describe('matrixCellWorkflow with stub activities', () => {
  let nativeConnection: NativeConnection;
  let connection: Connection;
  let client: Client;

  beforeAll(async () => {
    const address = inject('stackEnv').TEMPORAL_ADDRESS;
    nativeConnection = await NativeConnection.connect({ address });
    connection = await Connection.connect({ address });
    client = new Client({ connection });
  });
  afterAll(async () => {
    await connection?.close();
    await nativeConnection?.close();
  });

  /** Runs one cell workflow on its own task queue against the given activities; answers its result and the stored failures. */
  async function runCell(activities: Partial<MatrixActivities>, input: Partial<MatrixCellWorkflowInput> = {}) {
    const taskQueue = `matrix-test-${randomUUID()}`;
    const failures: { generation: string; failure: MatrixCellFailure }[] = [];
    const worker = await Worker.create({
      connection: nativeConnection,
      taskQueue,
      workflowsPath: matrixWorkflowsPath,
      activities: {
        beginMatrixCell: async () => ({ generation: 'generation-1', document: { state: 'ready' as const } }),
        awaitMatrixCellDocument: async () => ({ state: 'ready' as const }),
        computeMatrixCell: async () => ({ stored: true }),
        failMatrixCell: async (_elementId: string, generation: string, failure: MatrixCellFailure) => {
          failures.push({ generation, failure });
          return { stored: true };
        },
        ...activities,
      },
    });
    const result = await worker.runUntil(
      client.workflow.execute<(input: MatrixCellWorkflowInput) => Promise<MatrixCellWorkflowResult>>(WORKFLOW_TYPES.matrixCell, {
        taskQueue,
        workflowId: matrixCellWorkflowId(randomUUID()),
        args: [{ elementId: randomUUID(), documentWaitMinutes: 1, ...input }],
      }),
    );
    return { result, failures };
  }

  it('completes when the answer is stored, and is superseded when a newer generation owns the cell', async () => {
    expect((await runCell({})).result).toEqual({ outcome: 'completed' });
    expect((await runCell({ computeMatrixCell: async () => ({ stored: false }) })).result).toEqual({ outcome: 'superseded' });
    expect((await runCell({ beginMatrixCell: async () => ({ generation: null }) })).result).toEqual({ outcome: 'superseded' });
  });

  it('stores a failure a user can read when the AI refuses for good, without retrying', async () => {
    let calls = 0;
    const { result, failures } = await runCell({
      computeMatrixCell: async () => {
        calls += 1;
        throw ApplicationFailure.nonRetryable('The request is too large for the Claude API (413).', 'AiInvalidRequest');
      },
    });
    expect(result).toEqual({ outcome: 'failed' });
    expect(calls).toBe(1);
    expect(failures).toEqual([{ generation: 'generation-1', failure: { reason: 'explained', message: 'The request is too large for the Claude API (413).' } }]);
  });

  it('retries a transient AI failure', async () => {
    let calls = 0;
    const { result } = await runCell({
      computeMatrixCell: async () => {
        calls += 1;
        if (calls === 1) throw ApplicationFailure.retryable('The Claude API is overloaded (529).', 'AiUnavailable');
        return { stored: true };
      },
    });
    expect(result).toEqual({ outcome: 'completed' });
    expect(calls).toBe(2);
  });

  it('gives up on a document that never becomes ready, with a message to recalculate', async () => {
    const { result, failures } = await runCell(
      {
        beginMatrixCell: async () => ({ generation: 'generation-1', document: { state: 'pending' as const } }),
        awaitMatrixCellDocument: async () => {
          throw ApplicationFailure.retryable('The document is queued.', 'MatrixDocumentNotReady');
        },
      },
      { documentWaitMinutes: 0.05 },
    );
    expect(result).toEqual({ outcome: 'failed' });
    expect(failures).toEqual([{ generation: 'generation-1', failure: { reason: 'documentNotReady' } }]);
  });

  it('waits for a pending document, and fails a cell whose document failed with the document\'s reason', async () => {
    const waited = await runCell({
      beginMatrixCell: async () => ({ generation: 'generation-1', document: { state: 'pending' as const } }),
      awaitMatrixCellDocument: async () => ({ state: 'ready' as const }),
    });
    expect(waited.result).toEqual({ outcome: 'completed' });
    const { result, failures } = await runCell({
      beginMatrixCell: async () => ({ generation: 'generation-1', document: { state: 'failed' as const, message: 'Unreadable.' } }),
    });
    expect(result).toEqual({ outcome: 'failed' });
    expect(failures).toEqual([{ generation: 'generation-1', failure: { reason: 'explained', message: 'Unreadable.' } }]);
  });
});
