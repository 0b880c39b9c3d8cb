import { PUSH_MESSAGE_TYPES, PUSH_POLL_INTERVAL_MS, type PushMessageType, type PushNotification, type PushPayloadOf } from '@arcline/shared';

/**
 * One poll. `after` is the cursor of the last successful answer (none on a session's first poll); the answer gives the
 * next one: the server then also sends whatever that answer could not see yet, whatever its age, so nothing written
 * late (a slow commit, a poll queued longer than the window's spare second) falls between two polls.
 */
export type FetchNotifications = (
  topicIds: string[],
  lastNSeconds: number,
  after?: string,
) => Promise<{ ok: true; notifications: PushNotification[]; cursor?: string } | { ok: false; status?: number }>;

export type PushHandler<T extends PushMessageType = PushMessageType> = (payload: PushPayloadOf<T>, notification: PushNotification) => void;
/** Handlers by message type, each receiving that type's payload. */
export type TopicHandlers = { [T in PushMessageType]?: PushHandler<T> };

export interface PollerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollerLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

const browserClock: PollerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The app's one push-notification poller (spec 01 §4, §9): polls every 2000 ms while any topic is open, asks for
 * 1 + the seconds since the last successful poll (rounded up) and, with the cursor of that poll's answer, for what that
 * answer could not see yet; drops notifications seen in the last two polls (one the cursor sends again is in every
 * answer until it is past, so it stays dropped), removes a topic on `end-of-topic`, and stops when no topic remains.
 */
export class PushPoller {
  private readonly topics = new Map<string, TopicHandlers>();
  private timer: unknown = undefined;
  private polling = false;
  private lastSuccessAt: number | undefined;
  private cursor: string | undefined;
  private startedAt = 0;
  private seenPrevious = new Set<string>();
  private seenLast = new Set<string>();

  constructor(
    private readonly fetchNotifications: FetchNotifications,
    private readonly clock: PollerClock = browserClock,
    private readonly logger: PollerLogger = console,
  ) {}

  /** Registers handlers for a topic's message types; returns a function that forgets the topic. */
  subscribe(topicId: string, handlers: TopicHandlers): () => void {
    this.topics.set(topicId, { ...this.topics.get(topicId), ...handlers });
    this.ensureRunning();
    return () => this.removeTopic(topicId);
  }

  get openTopicIds(): string[] {
    return [...this.topics.keys()];
  }

  get isRunning(): boolean {
    return this.timer !== undefined || this.polling;
  }

  private ensureRunning(): void {
    if (this.isRunning) return;
    this.startedAt = this.clock.now();
    this.lastSuccessAt = undefined;
    this.cursor = undefined;
    this.schedule();
  }

  private schedule(): void {
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      void this.poll();
    }, PUSH_POLL_INTERVAL_MS);
  }

  private removeTopic(topicId: string): void {
    this.topics.delete(topicId);
    if (this.topics.size === 0 && this.timer !== undefined) {
      this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    }
  }

  /** Seconds to ask for: 1 + seconds since the last successful poll (or since polling began), rounded up. */
  lastNSeconds(now = this.clock.now()): number {
    return 1 + Math.ceil((now - (this.lastSuccessAt ?? this.startedAt)) / 1000);
  }

  private async poll(): Promise<void> {
    if (this.topics.size === 0) return;
    this.polling = true;
    const requestedAt = this.clock.now();
    try {
      const result = await this.fetchNotifications(this.openTopicIds, this.lastNSeconds(requestedAt), this.cursor);
      if (result.ok) {
        this.lastSuccessAt = requestedAt;
        if (result.cursor !== undefined) this.cursor = result.cursor;
        this.dispatch(result.notifications);
      } else {
        this.logger.error(`Push notification poll failed with status ${result.status ?? 'unknown'}`);
      }
    } catch (error) {
      this.logger.error('Push notification poll failed', error);
    } finally {
      this.polling = false;
      if (this.topics.size > 0) this.schedule();
    }
  }

  private dispatch(notifications: PushNotification[]): void {
    const seenNow = new Set<string>();
    for (const notification of notifications) {
      seenNow.add(notification.id);
      if (this.seenLast.has(notification.id) || this.seenPrevious.has(notification.id)) continue;
      const handlers = this.topics.get(notification.topicId);
      const type = notification.payload.type;
      if (!handlers) {
        this.logger.warn(`Push notification for unknown topic ${notification.topicId}`, notification);
        continue;
      }
      // The server's JSON is trusted to match its type here, the one place the payload is narrowed.
      const handler = handlers[type] as PushHandler | undefined;
      if (handler) handler(notification.payload as PushPayloadOf<typeof type>, notification);
      else if (type !== PUSH_MESSAGE_TYPES.endOfTopic) this.logger.warn(`No handler for push notification type ${type}`, notification);
      if (type === PUSH_MESSAGE_TYPES.endOfTopic) this.topics.delete(notification.topicId);
    }
    this.seenPrevious = this.seenLast;
    this.seenLast = seenNow;
  }
}
