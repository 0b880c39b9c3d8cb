import type { Sequelize } from 'sequelize';
import type { Client } from '@temporalio/client';
import { sendEmailWorkflowId, TASK_QUEUES, WORKFLOW_TYPES, type SendEmailInput } from '@arcline/shared/contracts';
import { outgoingMailStore, type OutgoingMail } from '@arcline/shared/data';
import { sequelizeSql } from '../db/sequelizeSql';

export type MailMessage = OutgoingMail;

/** Outgoing mail, injected through AppDeps so every sender goes through one queue. */
export interface Mailer {
  /** Resolves once the mail is queued (not sent): the SMTP server's state never fails the caller's request. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The mail queue: the message is stored in `outgoing_mails` and `send-email/{id}` is started; the worker sends it
 * through SMTP (`SMTP_URL`, `MAIL_FROM`) and Temporal retries while the server is down.
 */
export function createQueuedMailer(deps: { sequelize: Sequelize; temporal: Client }): Mailer {
  const sql = sequelizeSql(deps.sequelize);
  return {
    async send(message) {
      const mailId = await outgoingMailStore.add(sql, message);
      const input: SendEmailInput = { mailId };
      try {
        await deps.temporal.workflow.start(WORKFLOW_TYPES.sendEmail, { taskQueue: TASK_QUEUES.main, workflowId: sendEmailWorkflowId(mailId), args: [input] });
      } catch (error) {
        await outgoingMailStore.remove(sql, mailId);
        throw error;
      }
    },
    close: () => undefined,
  };
}
