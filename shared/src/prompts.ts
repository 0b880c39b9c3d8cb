/**
 * The two starter prompts of the chat tab inside Word (spec 01 §2, main chat screen). The web app sends `prompt`
 * verbatim and the AI engines recognise it, so both read the texts from here.
 */
export const STARTER_PROMPTS = {
  documentOverview: {
    label: 'Detailed overview',
    prompt: 'Give me a detailed overview of this document.',
  },
  overviewEmail: {
    label: 'Overview as an e-mail',
    prompt: 'Draft an e-mail that gives an overview of this document.',
  },
} as const;

export type StarterPromptId = keyof typeof STARTER_PROMPTS;

/** The starter prompt a user prompt is, compared without case and surrounding whitespace; null for any other prompt. */
export function matchStarterPrompt(userPrompt: string): StarterPromptId | null {
  const normalized = userPrompt.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const id of Object.keys(STARTER_PROMPTS) as StarterPromptId[]) {
    if (STARTER_PROMPTS[id].prompt.toLowerCase() === normalized) return id;
  }
  return null;
}

/** What the offline engine answers for the work it cannot do; shown to the user as they are. */
/** What a self-hosted model (an OpenAI-compatible server on the firm's premises) cannot do. */
export const SELF_HOSTED_ENGINE_MESSAGES = {
  research:
    'Web research needs the Claude engine; a self-hosted model does not search the web. ' +
    'Ask an administrator to set ANTHROPIC_API_KEY to enable it.',
} as const;

export const OFFLINE_ENGINE_MESSAGES = {
  research:
    'Web research needs an internet connection and the Claude engine; the offline engine cannot search the web. ' +
    'Ask an administrator to set ANTHROPIC_API_KEY to enable it.',
  translate:
    'The offline AI engine cannot translate. Translation is routed to the translation service (Apertium, DeepL) or to Claude when it is enabled.',
  rewrite:
    'Rewriting and drafting text needs Claude or a self-hosted model, and neither is enabled on this server. ' +
    'The offline engine only carries out exact instructions: replace \'a\' with \'b\' (in clause 3, or everywhere), ' +
    'delete or insert a quoted sentence, or renumber the clauses. It can also find and quote passages of your documents.',
} as const;

