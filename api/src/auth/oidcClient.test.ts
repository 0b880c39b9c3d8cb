import { describe, expect, it, vi } from 'vitest';
import { memoizeUntilRejected } from './oidcClient';

describe('memoizeUntilRejected', () => {
  it('shares one load between callers', async () => {
    const load = vi.fn(async () => 'metadata');
    const get = memoizeUntilRejected(load);
    expect(await Promise.all([get(), get()])).toEqual(['metadata', 'metadata']);
    expect(await get()).toBe('metadata');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so an issuer that was down is asked again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue('metadata');
    const get = memoizeUntilRejected(load);
    await expect(get()).rejects.toThrow('ECONNREFUSED');
    expect(await get()).toBe('metadata');
    expect(await get()).toBe('metadata');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
