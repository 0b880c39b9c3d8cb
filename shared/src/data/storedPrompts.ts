import type { ProviderChatTurn } from '../chat';
import type { Sql } from './sql';

/** What a user typed for one AI call: kept here, never in a workflow's input, history or the Temporal Web UI. */
export interface StoredPrompt {
  userPrompt: string;
  chatHistory: ProviderChatTurn[];
  promptContext?: string;
}

/**
 * The one data-access module of table `stored_prompts` (migration 0200). The API stores the prompt of run-prompt,
 * chat-in-word (and its insert and modify prompts), web-search and matrix-ask, a review's instructions and the text of
 * translate-text (each as `userPrompt`), and starts the workflow with the row's id; the activity that needs it reads it
 * back, for the same user of the same company only. Nothing deletes a row when its
 * answer is given (a retried activity reads it again); the hourly clean-up removes rows older than the longest run of
 * the workflows that read them.
 */
export const storedPromptStore = {
  async add(sql: Sql, owner: { companyId: string; userId: string }, prompt: StoredPrompt): Promise<string> {
    const rows = await sql.rows<{ id: string }>(
      `insert into stored_prompts (company_id, user_id, user_prompt, chat_history, prompt_context)
       values ($1, $2, $3, $4::jsonb, $5) returning id`,
      [owner.companyId, owner.userId, prompt.userPrompt, JSON.stringify(prompt.chatHistory), prompt.promptContext ?? null],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('the prompt was not stored');
    return id;
  },

  /** The prompt, if it is this user's (and their company's) and still kept; else null. */
  async find(sql: Sql, id: string, userId: string): Promise<StoredPrompt | null> {
    const rows = await sql.rows<{ userPrompt: string; chatHistory: ProviderChatTurn[]; promptContext: string | null }>(
      `select p.user_prompt as "userPrompt", p.chat_history as "chatHistory", p.prompt_context as "promptContext"
       from stored_prompts p join users u on u.id = p.user_id and u.company_id = p.company_id
       where p.id = $1 and p.user_id = $2`,
      [id, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return { userPrompt: row.userPrompt, chatHistory: row.chatHistory, ...(row.promptContext === null ? {} : { promptContext: row.promptContext }) };
  },

  /** Deletes the prompts stored before `before`; run by the hourly clean-up. Returns how many. */
  async deleteStoredBefore(sql: Sql, before: Date): Promise<number> {
    const rows = await sql.rows<{ deleted: number }>(
      `with gone as (delete from stored_prompts where created_at < $1 returning 1) select count(*)::int as deleted from gone`,
      [before],
    );
    return rows[0]?.deleted ?? 0;
  },
};
