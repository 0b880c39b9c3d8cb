import { describe, expect, it, vi } from 'vitest';
import type { PushNotification } from '@arcline/shared';
import { PushPoller, type FetchNotifications, type PollerClock } from './PushPoller';

class ManualClock implements PollerClock {
  time = 0;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 1;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, callback, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };
  get pending() {
    return this.timers.length;
  }
  async advance(ms: number) {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const note = (id: string, topicId: string, type: string, extra: Record<string, unknown> = {}): PushNotification => ({
  id,
  topicId,
  payload: { type: type as PushNotification['payload']['type'], ...extra },
  createdAt: new Date(0).toISOString(),
});

function setup(responses: Awaited<ReturnType<FetchNotifications>>[]) {
  const clock = new ManualClock();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const calls: { topicIds: string[]; lastNSeconds: number; after?: string }[] = [];
  const fetch: FetchNotifications = async (topicIds, lastNSeconds, after) => {
    calls.push(after === undefined ? { topicIds, lastNSeconds } : { topicIds, lastNSeconds, after });
    return responses.shift() ?? { ok: true, notifications: [] };
  };
  return { clock, logger, calls, poller: new PushPoller(fetch, clock, logger) };
}

describe('PushPoller', () => {
  it('polls every 2000 ms with lastNSeconds = 1 + seconds since the last successful poll, rounded up', async () => {
    const { clock, calls, poller } = setup([{ ok: true, notifications: [] }, { ok: false, status: 503 }, { ok: true, notifications: [] }]);
    poller.subscribe('t1', {});
    await clock.advance(1999);
    expect(calls).toHaveLength(0);
    await clock.advance(1);
    expect(calls[0]).toEqual({ topicIds: ['t1'], lastNSeconds: 3 });
    await clock.advance(2000);
    expect(calls[1]!.lastNSeconds).toBe(3);
    await clock.advance(2000); // the previous poll failed: the window grows from the last success
    expect(calls[2]!.lastNSeconds).toBe(5);
  });

  it('logs a failed poll with its status and retries', async () => {
    const { clock, logger, calls, poller } = setup([{ ok: false, status: 500 }]);
    poller.subscribe('t1', {});
    await clock.advance(2000);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('500'));
    await clock.advance(2000);
    expect(calls).toHaveLength(2);
  });

  it('delivers each notification once to the handler of its topic and type, dropping repeats of the last two polls', async () => {
    const a = note('n1', 't1', 'progress-update', { status: 1, total: 2 });
    const b = note('n2', 't1', 'progress-update', { status: 2, total: 2 });
    const { clock, poller } = setup([
      { ok: true, notifications: [a] },
      { ok: true, notifications: [a, b] },
      { ok: true, notifications: [a, b] },
    ]);
    const progress = vi.fn();
    poller.subscribe('t1', { 'progress-update': progress });
    await clock.advance(2000);
    await clock.advance(2000);
    await clock.advance(2000);
    expect(progress.mock.calls.map(([payload]) => payload.status)).toEqual([1, 2]);
  });

  it('removes a topic on end-of-topic and stops polling when none remain', async () => {
    const { clock, calls, poller } = setup([
      { ok: true, notifications: [note('n1', 't1', 'run-prompt-response', { action: {} }), note('n2', 't1', 'end-of-topic')] },
    ]);
    const response = vi.fn();
    const end = vi.fn();
    poller.subscribe('t1', { 'run-prompt-response': response, 'end-of-topic': end });
    await clock.advance(2000);
    expect(response).toHaveBeenCalledOnce();
    expect(end).toHaveBeenCalledOnce();
    expect(poller.openTopicIds).toEqual([]);
    expect(poller.isRunning).toBe(false);
    await clock.advance(10000);
    expect(calls).toHaveLength(1);
  });

  it('warns about notifications of unknown topics or types', async () => {
    const { clock, logger, poller } = setup([
      { ok: true, notifications: [note('n1', 'stranger', 'progress-update'), note('n2', 't1', 'translation-state-update')] },
    ]);
    poller.subscribe('t1', {});
    await clock.advance(2000);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('polls all open topics in one request and restarts after stopping', async () => {
    const { clock, calls, poller } = setup([]);
    const stop1 = poller.subscribe('t1', {});
    poller.subscribe('t2', {});
    await clock.advance(2000);
    expect(calls[0]!.topicIds).toEqual(['t1', 't2']);
    stop1();
    await clock.advance(2000);
    expect(calls[1]!.topicIds).toEqual(['t2']);
  });

  it("sends the last successful answer's cursor, and keeps dropping a notification the cursor sends again", async () => {
    const late = note('n1', 't1', 'progress-update', { status: 1, total: 2 });
    const { clock, calls, poller } = setup([
      { ok: true, notifications: [], cursor: '100' },
      { ok: false, status: 502 },
      { ok: true, notifications: [late], cursor: '100' },
      { ok: true, notifications: [late], cursor: '100' },
      { ok: true, notifications: [late], cursor: '100' },
      { ok: true, notifications: [], cursor: '107' },
    ]);
    const progress = vi.fn();
    poller.subscribe('t1', { 'progress-update': progress });
    for (let poll = 0; poll < 6; poll += 1) await clock.advance(2000);
    expect(calls.map((call) => call.after)).toEqual([undefined, '100', '100', '100', '100', '100']);
    expect(progress).toHaveBeenCalledOnce();
    await clock.advance(2000);
    expect(calls[6]!.after).toBe('107');
  });

  it('starts a new polling session without a cursor', async () => {
    const { clock, calls, poller } = setup([{ ok: true, notifications: [note('n1', 't1', 'end-of-topic')], cursor: '100' }]);
    poller.subscribe('t1', {});
    await clock.advance(2000);
    expect(poller.isRunning).toBe(false);
    poller.subscribe('t2', {});
    await clock.advance(2000);
    expect(calls.map((call) => call.after)).toEqual([undefined, undefined]);
  });
});
