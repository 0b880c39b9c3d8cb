import type { RunnerState } from '@arcline/shared';
import type { Clock } from './clock';
import type { SyncLogger } from './logger';
import { retryDelayMs } from './retryDelay';

/** How a run ended when it did not throw; a thrown error is the third outcome, 'error'. */
export type RunOutcome = 'success' | 'interrupted';

export interface BackgroundRunnerOptions {
  name: string;
  intervalMs: number;
  maxRetries: number;
  run: () => Promise<RunOutcome>;
  clock: Clock;
  logger: SyncLogger;
  retryDelay?: (retry: number) => number;
}

/**
 * A periodic job with the states of spec 01 §4: stopped → (start) waiting → running → waiting on success (retry
 * count reset), error-retrying on an error (after 1000 ms, then 2^n s capped at 60 s), error-stopped after the
 * maximum retries, stopped when interrupted; a stop request during a run is stop-requested until the run ends, then
 * stopped.
 */
export class BackgroundRunner {
  private current: RunnerState = 'stopped';
  private retries = 0;
  private timer: unknown = undefined;
  private rerunRequested = false;
  private readonly listeners = new Set<(state: RunnerState) => void>();
  private readonly retryDelay: (retry: number) => number;

  constructor(private readonly options: BackgroundRunnerOptions) {
    this.retryDelay = options.retryDelay ?? retryDelayMs;
  }

  get state(): RunnerState {
    return this.current;
  }

  get retryCount(): number {
    return this.retries;
  }

  /** Starts a stopped runner (or restarts an error-stopped one) with an immediate first run. */
  start(): void {
    if (this.current !== 'stopped' && this.current !== 'error-stopped') return;
    this.retries = 0;
    this.setState('waiting');
    this.schedule(0);
  }

  stop(): void {
    this.cancelTimer();
    this.rerunRequested = false;
    if (this.current === 'running') this.setState('stop-requested');
    else this.setState('stopped');
  }

  /** Runs as soon as possible: now when waiting, right after the current run when running; retries keep their wait. */
  runNow(): void {
    if (this.current === 'running') this.rerunRequested = true;
    else if (this.current === 'waiting') this.schedule(0);
  }

  onStateChange(listener: (state: RunnerState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = undefined;
      void this.execute();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.options.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async execute(): Promise<void> {
    this.rerunRequested = false;
    this.setState('running');
    let outcome: RunOutcome | 'error';
    try {
      outcome = await this.options.run();
    } catch (error) {
      this.options.logger.error(`${this.options.name} failed`, error);
      outcome = 'error';
    }
    this.finish(outcome);
  }

  private finish(outcome: RunOutcome | 'error'): void {
    if (this.current === 'stop-requested' || outcome === 'interrupted') {
      this.setState('stopped');
      return;
    }
    if (outcome === 'success') {
      this.retries = 0;
      this.setState('waiting');
      this.schedule(this.rerunRequested ? 0 : this.options.intervalMs);
      return;
    }
    this.retries += 1;
    if (this.retries > this.options.maxRetries) {
      this.options.logger.error(`${this.options.name} stopped after ${this.options.maxRetries} retries`);
      this.setState('error-stopped');
      return;
    }
    this.setState('error-retrying');
    this.schedule(this.retryDelay(this.retries));
  }

  private setState(next: RunnerState): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }
}
