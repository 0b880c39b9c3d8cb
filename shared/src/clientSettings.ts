/**
 * What the web app needs of a company's settings at start (README "Super User Menu"): the defaults and the client's
 * error-reporting log level. Zod-free, so the first screen loads no schema; the update schema is in companySettings.ts.
 */
import type { AiEngine } from './chat';

export const CLIENT_LOG_LEVELS = ['off', 'error', 'warning', 'info'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export interface CompanySettings {
  /** The engine that answers for the company; null: the process's own (ANTHROPIC_API_KEY, then LLM_BASE_URL, else offline). */
  aiEngine: AiEngine | null;
  enablePerplexity: boolean;
  clientLogLevel: ClientLogLevel;
}

export const COMPANY_SETTINGS_DEFAULTS: CompanySettings = { aiEngine: null, enablePerplexity: true, clientLogLevel: 'error' };

/** Sentry's event levels, most severe first; an event without a level is an error. */
const EVENT_LEVEL_RANK: Record<string, number> = { fatal: 0, error: 1, warning: 2, log: 3, info: 3, debug: 4 };
const LOG_LEVEL_RANK: Record<ClientLogLevel, number> = { off: -1, error: 1, warning: 2, info: 3 };

/** Whether the client sends an error-reporting event of this level at the company's log level. */
export function reportsAtLogLevel(eventLevel: string | undefined, logLevel: ClientLogLevel): boolean {
  return (EVENT_LEVEL_RANK[eventLevel ?? 'error'] ?? EVENT_LEVEL_RANK.error!) <= LOG_LEVEL_RANK[logLevel];
}
