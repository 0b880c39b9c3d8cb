import nodemailer from 'nodemailer';
import type { RuntimeConfig } from '@arcline/shared';
import type { OutgoingMail } from '@arcline/shared/data';

/** Where the worker's mail goes; tests may pass their own. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer: MailDev locally, any SMTP server in production (`SMTP_URL`, `MAIL_FROM`). Short
 * time-outs: a server that does not answer fails the attempt, and Temporal tries again later.
 */
export function createSmtpTransport(config: Pick<RuntimeConfig, 'SMTP_URL' | 'MAIL_FROM'>): MailTransport {
  const transport = nodemailer.createTransport(config.SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as nodemailer.TransportOptions);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
