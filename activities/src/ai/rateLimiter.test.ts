import { describe, expect, it } from 'vitest';
import { createRateLimiter, processRateLimiter } from './rateLimiter';

describe('rate limiter', () => {
  it('spaces calls to the configured rate', async () => {
    const limiter = createRateLimiter(50);
    const started = Date.now();
    await Promise.all(Array.from({ length: 6 }, () => limiter.acquire()));
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('is one limiter per process for a given rate', () => {
    expect(processRateLimiter(7)).toBe(processRateLimiter(7));
  });
});
