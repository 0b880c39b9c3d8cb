import type { RuntimeConfig } from '@arcline/shared';
import { createClaudeClient } from '../ai/claude/claudeProvider';
import { consoleAiLogger, type AiLogger } from '../ai/logger';
import { processRateLimiter } from '../ai/rateLimiter';
import { createApertiumEngine } from './apertium';
import { createClaudeTranslationEngine } from './claude';
import { createDeeplEngine } from './deepl';
import { detectLanguage } from './languageDetection';
import type { Translator } from './translationActivities';
import { createTranslationRouter } from './translationRouter';
import type { TranslationEngineClient } from './types';

export type { Translator } from './translationActivities';

/**
 * The worker's translation engines in order of preference: DeepL when DEEPL_API_KEY is set, else Claude when
 * ANTHROPIC_API_KEY is set; then Apertium offline. Each language pair goes to the first engine that serves it.
 */
export function createTranslator(config: RuntimeConfig, logger: AiLogger = consoleAiLogger(config.LOG_LEVEL)): Translator {
  const engines: TranslationEngineClient[] = [];
  if (config.DEEPL_API_KEY) engines.push(createDeeplEngine({ authKey: config.DEEPL_API_KEY, serverUrl: config.DEEPL_SERVER_URL }));
  else if (config.ANTHROPIC_API_KEY?.trim()) {
    engines.push(
      createClaudeTranslationEngine({
        client: createClaudeClient(config),
        model: config.ANTHROPIC_MODEL,
        maxTokens: config.ANTHROPIC_MAX_TOKENS,
        limiter: processRateLimiter(config.AI_CALLS_PER_SECOND),
        logger,
      }),
    );
  }
  engines.push(createApertiumEngine());
  return { router: createTranslationRouter(engines), detectLanguage };
}
