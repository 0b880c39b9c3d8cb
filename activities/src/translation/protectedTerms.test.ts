import { describe, expect, it } from 'vitest';
import { protectedTerms } from './protectedTerms';

describe('protectedTerms (glossaries for Apertium and Claude)', () => {
  const terms = protectedTerms([
    { source: 'sælgeren', target: 'leverandøren' },
    { source: 'Købesummen', target: 'Vederlaget' },
    { source: 'købesummen inkl. moms', target: 'totalbeløpet' },
  ]);

  it('replaces whole words in any case, the longest term first, and restores the glossary translation', () => {
    const protectedText = terms.protect('Sælgeren modtager købesummen inkl. moms. Købesummen betales. Sælgerens ret.');
    expect(protectedText).toBe('ZQX0CQZ modtager ZQX2QZ. ZQX1QZ betales. Sælgerens ret.');
    expect(terms.restore(protectedText)).toBe('Leverandøren modtager totalbeløpet. Vederlaget betales. Sælgerens ret.');
  });

  it('leaves text alone without a glossary', () => {
    const none = protectedTerms([]);
    expect(none.empty).toBe(true);
    expect(none.protect('ZQX0QZ Sælgeren')).toBe('ZQX0QZ Sælgeren');
  });
});
