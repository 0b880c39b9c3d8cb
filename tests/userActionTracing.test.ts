import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { USER_ACTION_HEADER } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, USER_ACTION_MEMO_KEY, matrixCellWorkflowId, processAttachmentWorkflowId } from '@arcline/shared/contracts';
import { startTestApi, type TestApi } from './harness/testApi';

/**
 * Issue 26 item 7: every workflow a user action starts carries ArclineUserActionId, attachments' and matrix cells'
 * included (cells are started by the fan-out, outside the request), and the worker's error reports carry the user
 * action id of the workflow they happened in.
 */
describe('user actions followed into attachments, matrix cells and worker errors', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const describeWorkflow = async (workflowId: string) => {
    const description = await api.temporal.workflow.getHandle(workflowId).describe();
    return { userActionIds: description.searchAttributes[SEARCH_ATTRIBUTES.userActionId], memo: await description.memo };
  };

  it('tags process-attachment/{id} with the upload request’s user action', async () => {
    const { token } = await api.signUpAndIn();
    const userActionId = randomUUID();
    const bytes = Buffer.from(`traced ${randomUUID()}`);
    const res = await api.request('/api/attachments/request-upload', {
      method: 'POST',
      token,
      headers: { [USER_ACTION_HEADER]: userActionId },
      json: { name: 'traced.txt', size: bytes.length, type: 'text/plain', md5: createHash('md5').update(bytes).digest('hex') },
    });
    expect(res.status).toBe(202);
    const { attachmentId } = (await res.json()).actionResult as { attachmentId: string };
    expect(await describeWorkflow(processAttachmentWorkflowId(attachmentId))).toMatchObject({ userActionIds: [userActionId], memo: { [USER_ACTION_MEMO_KEY]: userActionId } });
  });

  it("tags every matrix-cell/{elementId} with the user action of the command that created its generation", async () => {
    const { token, user } = await api.signUpAndIn();
    const matrixCall = async (route: string, userActionId: string, json: unknown) => {
      const res = await api.request(`/api/matrices${route}`, { method: 'POST', token, json, headers: { [USER_ACTION_HEADER]: userActionId } });
      return (await res.json()).entity;
    };
    // Documents still being indexed: their cells wait for the text, so they stay in flight while the test looks.
    const attachmentIds = [randomUUID(), randomUUID()];
    for (const attachmentId of attachmentIds) {
      await api.sequelize.query(
        `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status)
         values ($1, $2, 'waiting.txt', 1, 'text/plain', $3, $4, 'PROCESSING')`,
        { bind: [attachmentId, user.id, attachmentId.replaceAll('-', ''), `test/${attachmentId}`] },
      );
    }
    const [create, documents, column] = [randomUUID(), randomUUID(), randomUUID()];
    const matrixId = (await matrixCall('', create, { name: 'Traced' })).id as string;
    await matrixCall('/documents', documents, { matrixId, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) });
    await matrixCall('/columns', column, { matrixId, name: 'Parties', queryType: 'CUSTOM', customQuery: 'Who are the parties?' });

    const cells = async () =>
      api.sequelize.query<{ id: string; dispatched: boolean }>('select id, dispatched from matrix_elements where matrix_id = $1', { bind: [matrixId], type: QueryTypes.SELECT });
    const deadline = Date.now() + 30000;
    while ((await cells()).some((cell) => !cell.dispatched)) {
      if (Date.now() > deadline) throw new Error('the cells were never dispatched');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const described = await Promise.all((await cells()).map((cell) => describeWorkflow(matrixCellWorkflowId(cell.id))));
    expect(described).toHaveLength(2);
    for (const cell of described) expect(cell).toMatchObject({ userActionIds: [column], memo: { [USER_ACTION_MEMO_KEY]: column } });
    await api.request(`/api/matrices/${matrixId}`, { method: 'DELETE', token });
  });

  it('stores the worker’s report of a failed activity with the user action id of its workflow', async () => {
    const { token } = await api.signUpAndIn();
    const userActionId = randomUUID();
    const res = await api.request('/api/test/throw-async-error', { token, headers: { [USER_ACTION_HEADER]: userActionId } });
    expect(res.status).toBe(500);
    const { workflowId } = (await res.json()) as { workflowId: string };
    expect(await describeWorkflow(workflowId)).toMatchObject({ userActionIds: [userActionId] });

    const reports = async () =>
      api.sequelize.query<{ source: string; workflow_id: string; user_action_id: string | null }>(
        `select source, workflow_id, user_action_id from error_reports where workflow_id = $1`,
        { bind: [workflowId], type: QueryTypes.SELECT },
      );
    const deadline = Date.now() + 15000;
    while ((await reports()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await reports()).toEqual([{ source: 'worker', workflow_id: workflowId, user_action_id: userActionId }]);
  });
});
