import { describe, expect, it } from 'vitest';
import { usernameCandidates } from './oidcAccounts';

const bounds = { min: 6, max: 32 };

describe('usernameCandidates', () => {
  it('starts with the lower-cased local part, then numbers it', () => {
    expect(usernameCandidates('Nina.Newcomer@example.com', bounds).slice(0, 3)).toEqual(['nina.newcomer', 'nina.newcomer2', 'nina.newcomer3']);
  });

  it('pads a short local part to the minimum length and drops characters a username should not have', () => {
    expect(usernameCandidates('bo@example.com', bounds)[0]).toBe('bo0000');
    expect(usernameCandidates("o'neil+law@example.com", bounds)[0]).toBe('oneillaw');
    expect(usernameCandidates('+@example.com', bounds)[0]).toBe('user00');
  });

  it('keeps every candidate within the maximum length', () => {
    const candidates = usernameCandidates(`${'a'.repeat(40)}@example.com`, bounds);
    expect(candidates[0]).toBe('a'.repeat(32));
    expect(candidates.at(-1)).toBe(`${'a'.repeat(30)}21`);
    expect(candidates.every((candidate) => candidate.length >= 6 && candidate.length <= 32)).toBe(true);
    expect(new Set(candidates).size).toBe(candidates.length);
  });
});
