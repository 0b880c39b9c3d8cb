import type { Migration } from '../migrate';

/**
 * Prompts kept out of Temporal (issue 34 item 7): what a user typed for run-prompt, chat-in-word and web-search (the
 * prompt, the chat history and the standing context) waits here, and the workflow's input carries only the row's id,
 * so the Temporal Web UI never shows it. Scoped to the company and the user; the hourly clean-up removes a row once no
 * workflow can read it any more (docs/hardening-and-limits.md). Owned by shared/src/data/storedPrompts.ts.
 */
export const storedPrompts: Migration = {
  name: '0200-stored-prompts',
  async up({ sequelize }) {
    await sequelize.query(`
      create table stored_prompts (
        id uuid primary key default gen_random_uuid(),
        company_id uuid not null references companies(id) on delete cascade,
        user_id uuid not null references users(id) on delete cascade,
        user_prompt text not null,
        chat_history jsonb not null default '[]',
        prompt_context text,
        created_at timestamptz not null default now()
      );
      create index stored_prompts_created_at on stored_prompts (created_at);
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table stored_prompts;');
  },
};
