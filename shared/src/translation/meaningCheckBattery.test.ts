import { describe, expect, it } from 'vitest';
import { checkNumbersAndTerms } from './numberCheck';
import { numberCheckLine } from './numberCheckLine';
import { batteryScores } from './testdata/batteryScores';
import { MEANING_CHECK_BATTERY } from './testdata/meaningCheckBattery';

describe('the meaning check on a battery written without reading its rules (issue 30)', () => {
  it('prints its recall and precision, and keeps them', () => {
    const scores = batteryScores(MEANING_CHECK_BATTERY);
    console.log(
      `meaning check, fresh battery: ${scores.sentences} sentences, ${scores.corrupted} changed; recall ${scores.recall.toFixed(3)}, precision ${scores.precision.toFixed(3)}`,
      ...scores.misses.map((miss) => `\n  ${miss}`),
    );
    expect(scores.sentences).toBe(150);
    // Measured before the negation check: recall 0.529 (27 of 51), precision 1.000; after it 0.902, 1.000.
    expect(scores.recall).toBeGreaterThanOrEqual(0.9);
    expect(scores.precision).toBeGreaterThanOrEqual(0.95);
  });
});

describe('negations (issue 30)', () => {
  it('flags a negation lost or added with both counts and the place, and accepts one written the target\'s way', () => {
    expect(checkNumbersAndTerms('Medarbejderen er ikke berettiget til bonus.', 'Medarbeideren er berettiget til bonus.', { source: 'da', target: 'nb' })).toEqual([
      { kind: 'negation', source: 'ikke', translation: null, sourceCount: 1, translationCount: 0, at: 17, context: 'Medarbejderen er ikke berettiget til bonus.' },
    ]);
    const added = checkNumbersAndTerms('Kunden skal varsle om feil.', 'Kunden ska inte underrätta om fel.', { source: 'nb', target: 'sv' });
    expect(added.map(numberCheckLine)).toEqual(['The source has 0 negations, the translation 1 (inte): check that nothing was turned around. (in "Kunden ska inte underrätta om fel.")']);
    expect(checkNumbersAndTerms('Ingen part får överlåta avtalet.', 'Ingen part kan overdrage aftalen.', { source: 'sv', target: 'da' })).toEqual([]);
    expect(checkNumbersAndTerms('Leiga skal ikkje betalast.', 'Leien skal ikke betales.', { source: 'nn', target: 'nb' })).toEqual([]);
    expect(checkNumbersAndTerms('The tenant shall not sublet.', 'Lejeren må ikke fremleje.', { source: 'en', target: 'da' })).toEqual([]);
    expect(checkNumbersAndTerms("The tenant can't sublet; see No. 4.", 'Lejeren må fremleje; se nr. 4.', { source: 'en', target: 'da' }).map((item) => item.kind)).toEqual(['negation']);
  });
});
