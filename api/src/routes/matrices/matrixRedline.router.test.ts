// Route test of matrixRedline.router.ts (POST /api/matrices/:id/playbook-columns, POST /api/matrices/:id/redline).
// Deeper: tests/matrixRedline.test.ts (the zip of tracked-change .docx files, overlapping topics, the verdict columns'
// cells), tests/playbooks.redline.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, MATRIX_REDLINE_MESSAGES, PLAYBOOK_MESSAGES, PLAYBOOK_VERDICTS } from '@arcline/shared';
import { errorsOf, routeSuite, type Caller } from '@arcline/tests/harness/routeSuite';
import { governingLawPlaybook } from '@arcline/tests/harness/playbookInput';

const PLAYBOOK = governingLawPlaybook('Route test playbook');

describe('matrixRedline.router', () => {
  const suite = routeSuite();

  /** An admin's matrix with one document, and a playbook of their company. */
  async function setUp(): Promise<{ me: Caller; matrixId: string; documentId: string; playbookId: string }> {
    const me = await suite.signIn({ admin: true });
    const playbookId: string = (await suite.post('/api/admin/playbooks', me.token, PLAYBOOK)).body.entity.id;
    const matrixId: string = (await suite.post('/api/matrices', me.token, { name: 'Redline' })).body.entity.id;
    const [attachmentId] = await suite.indexedAttachments(me.user, 1);
    const documentId: string = (await suite.post('/api/matrices/documents', me.token, { matrixId, documents: [{ attachmentId }] })).body.entity.documents[0].id;
    return { me, matrixId, documentId, playbookId };
  }

  it('POST /api/matrices/:id/playbook-columns adds one list column per topic (201)', async () => {
    const { me, matrixId, playbookId } = await setUp();
    const reply = await suite.post(`/api/matrices/${matrixId}/playbook-columns`, me.token, { playbookId });
    expect(reply.status).toBe(201);
    expect(reply.body.entity.columns).toEqual([
      expect.objectContaining({ name: 'Governing law', queryType: 'CUSTOM', matrixId, answerKind: 'list', answerOptions: [...PLAYBOOK_VERDICTS] }),
    ]);
    const bad = await suite.post(`/api/matrices/${matrixId}/playbook-columns`, me.token, { playbookId: 'x' });
    expect({ status: bad.status, body: bad.body }).toEqual({ status: 400, body: errorsOf(MATRIX_REDLINE_MESSAGES.playbookIdRequired) });
  });

  it('POST /api/matrices/:id/redline answers 202 with the request id and push topic; bad selections are 400s', async () => {
    const { me, matrixId, documentId, playbookId } = await setUp();
    const reply = await suite.post(`/api/matrices/${matrixId}/redline`, me.token, { playbookId, documentIds: [documentId] });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 202,
      body: { actionResult: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), pushNotificationTopicId: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    });
    const none = await suite.post(`/api/matrices/${matrixId}/redline`, me.token, { playbookId, documentIds: [] });
    expect({ status: none.status, body: none.body }).toEqual({ status: 400, body: errorsOf(MATRIX_REDLINE_MESSAGES.documentsRequired) });
    const foreign = randomUUID();
    const elsewhere = await suite.post(`/api/matrices/${matrixId}/redline`, me.token, { playbookId, documentIds: [foreign] });
    expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({ status: 400, body: errorsOf(MATRIX_REDLINE_MESSAGES.documentNotInMatrix(foreign)) });
  });

  it("another company's matrix is a 404; another company's playbook is 404 'Playbook not found.'", async () => {
    const owner = await setUp();
    const stranger = await setUp();
    const body = { playbookId: stranger.playbookId, documentIds: [stranger.documentId] };
    for (const path of [`/api/matrices/${owner.matrixId}/redline`, `/api/matrices/${owner.matrixId}/playbook-columns`, '/api/matrices/not-a-matrix/redline']) {
      const reply = await suite.post(path, stranger.me.token, body);
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    }
    for (const path of [`/api/matrices/${stranger.matrixId}/redline`, `/api/matrices/${stranger.matrixId}/playbook-columns`]) {
      const reply = await suite.post(path, stranger.me.token, { ...body, playbookId: owner.playbookId });
      expect({ path, status: reply.status, body: reply.body }).toEqual({ path, status: 404, body: errorsOf(PLAYBOOK_MESSAGES.notFound) });
    }
  });

  it('both need a signed-in user (401)', async () => {
    const id = randomUUID();
    await suite.expectUnauthenticated('POST', `/api/matrices/${id}/playbook-columns`, { playbookId: id });
    await suite.expectUnauthenticated('POST', `/api/matrices/${id}/redline`, { playbookId: id, documentIds: [id] });
  });
});
