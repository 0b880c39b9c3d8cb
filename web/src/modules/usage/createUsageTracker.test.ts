import { describe, expect, it } from 'vitest';
import { USAGE_FLUSH_INTERVAL_MS, USAGE_LIMITS, type UserActionEvent } from '@arcline/shared';
import { createUsageTracker, type UsageTrackerDeps } from './createUsageTracker';

function harness(overrides: Partial<UsageTrackerDeps> = {}) {
  const sent: { events: UserActionEvent[]; keepalive: boolean }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let counter = 0;
  const tracker = createUsageTracker({
    send: async (events, { keepalive }) => {
      sent.push({ events, keepalive });
      return true;
    },
    canSend: () => true,
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    newId: () => `action-${++counter}`,
    setInterval: (callback, ms) => timers.push({ callback, ms }),
    ...overrides,
  });
  return { tracker, sent, timers };
}

describe('usage tracker', () => {
  it('returns the user action id it records and sends the events on flush', async () => {
    const { tracker, sent } = harness();
    const id = tracker.track('prompt-execute');
    tracker.track('full-document-cache-sync', { documentData: { documentId: 'doc-1' }, elapsedTime: 120 });
    await tracker.flush();
    expect(id).toBe('action-1');
    expect(sent).toEqual([
      {
        keepalive: false,
        events: [
          { type: 'prompt-execute', userActionId: 'action-1', eventTime: '2026-11-23T10:00:00.000Z' },
          { type: 'full-document-cache-sync', userActionId: 'action-2', eventTime: '2026-11-23T10:00:00.000Z', documentData: { documentId: 'doc-1' }, elapsedTime: 120 },
        ],
      },
    ]);
    await tracker.flush();
    expect(sent).toHaveLength(1);
  });

  it('hands out fresh action ids for untyped actions without recording an event', async () => {
    const told: string[] = [];
    const { tracker, sent, timers } = harness({ onTracked: (id) => told.push(id) });
    expect([tracker.actionId(), tracker.actionId()]).toEqual(['action-1', 'action-2']);
    expect(told).toEqual(['action-1', 'action-2']);
    await tracker.flush();
    expect(sent).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('flushes on a timer every few seconds, started by the first event', () => {
    const { tracker, timers } = harness();
    expect(timers).toHaveLength(0);
    tracker.track('prompt-execute');
    tracker.track('prompt-execute');
    expect(timers).toEqual([{ callback: expect.any(Function), ms: USAGE_FLUSH_INTERVAL_MS }]);
  });

  it('splits a large backlog into batches the server accepts', async () => {
    const { tracker, sent } = harness();
    for (let i = 0; i < USAGE_LIMITS.maxEventsPerBatch + 5; i++) tracker.track('change-context');
    await tracker.flush({ keepalive: true });
    expect(sent.map((batch) => [batch.events.length, batch.keepalive])).toEqual([
      [USAGE_LIMITS.maxEventsPerBatch, true],
      [5, true],
    ]);
  });

  it('keeps the events when the server refuses them, and while nobody is signed in', async () => {
    let accept = false;
    let signedIn = false;
    const { tracker, sent } = harness({
      send: async (events) => {
        sent.push({ events, keepalive: false });
        return accept;
      },
      canSend: () => signedIn,
    });
    tracker.track('review-document-click');
    await tracker.flush();
    expect(sent).toHaveLength(0);
    signedIn = true;
    await tracker.flush();
    accept = true;
    await tracker.flush();
    await tracker.flush();
    expect(sent.map((batch) => batch.events.map((event) => event.userActionId))).toEqual([['action-1'], ['action-1']]);
  });
});
