// Route test of matrixAsk.router.ts (POST /api/matrices/:id/ask, "Ask the matrix").
// Deeper: tests/matrixAsk.test.ts (answers from the columns with citations, filters, honest refusals),
// tests/matrixAskModel.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_MESSAGES, MATRIX_ASK_MESSAGES } from '@arcline/shared';
import { untilEndOfTopic } from '@arcline/tests/harness/pushTopics';
import { errorsOf, routeSuite } from '@arcline/tests/harness/routeSuite';

describe('matrixAsk.router', () => {
  const suite = routeSuite();
  const QUESTION = { question: 'Which contracts are governed by Texas law?' };

  it('answers 202 with the push topic the answer arrives on, which ends', async () => {
    const me = await suite.signIn();
    const matrixId: string = (await suite.post('/api/matrices', me.token, { name: 'Ask' })).body.entity.id;
    const reply = await suite.post(`/api/matrices/${matrixId}/ask`, me.token, QUESTION);
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 202, body: { actionResult: { pushNotificationTopicId: expect.stringMatching(/^[0-9a-f-]{36}$/) } } });
    const payloads = await untilEndOfTopic(suite.api, me.token, reply.body.actionResult.pushNotificationTopicId);
    expect(payloads.length).toBeGreaterThan(1);
  });

  it('answers 400 with the message for an empty or too long question', async () => {
    const me = await suite.signIn();
    const matrixId: string = (await suite.post('/api/matrices', me.token, { name: 'Ask' })).body.entity.id;
    const empty = await suite.post(`/api/matrices/${matrixId}/ask`, me.token, { question: '  ' });
    expect({ status: empty.status, body: empty.body }).toEqual({ status: 400, body: errorsOf(MATRIX_ASK_MESSAGES.questionRequired) });
    const long = await suite.post(`/api/matrices/${matrixId}/ask`, me.token, { question: 'x'.repeat(100_000) });
    expect({ status: long.status, body: long.body }).toEqual({ status: 400, body: errorsOf(MATRIX_ASK_MESSAGES.questionTooLong) });
  });

  it("another company's matrix, an unknown and a malformed id are a 404", async () => {
    const owner = await suite.signIn();
    const matrixId: string = (await suite.post('/api/matrices', owner.token, { name: 'Ask' })).body.entity.id;
    const stranger = await suite.signIn();
    for (const id of [matrixId, randomUUID(), 'not-a-matrix']) {
      const reply = await suite.post(`/api/matrices/${id}/ask`, stranger.token, QUESTION);
      expect({ id, status: reply.status, body: reply.body }).toEqual({ id, status: 404, body: errorsOf(HTTP_ERROR_MESSAGES[404]) });
    }
  });

  it('needs a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('POST', `/api/matrices/${randomUUID()}/ask`, QUESTION);
  });
});
