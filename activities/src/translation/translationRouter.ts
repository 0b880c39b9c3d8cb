import { TRANSLATION_ENGINE_LABELS, TRANSLATION_MESSAGES, baseLanguage, type TranslationEngine } from '@arcline/shared';
import { APERTIUM_LANGUAGE_CODES } from './apertium';
import type { LanguagePair, TranslationEngineClient } from './types';

/** The Debian packages that hold Apertium's pairs among Danish, Norwegian and Swedish. */
export const APERTIUM_DEBIAN_PACKAGES = 'apertium apertium-dan-nor apertium-swe-dan apertium-swe-nor apertium-nno-nob';

/**
 * A pair no configured engine serves: refused (E002), never translated by a stand-in. The message is the user's
 * ("Translation from Danish to English is not available here…"); what would serve it (an environment variable, the
 * Debian packages) is the operator's, logged (operatorDetail).
 */
export class UnsupportedLanguagePairError extends Error {
  readonly operatorDetail: string;

  constructor(readonly pair: LanguagePair) {
    super(TRANSLATION_MESSAGES.languagePairNotAvailable(pair.source, pair.target));
    this.name = 'UnsupportedLanguagePairError';
    this.operatorDetail = TRANSLATION_MESSAGES.languagePairUnsupported(pair.source, pair.target, whatWouldServe(pair));
  }
}

/** Names the engine setting, or the Debian packages, that would serve a pair. */
export function whatWouldServe(pair: LanguagePair): string {
  const offline = APERTIUM_LANGUAGE_CODES[baseLanguage(pair.source)] && APERTIUM_LANGUAGE_CODES[baseLanguage(pair.target)];
  const deepl = `set DEEPL_API_KEY (${TRANSLATION_ENGINE_LABELS.deepl}) or ANTHROPIC_API_KEY (${TRANSLATION_ENGINE_LABELS.claude})`;
  return offline ? `To translate it, install Apertium (apt-get install ${APERTIUM_DEBIAN_PACKAGES}) or ${deepl}.` : `To translate it, ${deepl}.`;
}

export interface TranslationRouter {
  /** The configured engines in order of preference, e.g. ['deepl', 'apertium']. */
  readonly engines: TranslationEngine[];
  /** The first engine that serves the pair; throws UnsupportedLanguagePairError when none does. */
  engineFor(pair: LanguagePair): Promise<TranslationEngineClient>;
}

/**
 * The engine for a pair whose source may be detected Nynorsk (nn, which only Apertium translates): when no engine
 * serves nn to the target (DeepL into English, say), the text is translated as Norwegian Bokmål, as it was before
 * Nynorsk was told apart. Answers the pair actually translated.
 */
export async function engineForDetected(router: TranslationRouter, pair: LanguagePair): Promise<{ engine: TranslationEngineClient; pair: LanguagePair }> {
  try {
    return { engine: await router.engineFor(pair), pair };
  } catch (error) {
    if (!(error instanceof UnsupportedLanguagePairError) || pair.source !== 'nn') throw error;
    const bokmal = { ...pair, source: 'nb' };
    // When Bokmål is not served either, the refusal names the language the text is in.
    const engine = await router.engineFor(bokmal).catch(() => Promise.reject(error));
    return { engine, pair: bokmal };
  }
}

/** Routes each language pair to the first engine, in the order given, that serves it. */
export function createTranslationRouter(engines: TranslationEngineClient[]): TranslationRouter {
  return {
    engines: engines.map((engine) => engine.name),
    async engineFor(pair) {
      for (const engine of engines) {
        if (await engine.serves(pair)) return engine;
      }
      throw new UnsupportedLanguagePairError(pair);
    },
  };
}
