// Route test of matrixVersions.router.ts (POST /api/matrices/:id/documents/:documentId/versions, "Upload new version").
// Deeper: tests/matrixVersions.test.ts (the row recomputed in a fan-out, previous answers kept, changed cells marked,
// another user's file).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, MATRIX_VERSION_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite, type Caller } from '@arcline/tests/harness/routeSuite';

describe('matrixVersions.router', () => {
  const suite = routeSuite();

  /** A matrix of the caller with two documents, and a third attachment to be the new version. */
  async function matrixOf(caller: Caller) {
    const [first, second, next] = await suite.indexedAttachments(caller.user, 3);
    const matrixId: string = (await suite.post('/api/matrices', caller.token, { name: 'Versions' })).body.entity.id;
    const documents = (await suite.post('/api/matrices/documents', caller.token, { matrixId, documents: [{ attachmentId: first }, { attachmentId: second }] })).body.entity.documents;
    const row = documents.find((document: { attachmentId: string }) => document.attachmentId === first);
    return { matrixId, row, second: second!, next: next!, path: `/api/matrices/${matrixId}/documents/${row.id}/versions` };
  }

  it('answers 201 with the row’s new version; the row then holds the new file', async () => {
    const me = await suite.signIn();
    const { matrixId, row, next, path } = await matrixOf(me);
    const reply = await suite.post(path, me.token, { attachmentId: next });
    expect(reply.status).toBe(201);
    expect(reply.body.entity).toEqual(expect.any(Object));
    const rows = (await suite.get(`/api/matrices/${matrixId}`, me.token)).body.entity.rows as { document: { id: string; attachmentId: string } }[];
    expect(rows.find((candidate) => candidate.document.id === row.id)?.document.attachmentId).toBe(next);
  });

  it('answers 400 with the message for a malformed id, the current file, or a file already in the matrix', async () => {
    const me = await suite.signIn();
    const { row, second, path } = await matrixOf(me);
    const cases: [unknown, string][] = [
      ['nope', MATRIX_VERSION_MESSAGES.attachmentIdRequired],
      [row.attachmentId, MATRIX_VERSION_MESSAGES.sameAttachment],
      [second, MATRIX_VERSION_MESSAGES.alreadyInMatrix],
    ];
    for (const [attachmentId, message] of cases) {
      const reply = await suite.post(path, me.token, { attachmentId });
      expect({ attachmentId, status: reply.status, body: reply.body }).toEqual({ attachmentId, status: 400, body: errorsOf(message) });
    }
  });

  it("another company's matrix or an unknown row is a 404", async () => {
    const owner = await suite.signIn();
    const { matrixId, next, path } = await matrixOf(owner);
    const stranger = await suite.signIn();
    const [theirs] = await suite.indexedAttachments(stranger.user, 1);
    for (const [token, target, attachmentId] of [
      [stranger.token, path, theirs],
      [owner.token, `/api/matrices/${matrixId}/documents/${randomUUID()}/versions`, next],
      [owner.token, `/api/matrices/${matrixId}/documents/not-a-row/versions`, next],
    ] as const) {
      const reply = await suite.post(target, token, { attachmentId });
      expect({ target, status: reply.status, body: reply.body }).toEqual({ target, status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    }
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('POST', `/api/matrices/${randomUUID()}/documents/${randomUUID()}/versions`, { attachmentId: randomUUID() });
  });
});
