import { describe, expect, it } from 'vitest';
import { ApplicationFailure } from '@temporalio/activity';
import { Anthropic } from '@anthropic-ai/sdk';
import { classifyAiError, runAiCall, toActivityFailure } from './errors';

describe('AI error classification', () => {
  it('treats a connection failure as retryable', async () => {
    const client = new Anthropic({ apiKey: 'k', baseURL: 'http://127.0.0.1:9', maxRetries: 0, timeout: 2000 });
    const error = await client.messages.create({ model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'x' }] }).catch((caught: unknown) => caught);
    expect(classifyAiError(error)).toMatchObject({ retryable: true, kind: 'connection' });
    expect(toActivityFailure(error)).toMatchObject({ type: 'AiUnavailable', nonRetryable: false });
  });

  it("leaves errors that are not the AI's to the activity, and ApplicationFailures as they are", async () => {
    const bug = new TypeError('cannot read properties of undefined');
    expect(toActivityFailure(bug)).toBe(bug);
    const failure = ApplicationFailure.nonRetryable('gone', 'AttachmentMissing');
    expect(toActivityFailure(failure)).toBe(failure);
    await expect(runAiCall(async () => Promise.reject(bug))).rejects.toBe(bug);
    await expect(runAiCall(async () => 'answer')).resolves.toBe('answer');
  });
});
