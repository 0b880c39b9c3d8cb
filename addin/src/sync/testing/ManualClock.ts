import type { Clock } from '../clock';

interface Timer {
  at: number;
  id: number;
  callback: () => void;
}

/** A clock for tests: time moves only through advance(), which runs due timers in order and lets promises settle. */
export class ManualClock implements Clock {
  private time = 0;
  private timers: Timer[] = [];
  private nextId = 1;

  now = () => this.time;

  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + Math.max(0, ms), id, callback });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by ms, firing every timer that falls due (including ones scheduled on the way). */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await settle();
    for (;;) {
      const next = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.timers = this.timers.filter((timer) => timer !== next);
      this.time = next.at;
      next.callback();
      await settle();
    }
    this.time = target;
  }
}

/** Lets pending promise chains (fake I/O included) run: microtasks all drain before the next macrotask. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}
