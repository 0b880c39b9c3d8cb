import nodemailer from 'nodemailer';
import type { RuntimeConfig } from '@arcline/shared';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Outgoing mail, injected through AppDeps so every sender goes through one transport. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: MailDev locally, any SMTP server in production (`SMTP_URL`, `MAIL_FROM`). */
export function createSmtpMailer(config: Pick<RuntimeConfig, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
    close() {
      transport.close();
    },
  };
}
