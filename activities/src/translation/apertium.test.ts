import { describe, expect, it } from 'vitest';
import { createApertiumEngine } from './apertium';
import { createTranslationRouter, UnsupportedLanguagePairError } from './translationRouter';

// Debian's apertium with apertium-dan-nor, apertium-swe-dan and apertium-swe-nor (README "Translate").
const apertium = createApertiumEngine();

describe('Apertium engine (the real Debian program)', () => {
  it('serves Danish, Norwegian Bokmål and Swedish among themselves, nothing with English', async () => {
    expect(await apertium.serves({ source: 'da', target: 'nb' })).toBe(true);
    expect(await apertium.serves({ source: 'sv', target: 'da' })).toBe(true);
    expect(await apertium.serves({ source: 'nb', target: 'sv' })).toBe(true);
    expect(await apertium.serves({ source: 'en', target: 'da' })).toBe(false);
    expect(await apertium.serves({ source: 'da', target: 'en-GB' })).toBe(false);
  });

  it('translates Danish text to Norwegian, keeping numbers and line breaks', async () => {
    const translated = await apertium.translateText('Købesummen betales senest den 1. marts 2025.\nSælger hæfter ikke for tab.', { source: 'da', target: 'nb' });
    expect(translated).toContain('Kjøpesummen');
    expect(translated).toContain('1. mars 2025');
    expect(translated.split('\n')).toHaveLength(2);
  }, 60_000);

  it('is never asked for a pair it lacks: the router refuses it with E002 naming what would serve it', async () => {
    const router = createTranslationRouter([apertium]);
    expect((await router.engineFor({ source: 'da', target: 'nb' })).name).toBe('apertium');
    const refusal = router.engineFor({ source: 'en', target: 'da' });
    await expect(refusal).rejects.toBeInstanceOf(UnsupportedLanguagePairError);
    await expect(refusal).rejects.toThrow('No configured translator serves en to da. To translate it, set DEEPL_API_KEY (DeepL) or ANTHROPIC_API_KEY (Claude).');
  });
});
