import { USAGE_FLUSH_INTERVAL_MS, USAGE_LIMITS, type UserActionEvent, type UserActionType } from '@arcline/shared';

export interface UsageTrackerDeps {
  /** Sends one batch; true when the server recorded it. `keepalive` when the page is being hidden. */
  send(events: UserActionEvent[], options: { keepalive: boolean }): Promise<boolean>;
  /** False while nobody is signed in: events wait instead of being sent without a session. */
  canSend(): boolean;
  now(): Date;
  newId(): string;
  setInterval(callback: () => void, ms: number): unknown;
  /** Told every new user action id (error reports carry the latest). */
  onTracked?(userActionId: string): void;
}

export type TrackedDetails = Omit<UserActionEvent, 'type' | 'eventTime' | 'userActionId'>;

export interface UsageTracker {
  /** Records a user action and returns its id, which the action's calls send as X-T-User-Action. */
  track(type: UserActionType, details?: TrackedDetails): string;
  /**
   * A fresh user action id for an action spec 01 §7 has no type for (the matrix changes): its calls send it as
   * X-T-User-Action so the server ties their workflows to it, but no chronicle event is recorded.
   */
  actionId(): string;
  /** Sends what is waiting, in batches; called every few seconds and when the page is hidden. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
}

/** Events kept while the server cannot be reached; the oldest are dropped beyond it, the user is never blocked. */
const MAX_PENDING_EVENTS = USAGE_LIMITS.maxEventsPerBatch * 10;

/** Batches user action events (spec 01 §3) for `POST /api/engagement/chronicle`, never in the user's way. */
export function createUsageTracker(deps: UsageTrackerDeps): UsageTracker {
  let pending: UserActionEvent[] = [];
  let sending = false;
  let timerStarted = false;

  async function flush({ keepalive = false } = {}): Promise<void> {
    if (sending || pending.length === 0 || !deps.canSend()) return;
    sending = true;
    try {
      while (pending.length > 0) {
        const batch = pending.slice(0, USAGE_LIMITS.maxEventsPerBatch);
        if (!(await deps.send(batch, { keepalive }))) return;
        pending = pending.slice(batch.length);
      }
    } finally {
      sending = false;
    }
  }

  return {
    track(type, details = {}) {
      const userActionId = deps.newId();
      deps.onTracked?.(userActionId);
      pending.push({ ...details, type, userActionId, eventTime: deps.now().toISOString() });
      if (pending.length > MAX_PENDING_EVENTS) pending = pending.slice(-MAX_PENDING_EVENTS);
      if (!timerStarted) {
        timerStarted = true;
        deps.setInterval(() => void flush(), USAGE_FLUSH_INTERVAL_MS);
      }
      return userActionId;
    },
    actionId() {
      const userActionId = deps.newId();
      deps.onTracked?.(userActionId);
      return userActionId;
    },
    flush,
  };
}
