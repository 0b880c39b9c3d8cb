import { describe, expect, it } from 'vitest';
import { checkNumbersAndTerms } from './numberCheck';
import { NUMBER_CHECK_BATTERY } from './testdata/numberCheckBattery';
import { batteryScores } from './testdata/batteryScores';

describe('the number and term check on the battery of da/nb/sv contract sentences', () => {
  it('finds the changed figures, codes, forms and references, and little else', () => {
    const scores = batteryScores(NUMBER_CHECK_BATTERY);
    console.log(
      `number check battery: ${scores.sentences} sentences, ${scores.corrupted} corrupted; recall ${scores.recall.toFixed(3)}, precision ${scores.precision.toFixed(3)}`,
      ...scores.misses.map((miss) => `\n  ${miss}`),
    );
    expect(scores.sentences).toBeGreaterThanOrEqual(100);
    expect(scores.recall).toBeGreaterThanOrEqual(0.95);
    expect(scores.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('lists each corruption Apertium made of the issue\'s sentences, with its place', () => {
    const places = (source: string, translation: string, languages: { source: string; target: string }) =>
      checkNumbersAndTerms(source, translation, languages).map(({ kind, source: from, translation: to, context }) => ({ kind, from, to, context }));
    expect(places('Köpeskillingen är 2 500 000 SEK och ska betalas i 2 år.', 'Köpeskillingen er 2.500 000. SEK og skal betales i 2. år.', { source: 'sv', target: 'nb' })).toEqual([
      { kind: 'amount', from: '2 500 000 SEK', to: null, context: 'Köpeskillingen är 2 500 000 SEK och ska betalas i 2 år.' },
      { kind: 'quantity', from: '2 år', to: null, context: '…000 SEK och ska betalas i 2 år.' },
      { kind: 'amount', from: null, to: '2.500 000. SEK', context: 'Köpeskillingen er 2.500 000. SEK og skal betales i 2. år.' },
      { kind: 'number', from: null, to: '2. år', context: '…000. SEK og skal betales i 2. år.' },
    ]);
    expect(places('Hyran är 1 250 000 kronor, inom 30 dagar.', 'Leiet er 1.250 000. kroner, innenfor 30. dager.', { source: 'sv', target: 'nb' }).map((item) => item.from ?? item.to)).toEqual([
      '1 250 000 kronor',
      '30 dagar',
      '1.250 000. kroner',
      '30. dager',
    ]);
    expect(places('Leien er NOK 1 250 000, jf. § 13.', 'Riktningen är NOG 1 250 000, jf. 13.. §', { source: 'nb', target: 'sv' }).map((item) => item.from ?? item.to)).toEqual([
      'NOK 1 250 000',
      '§ 13',
      '1 250 000',
      '13',
    ]);
    expect(places('Sælger er Fjord ApS.', 'Selger er Fjord Aps.', { source: 'da', target: 'nb' }).map((item) => [item.kind, item.from ?? item.to])).toEqual([
      ['company', 'Fjord ApS'],
      ['company', 'Fjord Aps'],
    ]);
  });

  it('accepts a figure written the target\'s way, a crown word for its code, and a Swedish ordinal as a Danish one', () => {
    expect(checkNumbersAndTerms('Hyran är 1 250 000 kronor i 3 år enligt 3:e stycket.', 'Lejen er 1.250.000 kr. i 3 år efter 3. stykke.', { source: 'sv', target: 'da' })).toEqual([]);
    expect(checkNumbersAndTerms('Leien er NOK 1 250 000 fra den 1. i måneden.', 'Hyran är 1 250 000 kronor från den 1 i månaden.', { source: 'nb', target: 'sv' })).toEqual([]);
  });
});
