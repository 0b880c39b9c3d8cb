/**
 * Settings regular users cannot change, kept per company and changed by super users in the Super User Menu
 * (spec 02 §2; README "Super User Menu"): which AI engine answers for the company, the enablePerplexity flag of the
 * configuration (spec 01 §3) and the log level of the client's error reporting.
 */
import { z } from 'zod';
import type { AiEngine } from './chat';
import { aiEngineOf, type RuntimeConfig } from './runtimeConfig';
import { SEARCH_ATTRIBUTES } from './contracts/temporal';
import { CLIENT_LOG_LEVELS, type CompanySettings } from './clientSettings';

export const AI_ENGINES = ['local', 'claude', 'selfHosted'] as const satisfies readonly AiEngine[];

/**
 * The least severe error-reporting event a client still sends: 'error' keeps errors (and fatal ones), 'warning' adds
 * warnings, 'info' adds informational messages, 'off' sends nothing.
 */



export const COMPANY_SETTINGS_MESSAGES = {
  aiEngineInvalid: `aiEngine must be one of ${AI_ENGINES.join(', ')}, or null for the server's default.`,
  aiEngineNotConfigured: (engine: AiEngine) => `The ${engine} engine is not configured on this server.`,
  enablePerplexityInvalid: 'enablePerplexity must be true or false.',
  clientLogLevelInvalid: `clientLogLevel must be one of ${CLIENT_LOG_LEVELS.join(', ')}.`,
  nothingToChange: 'Give at least one of aiEngine, enablePerplexity or clientLogLevel.',
} as const;

/** `PUT /api/super-user/settings`: any of the settings; the others stay. */
export const companySettingsUpdateSchema = z
  .object({
    aiEngine: z.enum(AI_ENGINES, { error: COMPANY_SETTINGS_MESSAGES.aiEngineInvalid }).nullable().optional(),
    enablePerplexity: z.boolean({ error: COMPANY_SETTINGS_MESSAGES.enablePerplexityInvalid }).optional(),
    clientLogLevel: z.enum(CLIENT_LOG_LEVELS, { error: COMPANY_SETTINGS_MESSAGES.clientLogLevelInvalid }).optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, { error: COMPANY_SETTINGS_MESSAGES.nothingToChange });
export type CompanySettingsUpdate = z.infer<typeof companySettingsUpdateSchema>;

/** `GET`/`PUT /api/super-user/settings` entity. */
export interface SuperUserSettings {
  settings: CompanySettings;
  /** The engines this server has configured, offered in the menu; the offline engine is always there. */
  availableEngines: AiEngine[];
  /** The engine answering when `settings.aiEngine` is null (or names an engine no longer configured). */
  defaultEngine: AiEngine;
  /** The Temporal UI listing the signed-in super user's workflows (search attribute ArclineUserId). */
  temporalWorkflowsUrl: string;
}

type EngineConfig = Pick<RuntimeConfig, 'ANTHROPIC_API_KEY' | 'LLM_BASE_URL' | 'LLM_MODEL'>;

/** The engines a process can run: offline always, Claude with ANTHROPIC_API_KEY, a self-hosted model with LLM_BASE_URL and LLM_MODEL. */
export function configuredAiEngines(config: EngineConfig): AiEngine[] {
  return AI_ENGINES.filter((engine) => {
    if (engine === 'claude') return !!config.ANTHROPIC_API_KEY?.trim();
    if (engine === 'selfHosted') return !!config.LLM_BASE_URL && !!config.LLM_MODEL;
    return true;
  });
}

/** The engine that answers for a company: its choice when this server has it configured, else the process's default. */
export function effectiveAiEngine(config: EngineConfig, chosen: AiEngine | null): AiEngine {
  if (chosen && configuredAiEngines(config).includes(chosen)) return chosen;
  const fallback = aiEngineOf(config);
  return configuredAiEngines(config).includes(fallback) ? fallback : 'local';
}

/** The Temporal UI's workflow list filtered on one user's workflows (search attribute ArclineUserId). */
export function temporalUserWorkflowsUrl(config: Pick<RuntimeConfig, 'TEMPORAL_UI_URL' | 'TEMPORAL_NAMESPACE'>, userId: string): string {
  const query = `${SEARCH_ATTRIBUTES.userId}="${userId}"`;
  return `${config.TEMPORAL_UI_URL.replace(/\/+$/, '')}/namespaces/${encodeURIComponent(config.TEMPORAL_NAMESPACE)}/workflows?query=${encodeURIComponent(query)}`;
}

