import { expect } from 'vitest';
import { PUSH_MESSAGE_TYPES, type PushNotification, type PushPayload } from '@arcline/shared';
import type { TestApi } from './testApi';

/** Polls a push topic like the client does until end-of-topic; its payloads in order, each once. */
export async function untilEndOfTopic(api: TestApi, token: string, topicId: string, timeoutMs = 45000): Promise<PushPayload[]> {
  const seen = new Map<string, PushNotification>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const query = new URLSearchParams({ topicIds: JSON.stringify([topicId]), lastNSeconds: '300' });
    const res = await api.request(`/api/push-notifications?${query}`, { token });
    expect(res.status).toBe(200);
    for (const notification of (await res.json()).collection as PushNotification[]) seen.set(notification.id, notification);
    const payloads = [...seen.values()].map((notification) => notification.payload);
    if (payloads.some((payload) => payload.type === PUSH_MESSAGE_TYPES.endOfTopic)) return payloads;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`topic ${topicId} did not end`);
}

/** A call answered with a monitor action (spec 01 §3), followed to the end of its topic. */
export async function monitoredCall(api: TestApi, token: string, pathname: string, json: unknown): Promise<{ topicId: string; payloads: PushPayload[] }> {
  const res = await api.request(pathname, { method: 'POST', json, token });
  const body = await res.json();
  expect({ status: res.status, body }).toEqual({ status: 200, body: { actionResult: { type: 'monitor', pushNotificationTopicId: expect.stringMatching(/^[0-9a-f-]{36}$/) } } });
  const topicId: string = body.actionResult.pushNotificationTopicId;
  return { topicId, payloads: await untilEndOfTopic(api, token, topicId) };
}
