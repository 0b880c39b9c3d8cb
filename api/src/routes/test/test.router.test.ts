// Route test of test.router.ts (GET /api/test/hello-world, GET /api/test/throw-async-error: the test endpoints of
// spec 01 §7, mounted in every deployment behind sign-in, so they are covered here rather than skipped).
// Deeper: tests/foundation.test.ts (the workflow found in Temporal by its id), tests/userActionTracing.test.ts.
import { describe, expect, it } from 'vitest';
import { routeSuite } from '@arcline/tests/harness/routeSuite';

describe('test.router', () => {
  const suite = routeSuite();

  it('GET /api/test/hello-world runs the workflow and answers its greeting; a bad name is a 400', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.get('/api/test/hello-world?name=Ada', token);
    expect(reply.status).toBe(200);
    expect(reply.body.actionResult).toMatchObject({ greeting: 'Hello, Ada!', workflowId: expect.stringMatching(/^hello-world\//) });
    const bad = await suite.get(`/api/test/hello-world?name=${'x'.repeat(101)}`, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.any(String)]);
  });

  it('GET /api/test/throw-async-error answers 500 with the workflow failure as an error envelope', async () => {
    const { token } = await suite.signIn();
    const reply = await suite.get('/api/test/throw-async-error', token);
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ workflowId: expect.any(String), errors: [expect.any(String)] });
  });

  it('both need a signed-in user (401)', async () => {
    await suite.expectUnauthenticated('GET', '/api/test/hello-world');
    await suite.expectUnauthenticated('GET', '/api/test/throw-async-error');
  });
});
