import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';
import { detectLanguage } from './languageDetection';
import { createTranslationRouter, engineForDetected } from './translationRouter';
import type { TranslationEngineClient } from './types';
import { BOKMAL_SENTENCES, NYNORSK_SENTENCES } from './testdata/norwegianSentences';

describe('Nynorsk told apart from Bokmål (issue 30)', () => {
  it('detects the issue\'s sentence as Nynorsk, and Bokmål as Bokmål', () => {
    expect(detectLanguage('Leiga skal betalast i kvar månad, og leigetakaren kan ikkje seie opp avtala.')).toBe('nn');
    expect(detectLanguage('Leien skal betales hver måned, og leietakeren kan ikke si opp avtalen.')).toBe('nb');
  });

  it('tells the two apart on 72 sentences of each', () => {
    const nynorsk = NYNORSK_SENTENCES.filter((text) => detectLanguage(text) === 'nn').length;
    const bokmal = BOKMAL_SENTENCES.filter((text) => detectLanguage(text) === 'nb').length;
    const bokmalAsNynorsk = BOKMAL_SENTENCES.filter((text) => detectLanguage(text) === 'nn').length;
    console.info(
      `Norwegian detection: Nynorsk ${nynorsk}/${NYNORSK_SENTENCES.length} read as nn; Bokmål ${bokmal}/${BOKMAL_SENTENCES.length} read as nb, ${bokmalAsNynorsk} as nn (the rest as Danish by eld)`,
    );
    expect(NYNORSK_SENTENCES.length).toBeGreaterThanOrEqual(50);
    expect(nynorsk / NYNORSK_SENTENCES.length).toBeGreaterThanOrEqual(0.8);
    expect(bokmalAsNynorsk).toBeLessThanOrEqual(2);
  });
});

describe('Nynorsk through the router', () => {
  it('goes to Apertium as Nynorsk ("i kvar månad" is "i hver måned", not "i rolig månad")', async () => {
    const apertium = createApertiumEngine();
    const { engine, pair } = await engineForDetected(createTranslationRouter([apertium]), { source: 'nn', target: 'da' });
    expect(pair).toEqual({ source: 'nn', target: 'da' });
    const translated = await engine.translateText('Leiga skal betalast i kvar månad.', pair);
    expect(translated).toMatch(/hver måned/);
    expect(translated).not.toMatch(/rolig/);
  }, 60_000);

  it('is translated as Bokmål when no engine serves Nynorsk to the target', async () => {
    const bokmalOnly: TranslationEngineClient = {
      name: 'deepl',
      serves: async (pair) => pair.source === 'nb',
      translateText: async (text) => text,
      translateFile: async (file) => file.bytes,
    };
    const { engine, pair } = await engineForDetected(createTranslationRouter([bokmalOnly]), { source: 'nn', target: 'en-GB' });
    expect(engine.name).toBe('deepl');
    expect(pair).toEqual({ source: 'nb', target: 'en-GB' });
  });
});
