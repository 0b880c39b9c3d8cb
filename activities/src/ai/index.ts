import type pg from 'pg';
import { aiEngineOf, configuredAiEngines, engineLabel, type AiEngine, type RuntimeConfig } from '@arcline/shared';
import { companySettingsStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import { createCompanyRoutedProvider } from './companyRoutedProvider';
import type { AiProvider } from './types';
import { createPgPassageStore, type PassageStore } from './retrieval';
import { processRateLimiter } from './rateLimiter';
import { consoleAiLogger, type AiLogger } from './logger';
import { createLocalProvider } from './local/localProvider';
import { createClaudeClient, createClaudeProvider } from './claude/claudeProvider';
import { createSelfHostedClient, createSelfHostedProvider } from './openaiCompatible/selfHostedProvider';

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
export { createSelfHostedProvider, createSelfHostedClient } from './openaiCompatible/selfHostedProvider';
export { createCompanyRoutedProvider } from './companyRoutedProvider';

export interface AiProviderDeps {
  db: pg.Pool;
  /** A pino logger or anything with info/warn(fields, message); console lines at LOG_LEVEL otherwise. */
  logger?: AiLogger;
}

/**
 * The AI engines of this process, routed per company: every configured engine is built once (the offline engine
 * always; Claude when ANTHROPIC_API_KEY is set; a self-hosted model when LLM_BASE_URL is), and each call goes to the
 * engine a super user chose for the caller's company (company_settings), else to the process's default: Claude,
 * then the self-hosted model, then offline. Model calls share one process-wide limit of AI_CALLS_PER_SECOND.
 */
export function createAiProvider(config: RuntimeConfig, deps: AiProviderDeps): AiProvider {
  const logger = deps.logger ?? consoleAiLogger(config.LOG_LEVEL);
  const store = createPgPassageStore(deps.db);
  const defaultEngine = aiEngineOf(config);
  const engines = new Map<AiEngine, AiProvider>(configuredAiEngines(config).map((engine) => [engine, createEngine(engine, config, store, logger, engine === defaultEngine)]));
  const sql = pgSql(deps.db);
  return createCompanyRoutedProvider({
    engines,
    defaultEngine: engines.has(defaultEngine) ? defaultEngine : 'local',
    chosenEngineOf: async (userId) => (await companySettingsStore.getForUser(sql, userId)).aiEngine,
  });
}

function createEngine(engine: AiEngine, config: RuntimeConfig, store: PassageStore, logger: AiLogger, isDefault: boolean): AiProvider {
  const role = isDefault ? 'AI engine' : 'AI engine also available to companies';
  if (engine === 'claude') {
    logger.info(
      { engine: 'claude', model: config.ANTHROPIC_MODEL, callsPerSecond: config.AI_CALLS_PER_SECOND, baseUrl: config.ANTHROPIC_BASE_URL ?? null },
      `${role}: ${engineLabel(engine, config.ANTHROPIC_MODEL)}`,
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
  if (engine === 'selfHosted' && config.LLM_MODEL) {
    logger.info(
      { engine, model: config.LLM_MODEL, callsPerSecond: config.AI_CALLS_PER_SECOND, baseUrl: config.LLM_BASE_URL ?? null },
      `${role}: ${engineLabel(engine, config.LLM_MODEL)} at ${config.LLM_BASE_URL ?? ''}`,
    );
    return createSelfHostedProvider({
      client: createSelfHostedClient(config),
      model: config.LLM_MODEL,
      maxTokens: config.LLM_MAX_TOKENS,
      maxContextChars: config.LLM_CONTEXT_CHARS,
      store,
      limiter: processRateLimiter(config.AI_CALLS_PER_SECOND),
      logger,
    });
  }
  if (isDefault) logger.info({ engine: 'local' }, 'AI engine: offline local engine (set ANTHROPIC_API_KEY to use Claude, or LLM_BASE_URL for a self-hosted model)');
  return createLocalProvider({ store });
}
