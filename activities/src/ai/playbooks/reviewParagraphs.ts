import type { Finding, Playbook } from '@arcline/shared';
import type { AiEngineName, AiProvider } from '../types';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';

/**
 * A matrix document's verdicts against a playbook (its playbook columns, "Redline to playbook"), by the engine the
 * process runs for the user's company: a model (Claude, a self-hosted one) judges when there is one, its findings
 * checked like the Word review's (modelReview.ts); the offline engine's rules decide otherwise.
 */
export async function reviewParagraphs(
  ai: Pick<AiProvider, 'reviewParagraphsAgainstPlaybook'> | undefined,
  input: { userId: string; documentName: string; paragraphs: readonly string[]; playbook: Playbook },
  /** Wraps the model call (the matrix's AI slots and error classification); the offline rules run without it. */
  around: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
): Promise<{ findings: Finding[]; engine: AiEngineName }> {
  const byModel = ai?.reviewParagraphsAgainstPlaybook ? await around(() => ai.reviewParagraphsAgainstPlaybook!(input)) : null;
  if (byModel) return { findings: byModel.findings, engine: byModel.engine };
  return { findings: reviewAgainstPlaybook(input.paragraphs, input.playbook), engine: 'local' };
}
