import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languageDetection';
import { SHORT_LEGAL_SENTENCES } from './testdata/scandinavianSentences';

describe('detectLanguage (eld, restricted to the spec source languages)', () => {
  it('answers in the spec codes: Norwegian is nb', () => {
    expect(detectLanguage('Leietaker kan ikke fremleie lokalene uten utleiers samtykke.')).toBe('nb');
  });

  it('recognises at least 44 of 48 short legal sentences in da, nb, sv and en', () => {
    const misses = SHORT_LEGAL_SENTENCES.filter(({ language, text }) => detectLanguage(text) !== language);
    console.info(`language detection: ${SHORT_LEGAL_SENTENCES.length - misses.length}/${SHORT_LEGAL_SENTENCES.length} correct`, misses);
    expect(SHORT_LEGAL_SENTENCES.length - misses.length).toBeGreaterThanOrEqual(44);
  });

  it('finds no language in digits alone', () => {
    expect(detectLanguage('12345 67890')).toBeUndefined();
  });
});
