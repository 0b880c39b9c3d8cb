// Unit test of the push poll's verification cache (authenticate.ts): a token's verification is reused for at most
// POLL_VERIFICATION_CACHE_MS, never past its session's end; the session checks themselves: tests/sessions.test.ts.
import { describe, expect, it } from 'vitest';
import type { TokenService } from '../auth/tokens';
import { AuthenticationError } from '../errors';
import { POLL_VERIFICATION_CACHE_MS, VerificationCache } from './authenticate';

function fakeTokens(sessionEndsAt = Date.now() + 3_600_000) {
  const state = { revoked: false, calls: 0 };
  const tokens = {
    async verify(token: string) {
      state.calls += 1;
      if (state.revoked) throw new AuthenticationError();
      const user = { id: `user-of-${token}` };
      const session = { id: 's1', userId: user.id, expiresAt: new Date(sessionEndsAt), revokedAt: null, createdAt: new Date(), updatedAt: new Date() };
      return { user, session };
    },
  } as unknown as TokenService;
  return { tokens, state };
}

describe('VerificationCache', () => {
  it('reuses a verification within the bound, and a revoked session is refused once it has passed', async () => {
    let now = 1_000_000;
    const cache = new VerificationCache(POLL_VERIFICATION_CACHE_MS, () => now);
    const { tokens, state } = fakeTokens(now + 3_600_000);
    expect((await cache.verify(tokens, 'a')).user.id).toBe('user-of-a');
    await cache.verify(tokens, 'a');
    expect(state.calls).toBe(1);
    expect((await cache.verify(tokens, 'b')).user.id).toBe('user-of-b');
    expect(state.calls).toBe(2);
    state.revoked = true;
    now += POLL_VERIFICATION_CACHE_MS - 1;
    await cache.verify(tokens, 'a');
    expect(state.calls).toBe(2);
    now += 1;
    await expect(cache.verify(tokens, 'a')).rejects.toBeInstanceOf(AuthenticationError);
    // A refusal is never remembered.
    await expect(cache.verify(tokens, 'a')).rejects.toBeInstanceOf(AuthenticationError);
    expect(state.calls).toBe(4);
  });

  it('never reuses a verification past the end of its session', async () => {
    let now = 1_000_000;
    const cache = new VerificationCache(POLL_VERIFICATION_CACHE_MS, () => now);
    const { tokens, state } = fakeTokens(now + 1000);
    await cache.verify(tokens, 'a');
    now += 1000;
    await cache.verify(tokens, 'a');
    expect(state.calls).toBe(2);
  });
});
