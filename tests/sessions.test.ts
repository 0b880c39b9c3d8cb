import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { REFRESHED_TOKEN_HEADER } from '@arcline/shared';
import { TOKEN_LIFETIME_S } from '@arcline/api/auth/tokens';
import { startTestApi, type TestApi } from './harness/testApi';

describe('bearer tokens and sessions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const configuration = (token?: string) => api.request('/api/configuration', { token });

  it('answers 401 with the error envelope when the token is missing', async () => {
    const res = await configuration();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: ['Unauthorized.'] });
  });

  it('accepts a valid token and returns the user with the company name', async () => {
    const { token, user } = await api.signUpAndIn();
    const res = await configuration(token);
    expect(res.status).toBe(200);
    const { entity } = await res.json();
    expect(entity.user).toMatchObject({ name: user.displayName, companyName: user.company?.name, email: user.email });
    expect(entity.enablePerplexity).toBe(true);
    expect(JSON.stringify(entity)).not.toContain('argon2');
    expect(res.headers.get(REFRESHED_TOKEN_HEADER)).toBeNull();
  });

  it('rejects tampered, expired, wrongly signed and alg:none tokens', async () => {
    const { token, user } = await api.signUpAndIn();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
    const expired = jwt.sign({ sid: claims.sid }, api.config.JWT_SECRET, { subject: user.id, expiresIn: -10 });
    const wrongKey = jwt.sign({ sid: claims.sid }, 'another-secret-of-sufficient-length', { subject: user.id, expiresIn: 60 });
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const bad of [tampered, expired, wrongKey, none, 'garbage']) {
      expect((await configuration(bad)).status).toBe(401);
    }
  });

  it('slides the session: a token in its second half of life gets a replacement header', async () => {
    const { token, user } = await api.signUpAndIn();
    const { sid } = jwt.decode(token) as { sid: string };
    const ageing = jwt.sign({ sid, iat: Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_S * 0.75 }, api.config.JWT_SECRET, {
      subject: user.id,
      expiresIn: TOKEN_LIFETIME_S, // counted from the back-dated iat: a quarter of its life is left
    });
    const res = await configuration(ageing);
    expect(res.status).toBe(200);
    const fresh = res.headers.get(REFRESHED_TOKEN_HEADER);
    expect(fresh).toBeTruthy();
    expect((jwt.decode(fresh!) as { exp: number }).exp).toBeGreaterThan((jwt.decode(ageing) as { exp: number }).exp);
    expect((await configuration(fresh!)).status).toBe(200);
  });

  it('a revoked session is a 401 even with an unexpired token', async () => {
    const { token } = await api.signUpAndIn();
    const { sid } = jwt.decode(token) as { sid: string };
    await api.tokens.revoke(sid);
    expect((await configuration(token)).status).toBe(401);
  });
});
