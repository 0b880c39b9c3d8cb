export type SlashCommand = 'logout' | 'clear' | 'super' | 'tests';

const COMMANDS: Record<string, { command: SlashCommand; superUserOnly: boolean }> = {
  '/logout': { command: 'logout', superUserOnly: false },
  '/clear': { command: 'clear', superUserOnly: false },
  '/super': { command: 'super', superUserOnly: true },
  '/tests': { command: 'tests', superUserOnly: true },
};

/**
 * The slash command a prompt is, or null (spec 01 §2). /super and /tests are commands only for super users;
 * for anyone else they are ordinary prompts.
 */
export function parseSlashCommand(prompt: string, isSuperUser: boolean): SlashCommand | null {
  const entry = COMMANDS[prompt.trim()];
  if (!entry || (entry.superUserOnly && !isSuperUser)) return null;
  return entry.command;
}
