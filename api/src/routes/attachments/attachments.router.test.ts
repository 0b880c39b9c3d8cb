// Route test of attachments.router.ts (POST /api/attachments/request-upload, POST /api/attachments/status).
// Deeper: tests/attachments.test.ts (the upload through the worker to COMPLETED, 409 duplicates, FAILED files, search).
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@arcline/shared';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('attachments.router', () => {
  const suite = routeSuite();
  const file = (overrides: Record<string, unknown> = {}) => {
    const text = `route test ${randomUUID()}`;
    return { name: 'notes.txt', size: text.length, type: 'text/plain', md5: createHash('md5').update(text).digest('hex'), ...overrides };
  };

  it('POST /api/attachments/request-upload answers 202 with the attachment id and a signed upload URL', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.post('/api/attachments/request-upload', token, file());
    expect(reply.status).toBe(202);
    expect(reply.body.actionResult).toMatchObject({ attachmentId: expect.stringMatching(/^[0-9a-f-]{36}$/), uploadUrl: expect.stringMatching(/^https?:\/\//) });
  });

  it('POST /api/attachments/request-upload answers 400 with the messages for a bad file description', async () => {
    const { token } = await suite.signIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'virus.exe' }, ATTACHMENT_MESSAGES.unsupported],
      [{ size: 0 }, ATTACHMENT_MESSAGES.sizeInvalid],
      [{ size: 'big' }, ATTACHMENT_MESSAGES.sizeInvalid],
      [{ size: ATTACHMENT_MAX_BYTES + 1 }, ATTACHMENT_MESSAGES.tooLarge],
      [{ md5: 'not-a-checksum' }, ATTACHMENT_MESSAGES.md5Invalid],
    ];
    for (const [overrides, message] of cases) {
      const reply = await suite.post('/api/attachments/request-upload', token, file(overrides));
      expect({ overrides, status: reply.status, body: reply.body }).toEqual({ overrides, status: 400, body: errorsOf(message) });
    }
    // A file without a name has no extension either: both messages.
    const nameless = await suite.post('/api/attachments/request-upload', token, file({ name: '' }));
    expect({ status: nameless.status, body: nameless.body }).toEqual({ status: 400, body: errorsOf(ATTACHMENT_MESSAGES.nameRequired, ATTACHMENT_MESSAGES.unsupported) });
  });

  it("POST /api/attachments/status answers the caller's attachments only: another user's and unknown ids are left out", async () => {
    const owner = await suite.signIn();
    const { attachmentId } = (await suite.post('/api/attachments/request-upload', owner.token, file())).body.actionResult;
    const mine = await suite.post('/api/attachments/status', owner.token, { attachmentIds: [attachmentId, randomUUID(), 'not-a-uuid'] });
    expect({ status: mine.status, body: mine.body }).toEqual({
      status: 200,
      body: { actionResult: [{ attachmentId, status: expect.stringMatching(/^(UPLOADING|QUEUED|PROCESSING)$/), error: null }] },
    });
    const stranger = await suite.signIn();
    const theirs = await suite.post('/api/attachments/status', stranger.token, { attachmentIds: [attachmentId] });
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: 200, body: { actionResult: [] } });
  });

  it('POST /api/attachments/status answers 400 when attachmentIds is not a list of ids', async () => {
    const { token } = await suite.signIn();
    for (const json of [{}, { attachmentIds: 'abc' }, { attachmentIds: [1] }]) {
      const reply = await suite.post('/api/attachments/status', token, json);
      expect({ json, status: reply.status, body: reply.body }).toEqual({ json, status: 400, body: errorsOf(ATTACHMENT_MESSAGES.idsRequired) });
    }
  });

  it('both need a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('POST', '/api/attachments/request-upload', file());
    await suite.expectUnauthenticated('POST', '/api/attachments/status', { attachmentIds: [] });
  });
});
