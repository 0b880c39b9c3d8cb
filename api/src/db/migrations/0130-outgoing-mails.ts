import type { Migration } from '../migrate';

/**
 * The mail queue (README "Hardening and limits"): a message waits here while `send-email/{id}` sends it, so an SMTP
 * server that is down delays mail instead of losing it or failing the request.
 */
export const outgoingMails: Migration = {
  name: '0130-outgoing-mails',
  async up({ sequelize }) {
    await sequelize.query(`
      create table outgoing_mails (
        id uuid primary key default gen_random_uuid(),
        recipient text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now()
      );
    `);
  },
  async down({ sequelize }) {
    await sequelize.query('drop table outgoing_mails;');
  },
};
