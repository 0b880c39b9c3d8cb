import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../../api/createApiClient';
import { SEND_RETRY_DELAY_MS, sendChatPrompt } from './sendChatPrompt';

/** A client answering each POST with the next of `answers`, recording the bodies it was sent. */
function clientAnswering(answers: ApiResult<unknown>[]) {
  const bodies: { requestKey: string; userPrompt: string }[] = [];
  const client = {
    async post(_path: string, body: unknown) {
      bodies.push(body as (typeof bodies)[number]);
      return answers.shift()!;
    },
  } as unknown as ApiClient;
  return { client, bodies };
}

const monitor: ApiResult<unknown> = { ok: true, status: 200, data: { actionResult: { type: 'monitor', pushNotificationTopicId: 'topic-1' } } };
const track = () => 'action-1';
const input = { userPrompt: 'Which law governs?', messages: [], attachments: [] };

describe('sendChatPrompt', () => {
  it('sends a lost request once more, 1 s later, with the same request key, so the question is asked once', async () => {
    const { client, bodies } = clientAnswering([{ ok: false, status: 502, errors: [] }, monitor]);
    const slept: number[] = [];
    const reply = await sendChatPrompt(input, { client, sleep: async (ms) => void slept.push(ms), track });
    expect(reply).toEqual({ kind: 'monitor', pushNotificationTopicId: 'topic-1' });
    expect(slept).toEqual([SEND_RETRY_DELAY_MS]);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.requestKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('sends at most twice, and never again after an answer of the server about the request (4xx)', async () => {
    const twice = clientAnswering([{ ok: false, status: 0, errors: [] }, { ok: false, status: 503, errors: [] }, monitor]);
    expect(await sendChatPrompt(input, { client: twice.client, sleep: async () => undefined, track })).toEqual({ kind: 'failed' });
    expect(twice.bodies).toHaveLength(2);
    const refused = clientAnswering([{ ok: false, status: 400, errors: ['Please enter a prompt.'] }, monitor]);
    expect(await sendChatPrompt(input, { client: refused.client, sleep: async () => undefined, track })).toEqual({ kind: 'failed' });
    expect(refused.bodies).toHaveLength(1);
  });

  it('gives each prompt a key of its own', async () => {
    const { client, bodies } = clientAnswering([monitor, monitor]);
    await sendChatPrompt(input, { client, sleep: async () => undefined, track });
    await sendChatPrompt(input, { client, sleep: async () => undefined, track });
    expect(bodies[0]!.requestKey).not.toBe(bodies[1]!.requestKey);
  });
});
