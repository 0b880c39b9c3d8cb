import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_TEST_ERROR_MESSAGE } from '@arcline/shared/contracts';
import { REQUEST_MESSAGES } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';

describe('foundation: the real stack end to end', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    ({ token } = await api.signUpAndIn());
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reports every dependency healthy', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    for (const name of ['database', 'temporal', 'blobStorage']) {
      expect(body.dependencies[name]).toMatchObject({ ok: true });
    }
  });

  it('runs the hello-world workflow through the worker and finds it in Temporal by its id', async () => {
    const res = await api.request('/api/test/hello-world?name=Ada', { token });
    expect(res.status).toBe(200);
    const { actionResult } = await res.json();
    expect(actionResult.greeting).toBe('Hello, Ada!');
    expect(actionResult.workflowId).toMatch(/^hello-world\/[0-9a-f-]{36}$/);

    const description = await api.temporal.workflow.getHandle(actionResult.workflowId).describe();
    expect(description.status.name).toBe('COMPLETED');
    expect(description.type).toBe('helloWorldWorkflow');
  });

  it('surfaces an asynchronous workflow failure as a 500 error envelope with its cause', async () => {
    const res = await api.request('/api/test/throw-async-error', { token });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.errors).toEqual([ASYNC_TEST_ERROR_MESSAGE]);
    expect(body.workflowId).toMatch(/^throw-async-error\//);
  });

  it('answers unknown API paths with a 404 error envelope and malformed JSON with 400', async () => {
    const missing = await api.request('/api/no-such-thing', { token });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: ['Not found.'] });

    const malformed = await api.request('/api/test/hello-world', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: [REQUEST_MESSAGES.malformedJson] });
  });

  it('validates query input with a 400', async () => {
    const res = await api.request(`/api/test/hello-world?name=${'x'.repeat(101)}`, { token });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveLength(1);
  });

  it('tags every response with a request id', async () => {
    const res = await api.request('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
