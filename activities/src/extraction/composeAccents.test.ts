import { describe, expect, it } from 'vitest';
import { composeAccents } from './composeAccents';

describe('composeAccents', () => {
  it('turns a spacing accent before its letter into the accented letter', () => {
    expect(composeAccents('na\u00A8\u0131ve')).toBe('naïve');
    expect(composeAccents('r\u00B4esum\u00B4e, fran\u00B8cais, \u02C6etre')).toBe('résumé, français, être');
  });

  it('leaves pairs that have no single accented letter, such as an acute used as an apostrophe', () => {
    expect(composeAccents('don\u00B4t')).toBe('don\u00B4t');
  });
});
