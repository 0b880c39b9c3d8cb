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

  it('finds a term spread over runs: the placeholder goes in the run where it starts, its letters leave the others', () => {
    expect(terms.protectRuns(['Betaling af ', 'Købe', 'summen', ' sker nu.'])).toEqual(['Betaling af ', 'ZQX1QZ', '', ' sker nu.']);
    expect(terms.protectRuns(['Sælgeren modtager købe', 'summen inkl. ', 'moms.'])).toEqual(['ZQX0CQZ modtager ZQX2QZ', '', '.']);
    expect(terms.protectRuns(['Ingen ', 'termer.'])).toEqual(['Ingen ', 'termer.']);
  });

  it('with inflections, a term followed by a noun ending matches and keeps the ending for the translation', () => {
    const inflected = protectedTerms([{ source: 'Sælger', target: 'Selger' }, { source: 'fortrolig information', target: 'konfidensiell informasjon' }], { inflections: true });
    const protectedText = inflected.protect('Sælgeren og Sælgers ret; sælgerne. Fortrolig informationen. Sælgerskab.');
    expect(protectedText).toBe('ZQX0QZen og ZQX0QZs ret; ZQX0QZne. ZQX1CQZen. Sælgerskab.');
    expect(inflected.restore(protectedText)).toBe('Selgeren og Selgers ret; Selgerne. Konfidensiell informasjonen. Sælgerskab.');
    expect(terms.protect('Sælgerens ret.')).toBe('Sælgerens ret.');
  });

  it('restores terms encoded for XML when asked', () => {
    const ampersand = protectedTerms([{ source: 'Aftalen', target: 'Avtale & bilag' }]);
    expect(ampersand.restore(ampersand.protect('Aftalen.'), (term) => term.replace(/&/g, '&amp;'))).toBe('Avtale &amp; bilag.');
  });

  it('leaves text alone without a glossary', () => {
    const none = protectedTerms([]);
    expect(none.empty).toBe(true);
    expect(none.protect('ZQX0QZ Sælgeren')).toBe('ZQX0QZ Sælgeren');
  });
});
