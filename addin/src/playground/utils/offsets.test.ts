import { describe, expect, it } from 'vitest';
import { currentToFullOffset } from './offsets';

describe('currentToFullOffset', () => {
  const deletion = { type: 'deletion' as const, author: 'a', date: new Date(0) };
  it('skips tracked deletions before the offset', () => {
    const runs = [{ text: 'The ' }, { text: 'old ', revision: deletion }, { text: 'term' }];
    expect(currentToFullOffset(runs, 2)).toBe(2);
    expect(currentToFullOffset(runs, 5)).toBe(9);
    expect(currentToFullOffset(runs, 8)).toBe(12);
  });
});
