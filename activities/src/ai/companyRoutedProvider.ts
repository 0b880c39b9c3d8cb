import type { AiEngine } from '@arcline/shared';
import type { AiProvider } from './types';

export interface CompanyRoutedProviderDeps {
  /** The engines this process has configured (the offline one at least). */
  engines: ReadonlyMap<AiEngine, AiProvider>;
  defaultEngine: AiEngine;
  /** The engine a super user chose for the user's company (Super User Menu); null: the default. */
  chosenEngineOf(userId: string): Promise<AiEngine | null>;
}

/**
 * One AiProvider over several engines: a call made for a user goes to the engine of the user's company when this
 * process has it configured, else to the default; calls that name no user (translation) go to the default.
 */
export function createCompanyRoutedProvider(deps: CompanyRoutedProviderDeps): AiProvider {
  const fallback = deps.engines.get(deps.defaultEngine);
  if (!fallback) throw new Error(`the default AI engine ${deps.defaultEngine} is not configured`);
  const forUser = async (userId: string | undefined): Promise<AiProvider> => {
    if (!userId || deps.engines.size === 1) return fallback;
    const chosen = await deps.chosenEngineOf(userId);
    return (chosen && deps.engines.get(chosen)) || fallback;
  };
  return {
    name: fallback.name,
    model: fallback.model,
    answerQuestion: async (input) => (await forUser(input.userId)).answerQuestion(input),
    chatInWord: async (input) => (await forUser(input.userId)).chatInWord(input),
    reviewDocument: async (input) => (await forUser(input.userId)).reviewDocument(input),
    extractMatrixCell: async (input) => (await forUser(input.userId)).extractMatrixCell(input),
    reviewParagraphsAgainstPlaybook: async (input) => (await (await forUser(input.userId)).reviewParagraphsAgainstPlaybook?.(input)) ?? null,
    translate: (input) => fallback.translate(input),
    research: async (input) => (await forUser(input.userId)).research(input),
  };
}
