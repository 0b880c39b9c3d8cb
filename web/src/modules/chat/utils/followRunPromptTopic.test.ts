import { describe, expect, it, vi } from 'vitest';
import { CHAT_ERROR_MESSAGE, type PushNotification } from '@arcline/shared';
import { PushPoller } from '../../push/PushPoller';
import type { ChatAction } from '../state/chatReducer';
import { followRunPromptTopic } from './followRunPromptTopic';

function pollerDelivering(batches: PushNotification[][]) {
  let tick: (() => void) | undefined;
  const poller = new PushPoller(
    async () => ({ ok: true, notifications: batches.shift() ?? [] }),
    { now: () => 0, setTimeout: (callback) => ((tick = callback), 1), clearTimeout: () => (tick = undefined) },
    { warn: vi.fn(), error: vi.fn() },
  );
  return { poller, next: async () => (tick?.(), await new Promise((resolve) => setTimeout(resolve, 0))) };
}

const note = (id: string, payload: Record<string, unknown>): PushNotification =>
  ({ id, topicId: 'topic', payload, createdAt: '' }) as PushNotification;

describe('followRunPromptTopic', () => {
  it('shows progress, then replaces the waiting item with the cited answer', async () => {
    const { poller, next } = pollerDelivering([
      [note('1', { type: 'progress-update', status: 1, total: 2, message: 'Reasoning' })],
      [
        note('2', {
          type: 'run-prompt-response',
          action: { chatMessage: 'The law of Delaware governs.', citations: [{ quote: 'laws of Delaware', verified: true }], engine: 'local' },
        }),
        note('3', { type: 'end-of-topic' }),
      ],
    ]);
    const actions: ChatAction[] = [];
    followRunPromptTopic(poller, 'topic', 'w1', (action) => actions.push(action));
    await next();
    expect(actions[0]).toEqual({ type: 'updateWaiting', waitingId: 'w1', message: 'Reasoning', progress: 50 });
    await next();
    expect(actions).toHaveLength(2);
    expect(actions[1]).toMatchObject({
      type: 'replaceWaiting',
      waitingId: 'w1',
      replacement: { type: 'chat-response-only', chatMessage: 'The law of Delaware governs.', engine: 'local', citations: [{ verified: true }] },
    });
    expect(poller.isRunning).toBe(false);
  });

  it('turns an error-response into the error item, and a silent end into the chat error', async () => {
    const failing = pollerDelivering([[note('1', { type: 'error-response', chatMessage: 'Web research needs Claude.' }), note('2', { type: 'end-of-topic' })]]);
    const actions: ChatAction[] = [];
    followRunPromptTopic(failing.poller, 'topic', 'w1', (action) => actions.push(action));
    await failing.next();
    expect(actions).toEqual([expect.objectContaining({ replacement: expect.objectContaining({ type: 'error', chatMessage: 'Web research needs Claude.' }) })]);

    const silent = pollerDelivering([[note('1', { type: 'end-of-topic' })]]);
    const more: ChatAction[] = [];
    followRunPromptTopic(silent.poller, 'topic', 'w2', (action) => more.push(action));
    await silent.next();
    expect(more).toEqual([expect.objectContaining({ replacement: expect.objectContaining({ type: 'error', chatMessage: CHAT_ERROR_MESSAGE }) })]);
  });
});
