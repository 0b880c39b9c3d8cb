import type { RuntimeConfig } from '@arcline/shared';
import { createApertiumEngine } from './apertium';
import { createDeeplEngine } from './deepl';
import { detectLanguage } from './languageDetection';
import type { Translator } from './translationActivities';
import { createTranslationRouter } from './translationRouter';
import type { TranslationEngineClient } from './types';

export type { Translator } from './translationActivities';

/**
 * The worker's translation engines in order of preference: DeepL when DEEPL_API_KEY is set, then Apertium offline.
 * Each language pair goes to the first engine that serves it.
 */
export function createTranslator(config: RuntimeConfig): Translator {
  const engines: TranslationEngineClient[] = [];
  if (config.DEEPL_API_KEY) engines.push(createDeeplEngine({ authKey: config.DEEPL_API_KEY, serverUrl: config.DEEPL_SERVER_URL }));
  engines.push(createApertiumEngine());
  return { router: createTranslationRouter(engines), detectLanguage };
}
