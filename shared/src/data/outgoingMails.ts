import type { Sql } from './sql';

/** An e-mail as the API writes it and the worker sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The one data-access module of table `outgoing_mails` (migration 0130): the mail queue. The API adds a message and
 * starts `send-email/{id}`; the worker reads it, sends it and removes it. The message (with its sign-in links) lives
 * here only until it is sent, and never in Temporal's history.
 */
export const outgoingMailStore = {
  async add(sql: Sql, mail: OutgoingMail): Promise<string> {
    const rows = await sql.rows<{ id: string }>(
      'insert into outgoing_mails (recipient, subject, text_body, html_body) values ($1, $2, $3, $4) returning id',
      [mail.to, mail.subject, mail.text, mail.html],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('outgoing mail was not stored');
    return id;
  },

  /** The message, or null when it was sent (or dropped) already. */
  async find(sql: Sql, id: string): Promise<OutgoingMail | null> {
    const rows = await sql.rows<OutgoingMail>(
      'select recipient as "to", subject, text_body as text, html_body as html from outgoing_mails where id = $1',
      [id],
    );
    return rows[0] ?? null;
  },

  /** Counts an attempt and keeps its error, for operators (`select * from outgoing_mails` shows what is stuck). */
  async recordFailure(sql: Sql, id: string, error: string): Promise<void> {
    await sql.rows('update outgoing_mails set attempts = attempts + 1, last_error = $2 where id = $1 returning id', [id, error]);
  },

  async remove(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from outgoing_mails where id = $1 returning id', [id]);
  },
};
