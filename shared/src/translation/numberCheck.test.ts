import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumbersAndTerms as checkWithPlaces, extractItems, type NumberCheckLanguages } from './numberCheck';
import { definedTerms, termUses } from './definedTerms';

/** The check without the places (offset, context), which tests of their own cover. */
const checkNumbersAndTerms = (source: string, translation: string, languages: NumberCheckLanguages) =>
  checkWithPlaces(source, translation, languages).map(({ at: _at, context: _context, ...mismatch }) => mismatch);

const DA = 'Denne aftale (herefter "Aftalen") er indgået den 3. januar 2024 mellem Sælger (”Sælger”) og Køber. Købesummen er DKK 1.000.000,50, jf. pkt. 4.2, og renten er 2,5 % p.a. Aftalen gælder til 31.12.2025. Sælgers forpligtelser følger af § 12.';
const NB = 'Denne avtalen (heretter "Avtalen") er inngått den 3. januar 2024 mellom Selger («Selger») og Kjøper. Kjøpesummen er DKK 1 000 000,50, jf. punkt 4.2, og renten er 2,5 % p.a. Avtalen gjelder til 31.12.2025. Selgers forpliktelser følger av § 12.';
const EN = "This agreement (the \"Agreement\") was entered into on January 3, 2024 between Seller (\"Seller\") and Buyer. The purchase price is DKK 1,000,000.50, cf. clause 4.2, and the interest is 2.5 percent p.a. The Agreement applies until 31 December 2025. Seller's obligations follow from section 12.";

describe('checkNumbersAndTerms on a contract clause', () => {
  it('finds nothing missing in a faithful Norwegian or English translation', () => {
    expect(checkNumbersAndTerms(DA, NB, { source: 'da', target: 'nb' })).toEqual([]);
    expect(checkNumbersAndTerms(DA, EN, { source: 'da', target: 'en-GB' })).toEqual([]);
  });

  it('lists a changed date, clause and percentage on both sides', () => {
    const changed = EN.replace('clause 4.2', 'clause 4.3').replace('2.5 percent', '3.5 percent').replace('January 3', 'January 4');
    expect(checkNumbersAndTerms(DA, changed, { source: 'da', target: 'en-US' })).toEqual([
      { kind: 'date', source: '3. januar 2024', translation: null },
      { kind: 'clause', source: 'pkt. 4.2', translation: null },
      { kind: 'percentage', source: '2,5 %', translation: null },
      { kind: 'date', source: null, translation: 'January 4, 2024' },
      { kind: 'clause', source: null, translation: 'clause 4.3' },
      { kind: 'percentage', source: null, translation: '3.5 percent' },
    ]);
  });

  it('lists a dropped amount', () => {
    const dropped = NB.replace('DKK 1 000 000,50', 'DKK 1 000 000');
    expect(checkNumbersAndTerms(DA, dropped, { source: 'da', target: 'nb' })).toEqual([
      { kind: 'amount', source: 'DKK 1.000.000,50', translation: null },
      { kind: 'amount', source: null, translation: 'DKK 1 000 000' },
    ]);
  });

  it('reads numeric and written dates alike, in either day-month order', () => {
    expect(checkNumbersAndTerms('Frist: 30.11.2024', 'Deadline: 30 November 2024', { source: 'da', target: 'en-GB' })).toEqual([]);
    expect(checkNumbersAndTerms('Frist: 03.04.2024', 'Deadline: 04/03/2024', { source: 'da', target: 'en-US' })).toEqual([]);
    expect(checkNumbersAndTerms('den 1. maj', 'on 1 May', { source: 'da', target: 'en-GB' })).toEqual([]);
    expect(checkNumbersAndTerms('i marts 2025', 'i mars 2025', { source: 'da', target: 'nb' })).toEqual([]);
  });

  it('does not take the English verb "may" for a month', () => {
    expect(extractItems('Clause 5 may be terminated on 2 May.', 'en').map((item) => item.kind)).toEqual(['clause', 'date']);
  });

  it('matches a clause number against the same bare number', () => {
    expect(checkNumbersAndTerms('jf. punkt 7.1', 'see 7.1', { source: 'nb', target: 'en-GB' })).toEqual([]);
  });

  it('reports a defined term used a different number of times', () => {
    const fewer = NB.replace('Avtalen gjelder', 'Den gjelder');
    expect(checkNumbersAndTerms(DA, fewer, { source: 'da', target: 'nb' })).toEqual([
      { kind: 'term', source: 'Aftalen', translation: 'Avtalen', sourceCount: 2, translationCount: 1 },
    ]);
  });
});

