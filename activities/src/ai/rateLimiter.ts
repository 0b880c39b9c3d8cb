/** Spaces calls evenly: at most `callsPerSecond` start in any second, the rest wait their turn (first come, first served). */
export interface RateLimiter {
  readonly callsPerSecond: number;
  /** Resolves when the caller may start its call. */
  acquire(): Promise<void>;
}

export function createRateLimiter(callsPerSecond: number, now: () => number = Date.now): RateLimiter {
  const interval = 1000 / callsPerSecond;
  let nextSlot = 0;
  return {
    callsPerSecond,
    acquire() {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + interval;
      const wait = slot - current;
      return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
    },
  };
}

const sharedLimiters = new Map<number, RateLimiter>();

/** One limiter per rate for the whole process, so every provider instance and every activity share the same budget. */
export function processRateLimiter(callsPerSecond: number): RateLimiter {
  let limiter = sharedLimiters.get(callsPerSecond);
  if (!limiter) {
    limiter = createRateLimiter(callsPerSecond);
    sharedLimiters.set(callsPerSecond, limiter);
  }
  return limiter;
}
