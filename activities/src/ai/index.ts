import type pg from 'pg';
import type { RuntimeConfig } from '@arcline/shared';
import type { AiProvider } from './types';
import { createPgPassageStore } from './retrieval';
import { processRateLimiter } from './rateLimiter';
import { consoleAiLogger, type AiLogger } from './logger';
import { createLocalProvider } from './local/localProvider';
import { createClaudeClient, createClaudeProvider } from './claude/claudeProvider';

export * from './types';
export { verifyQuote, locateQuote, normalizeForQuote, highlight, parseHighlighted } from './quotes';
export { verifyCitations } from './verification';
export { retrievePassages, loadSourcePassages, createPgPassageStore, DOCUMENT_SOURCE_NAME } from './retrieval';
export type { PassageStore, RetrieveInput, RankedPassage, SourceScope } from './retrieval';
export { classifyAiError, toActivityFailure, runAiCall, MalformedAiOutputError, AI_FAILURE_TYPES } from './errors';
export type { AiErrorClassification, AiErrorKind } from './errors';
export { createRateLimiter, processRateLimiter, type RateLimiter } from './rateLimiter';
export type { AiLogger } from './logger';
export { createLocalProvider } from './local/localProvider';
export { createClaudeProvider, createClaudeClient } from './claude/claudeProvider';

export interface AiProviderDeps {
  db: pg.Pool;
  /** A pino logger or anything with info/warn(fields, message); console lines at LOG_LEVEL otherwise. */
  logger?: AiLogger;
}

/**
 * The AI engine of this process: Claude when ANTHROPIC_API_KEY is set, else the offline local engine.
 * Claude calls share one process-wide limit of AI_CALLS_PER_SECOND.
 */
export function createAiProvider(config: RuntimeConfig, deps: AiProviderDeps): AiProvider {
  const logger = deps.logger ?? consoleAiLogger(config.LOG_LEVEL);
  const store = createPgPassageStore(deps.db);
  if (config.ANTHROPIC_API_KEY?.trim()) {
    logger.info(
      { engine: 'claude', model: config.ANTHROPIC_MODEL, callsPerSecond: config.AI_CALLS_PER_SECOND, baseUrl: config.ANTHROPIC_BASE_URL ?? null },
      `AI engine: Claude (${config.ANTHROPIC_MODEL})`,
    );
    return createClaudeProvider({
      client: createClaudeClient(config),
      model: config.ANTHROPIC_MODEL,
      maxTokens: config.ANTHROPIC_MAX_TOKENS,
      store,
      limiter: processRateLimiter(config.AI_CALLS_PER_SECOND),
      logger,
    });
  }
  logger.info({ engine: 'local' }, 'AI engine: offline local engine (set ANTHROPIC_API_KEY to use Claude)');
  return createLocalProvider({ store });
}