describe('defined terms', () => {
  it('finds quoted, capitalised definitions in parentheses, in order', () => {
    expect(definedTerms(DA)).toEqual(['Aftalen', 'Sælger']);
    expect(definedTerms('(the "Seller" or the “Vendor”) and ("buyer")')).toEqual(['Seller', 'Vendor']);
  });

  it('counts genitive uses', () => {
    expect(termUses(DA, 'Sælger')).toBe(3);
  });

  it('reports a definition missing from the translation', () => {
    expect(checkNumbersAndTerms('(the "Lender")', 'udlåner', { source: 'en', target: 'da' })).toEqual([
      { kind: 'term', source: 'Lender', translation: null, sourceCount: 1 },
    ]);
  });
});

/** Writes a figure the way each language does: en 1,234,567.89; da 1.234.567,89; nb and sv 1 234 567,89. */
function writeFigure(cents: number, language: 'en' | 'da' | 'nb' | 'sv'): string {
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouping = { en: ',', da: '.', nb: '\u00a0', sv: ' ' }[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  return `${grouped}${language === 'en' ? '.' : ','}${fraction}`;
}

const DA_MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LANGUAGES = ['en', 'da', 'nb', 'sv'] as const;

describe('number check properties', () => {
  const amount = fc.integer({ min: 0, max: 99_999_999_999 });
  const language = fc.constantFrom(...LANGUAGES);

  it('an amount written in each language\'s own way always matches', () => {
    fc.assert(
      fc.property(amount, language, language, (cents, from, to) => {
        const source = `Beløbet er DKK ${writeFigure(cents, from)} i alt.`;
        const translation = `The amount is DKK ${writeFigure(cents, to)} in total.`;
        expect(checkNumbersAndTerms(source, translation, { source: from, target: to })).toEqual([]);
      }),
    );
  });

  it('a changed amount is always reported', () => {
    fc.assert(
      fc.property(amount, amount, language, language, (cents, other, from, to) => {
        fc.pre(cents !== other);
        const mismatches = checkNumbersAndTerms(`DKK ${writeFigure(cents, from)}`, `DKK ${writeFigure(other, to)}`, { source: from, target: to });
        expect(mismatches.map((mismatch) => mismatch.source ?? mismatch.translation)).toEqual([`DKK ${writeFigure(cents, from)}`, `DKK ${writeFigure(other, to)}`]);
      }),
    );
  });

  it('a Danish date matches its English spelling and not another day', () => {
    const date = fc.record({ day: fc.integer({ min: 1, max: 28 }), month: fc.integer({ min: 0, max: 11 }), year: fc.integer({ min: 1900, max: 2100 }) });
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 27 }), ({ day, month, year }, shift) => {
        const source = `den ${day}. ${DA_MONTHS[month]} ${year}`;
        expect(checkNumbersAndTerms(source, `on ${EN_MONTHS[month]} ${day}, ${year}`, { source: 'da', target: 'en-US' })).toEqual([]);
        const otherDay = ((day - 1 + shift) % 28) + 1;
        expect(checkNumbersAndTerms(source, `on ${otherDay} ${EN_MONTHS[month]} ${year}`, { source: 'da', target: 'en-GB' })).toHaveLength(2);
      }),
    );
  });

  it('any text checked against itself has no mismatches', () => {
    const piece = fc.constantFrom('3. januar 2024', '1.000,50', '1,000.50', '12 %', 'pkt. 4.2', '§ 7', '(the "Seller")', 'Seller', ' ', ', ', '. ', '2 000', '31/12/2024', 'may', 'May 5', '5.5.5', '(a)', 'kr. 500,-');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), language, (pieces, lang) => {
        const text = pieces.join('');
        expect(checkNumbersAndTerms(text, text, { source: lang, target: lang })).toEqual([]);
      }),
    );
  });
});
