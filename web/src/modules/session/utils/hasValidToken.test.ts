import { describe, expect, it } from 'vitest';
import { hasValidToken } from './hasValidToken';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
const NOW = 1_700_000_000_000;

describe('hasValidToken', () => {
  it('accepts a token whose exp lies ahead', () => {
    expect(hasValidToken(token({ sub: 'u', exp: NOW / 1000 + 60 }), NOW)).toBe(true);
  });

  it('refuses a token whose exp has passed', () => {
    expect(hasValidToken(token({ sub: 'u', exp: NOW / 1000 - 1 }), NOW)).toBe(false);
  });

  it('refuses a missing or malformed token', () => {
    expect(hasValidToken(null, NOW)).toBe(false);
    expect(hasValidToken('', NOW)).toBe(false);
    expect(hasValidToken('not-a-jwt', NOW)).toBe(false);
    expect(hasValidToken('a.%%%.c', NOW)).toBe(false);
  });

  it('leaves a token without exp to the server', () => {
    expect(hasValidToken(token({ sub: 'u' }), NOW)).toBe(true);
  });

  it('decodes base64url payloads with - and _ characters', () => {
    const payload = { sub: 'ü?>>>', exp: NOW / 1000 + 60, pad: '~~~' };
    expect(encode(payload)).toMatch(/[-_]/);
    expect(hasValidToken(token(payload), NOW)).toBe(true);
  });
});
