import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryDelay';

describe('retryDelayMs', () => {
  it('waits 1000 ms before the first retry, then 2^n seconds capped at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 15].map(retryDelayMs)).toEqual([1000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
