// Unit test of the push poll's verification cache (authenticate.ts): a token's verification is reused for at most
// POLL_VERIFICATION_CACHE_MS, never past its session's end nor its token's `exp`; the session checks themselves:
// tests/sessions.test.ts.
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_S, TokenService } from '../auth/tokens';
import { AuthenticationError } from '../errors';
import { POLL_VERIFICATION_CACHE_MS, VerificationCache, tokenExpiresAt } from './authenticate';

/** A signed token of the API's shape issued at `nowMs` (the test's clock), living `lifetimeS`. */
function tokenAt(name: string, nowMs: number, lifetimeS = TOKEN_LIFETIME_S): string {
  const iat = Math.floor(nowMs / 1000);
  return jwt.sign({ sid: `session-of-${name}`, sub: name, iat, exp: iat + lifetimeS }, 'test secret', { algorithm: 'HS256' });
}

function fakeTokens(sessionEndsAt = Date.now() + 3_600_000) {
  const state = { revoked: false, calls: 0 };
  const tokens = {
    async verify(token: string) {
      state.calls += 1;
      if (state.revoked) throw new AuthenticationError();
      const user = { id: `user-of-${String(jwt.decode(token, { json: true })?.sub)}` };
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
    const [a, b] = [tokenAt('a', now), tokenAt('b', now)];
    expect((await cache.verify(tokens, a)).user.id).toBe('user-of-a');
    await cache.verify(tokens, a);
    expect(state.calls).toBe(1);
    expect((await cache.verify(tokens, b)).user.id).toBe('user-of-b');
    expect(state.calls).toBe(2);
    state.revoked = true;
    now += POLL_VERIFICATION_CACHE_MS - 1;
    await cache.verify(tokens, a);
    expect(state.calls).toBe(2);
    now += 1;
    await expect(cache.verify(tokens, a)).rejects.toBeInstanceOf(AuthenticationError);
    // A refusal is never remembered.
    await expect(cache.verify(tokens, a)).rejects.toBeInstanceOf(AuthenticationError);
    expect(state.calls).toBe(4);
  });

  it('never reuses a verification past the end of its session', async () => {
    let now = 1_000_000;
    const cache = new VerificationCache(POLL_VERIFICATION_CACHE_MS, () => now);
    const { tokens, state } = fakeTokens(now + 1000);
    const a = tokenAt('a', now);
    await cache.verify(tokens, a);
    now += 1000;
    await cache.verify(tokens, a);
    expect(state.calls).toBe(2);
  });

  it("never reuses a verification past the token's own exp: an expired token is checked again, and refused", async () => {
    let now = 1_000_000_000;
    const cache = new VerificationCache(POLL_VERIFICATION_CACHE_MS, () => now);
    // The session lives on; the token expires 2 s after it is first verified (within the 5 s bound).
    const { tokens, state } = fakeTokens(now + 3_600_000);
    const token = tokenAt('a', now - 1000, 3);
    const expiresAt = (Math.floor((now - 1000) / 1000) + 3) * 1000;
    expect(expiresAt - now).toBeLessThan(POLL_VERIFICATION_CACHE_MS);
    await cache.verify(tokens, token);
    now = expiresAt - 1;
    await cache.verify(tokens, token);
    expect(state.calls).toBe(1);
    // At its exp second jsonwebtoken refuses it: the real verify runs again (here refusing, as TokenService would).
    now = expiresAt;
    state.revoked = true;
    await expect(cache.verify(tokens, token)).rejects.toBeInstanceOf(AuthenticationError);
    expect(state.calls).toBe(2);
  });

  it("reads the exp of the API's own tokens, and reuses nothing for a token without one", async () => {
    const issued = new TokenService('a secret of the test', undefined as never).sign('8d6f3b0e-5f1e-4a53-9d55-2f4f0f0f0f0f', '5a0c0b7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f');
    const exp = tokenExpiresAt(issued);
    expect(Math.abs(exp - (Date.now() + TOKEN_LIFETIME_S * 1000))).toBeLessThan(5000);
    expect(tokenExpiresAt(jwt.sign({ sid: 's' }, 'k', { noTimestamp: true }))).toBe(0);
    expect(tokenExpiresAt('not a token')).toBe(0);

    const now = 1_000_000;
    const cache = new VerificationCache(POLL_VERIFICATION_CACHE_MS, () => now);
    const { tokens, state } = fakeTokens(now + 3_600_000);
    const withoutExp = jwt.sign({ sub: 'a', sid: 's' }, 'k');
    await cache.verify(tokens, withoutExp);
    await cache.verify(tokens, withoutExp);
    expect(state.calls).toBe(2);
  });
});
