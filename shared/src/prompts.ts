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
