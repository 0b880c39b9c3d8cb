import type pg from 'pg';
import { outgoingMailStore } from '@arcline/shared/data';
import { pgSql } from '../db/pgSql';
import type { MailTransport } from './smtpTransport';

export function createMailActivities(deps: { db: pg.Pool; mail: MailTransport }) {
  const sql = pgSql(deps.db);
  return {
    /**
     * Sends a queued e-mail and removes it from the queue. A failure (SMTP down, refused) is recorded on the row and
     * thrown, so Temporal retries; a mail no longer queued was sent by an earlier attempt.
     */
    async sendQueuedEmail(mailId: string): Promise<'sent' | 'already sent'> {
      const mail = await outgoingMailStore.find(sql, mailId);
      if (!mail) return 'already sent';
      try {
        await deps.mail.send(mail);
      } catch (error) {
        await outgoingMailStore.recordFailure(sql, mailId, error instanceof Error ? error.message : String(error));
        throw error;
      }
      await outgoingMailStore.remove(sql, mailId);
      return 'sent';
    },

    /** The delivery deadline passed: the links in the mail have expired, so it is dropped. */
    async dropQueuedEmail(mailId: string): Promise<void> {
      await outgoingMailStore.remove(sql, mailId);
    },
  };
}
