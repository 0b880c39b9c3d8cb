import { describe, expect, it } from 'vitest';
import { checkNumbersAndTerms } from '@arcline/shared';
import { createApertiumEngine } from './apertium';
import { combineProtections, protectedLiterals } from './protectedLiterals';
import { protectedTerms } from './protectedTerms';
import { placesOf, takeUnknownWordMarks } from './unknownWords';

describe('protectedLiterals (figures, codes, company forms and section references kept from Apertium)', () => {
  it('replaces them by placeholders and writes them back, leaving ordinals and the day of a date alone', () => {
    const literals = protectedLiterals();
    const text = 'Köpeskillingen är 2 500 000 SEK, i 2 år, enligt 3:e stycket i § 13; Fjord ApS betalar den 1 januari 2025.';
    const protectedText = literals.protect(text);
    expect(protectedText).toBe('Köpeskillingen är ZQY0QZ ZQY1QZ, i ZQY2QZ år, enligt 3:e stycket i ZQY3QZ; Fjord ZQY4QZ betalar den 1 januari ZQY5QZ.');
    expect(literals.restore(protectedText)).toBe(text);
    expect(literals.restore('*ZQY4QZ og ZQY0QZ')).toBe('ApS og 2 500 000');
  });

  it('keeps e-mail and web addresses and a lone "@", which Apertium writes as "<guio>"', () => {
    const literals = protectedLiterals();
    expect(literals.protect('Skriv til jura@fjord.dk eller se https://fjord.dk/vilkaar. March 25th @ 10:30')).toBe('Skriv til ZQY0QZ eller se ZQY1QZ. March 25th ZQY2QZ ZQY3QZ:ZQY4QZ');
  });

  it('keeps a figure spread over runs in the run where it starts', () => {
    expect(protectedLiterals().protectRuns(['Lejen er 1.2', '50.000 kr.'])).toEqual(['Lejen er ZQY0QZ', ' kr.']);
  });

  it('works beside glossary placeholders, whose digits it leaves alone', () => {
    const both = combineProtections(protectedTerms([{ source: 'Købesummen', target: 'Vederlaget' }]), protectedLiterals());
    const protectedText = both.protect('Købesummen er DKK 2.500.000.');
    expect(protectedText).toBe('ZQX0QZ er ZQY0QZ ZQY1QZ.');
    expect(both.restore(protectedText)).toBe('Vederlaget er DKK 2.500.000.');
  });
});

/** The sentences through the real Apertium: what came back corrupted now comes back right. */
describe('Apertium with protected literals', () => {
  const apertium = createApertiumEngine();
  const cases: [string, string, string, RegExp[]][] = [
    ['sv', 'nb', 'Köpeskillingen är 2 500 000 SEK och ska betalas i 2 år.', [/2 500 000 SEK/, /i 2 år/]],
    ['sv', 'nb', 'Hyran är 1 250 000 kronor per år och betalas inom 30 dagar.', [/1 250 000 kroner/, /30 dager/]],
    ['nb', 'sv', 'Leien er NOK 1 250 000 per år, jf. § 13. Selger er Fjordkraft AS.', [/NOK 1 250 000/, /§ 13/, /Fjordkraft AS\b/]],
    ['da', 'nb', 'Sælger er Fjord Ejendomme ApS. Tvister afgøres efter § 4, stk. 1.', [/Fjord Eiendommer ApS/, /§ 4/]],
    ['nb', 'da', 'Dagmulkten er begrenset til 10 %.\n\nAvtalen gjelder i 5 år.', [/til 10 %\.\n\nAftalen gælder i 5 år/]],
    ['sv', 'nb', 'Avtalet kan sägas upp enligt 12 kap. 4 § jordabalken.', [/12 kap\. 4 § jordabalken/]],
    ['sv', 'nb', 'Avtalet träder i kraft den 1 januari 2025 och gäller i 3 år enligt 3:e stycket.', [/1\. januar 2025 /, /i 3 år/, /3\. stykket/]],
  ];
  it.each(cases)('%s → %s: %s', async (source, target, text, expected) => {
    const translated = await apertium.translateText(text, { source, target });
    for (const pattern of expected) expect(translated).toMatch(pattern);
    expect(checkNumbersAndTerms(text, translated, { source, target }).filter((mismatch) => mismatch.kind !== 'term')).toEqual([]);
  });
});

describe('words Apertium did not know', () => {
  it('are kept as written, without its marks, and reported with their places', async () => {
    const apertium = createApertiumEngine();
    let reported: readonly string[] = [];
    const text = 'Udlejeren afgøres med omhu. Fjord ApS betaler DKK 12.500.';
    const translated = await apertium.translateText(text, { source: 'da', target: 'sv' }, { onUnknownWords: (words) => (reported = words) });
    expect(translated).not.toMatch(/[*#@]/);
    expect(translated).toContain('Fjord ApS');
    expect(translated).toContain('DKK 12.500');
    expect(reported).toEqual(expect.arrayContaining(['Udlejeren', 'afgøres', 'omhu']));
    expect(reported.some((word) => /ZQ/.test(word))).toBe(false);
    const places = placesOf(reported, translated);
    for (const { word, at } of places) expect(translated.slice(at, at + word.length)).toBe(word);
  });

  it('a star already in the source is not taken for a mark', () => {
    expect(takeUnknownWordMarks('*Note: *Udlejeren og **fed**', '*Note: Udlejeren og **fed**')).toEqual({ text: '*Note: Udlejeren og **fed**', words: ['Udlejeren'] });
    expect(takeUnknownWordMarks('*ZQY0QZ og @Nordic', 'x')).toEqual({ text: 'ZQY0QZ og Nordic', words: ['Nordic'] });
    // "#12" protected as "#ZQY0QZ": the "#" is the source's, compared with the protected text.
    expect(takeUnknownWordMarks('Faktura #ZQY0QZ og *Udlejeren', 'Faktura #ZQY0QZ og Udlejeren')).toEqual({ text: 'Faktura #ZQY0QZ og Udlejeren', words: ['Udlejeren'] });
  });
});

describe('words Apertium did not know in a file', () => {
  it('are taken out of its text and reported, and a file with mark-like text runs unmarked', async () => {
    const apertium = createApertiumEngine();
    let reported: readonly string[] = [];
    const text = 'Udlejeren afgøres med omhu.\nKøbesummen er DKK 12.500.\n';
    const translated = (await apertium.translateFile({ bytes: Buffer.from(text), kind: 'txt' }, { source: 'da', target: 'sv' }, { onUnknownWords: (words) => (reported = words) })).toString('utf8');
    expect(translated).not.toMatch(/[*#@]/);
    expect(translated).toContain('DKK 12.500');
    expect(reported).toEqual(expect.arrayContaining(['Udlejeren', 'afgøres', 'omhu']));
    let again: readonly string[] | undefined;
    const starred = (await apertium.translateFile({ bytes: Buffer.from('*Bemærk: Udlejeren afgøres.\n'), kind: 'txt' }, { source: 'da', target: 'sv' }, { onUnknownWords: (words) => (again = words) })).toString('utf8');
    expect(starred.startsWith('*')).toBe(true);
    expect(again).toBeUndefined();
  }, 60_000);
});
