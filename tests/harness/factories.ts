import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { AllowedEmailDomain, Company, InvitationCode, User } from '@arcline/api/models';
import { hashPassword } from '@arcline/api/auth/passwords';
import { startMaildev } from '../../scripts/stack/services';
import { freePort } from '../../scripts/stack/processes';
import './stackEnv';

/** Factories write through the API's models; call them after startTestApi() has bound the models. */
export async function buildCompany(overrides: { name?: string; domain?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  const company = await Company.create({ name: overrides.name ?? `Company ${suffix}` });
  const domain = overrides.domain ?? `firm-${suffix}.test`;
  await AllowedEmailDomain.create({ companyId: company.id, domain });
  return { company, domain };
}

export async function buildInvitationCode(companyId: string, options: { reusable?: boolean; expiresAt?: Date } = {}) {
  return InvitationCode.create({ companyId, code: `invite-${randomUUID()}`, reusable: options.reusable ?? true, expiresAt: options.expiresAt ?? null });
}

export const DEFAULT_TEST_PASSWORD = 'correct horse battery staple';

export async function buildUser(
  overrides: {
    companyId?: string;
    domain?: string;
    username?: string;
    password?: string;
    /** An identity-provider account: no password at all. */
    passwordless?: boolean;
    superUser?: boolean;
    /** Administrator of the company (the /admin console). */
    admin?: boolean;
    verified?: boolean;
  } = {},
) {
  const { company, domain } = overrides.companyId
    ? { company: await Company.findByPk(overrides.companyId, { rejectOnEmpty: true }), domain: overrides.domain ?? 'unknown.test' }
    : await buildCompany({ domain: overrides.domain });
  const username = overrides.username ?? `user_${randomUUID().slice(0, 8)}`;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const user = await User.create({
    companyId: company.id,
    email: `${username.toLowerCase()}@${domain}`,
    username,
    displayName: username,
    passwordHash: overrides.passwordless ? null : await hashPassword(password),
    isSuperUser: overrides.superUser ?? false,
    isAdmin: overrides.admin ?? false,
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  await user.reload({ include: ['company'] });
  return { user, company, domain, password };
}

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

export interface Mailbox {
  /** The SMTP server the worker sends to. */
  smtpUrl: string;
  /** The mails to that address so far, oldest first. */
  mailsTo(address: string): Promise<ReceivedMail[]>;
  /** Waits until the address has received `count` mails and returns the last of them. */
  waitForMail(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * The stack's MailDev (SMTP + REST inbox, started by globalSetup), where the worker sends the mail of every test file;
 * a test reads only its own addresses. With `own`, a MailDev of its own on free ports (for a worker of the test's own).
 */
export async function startMailbox(options: { own?: boolean; smtpPort?: number } = {}): Promise<Mailbox> {
  const stackEnv = inject('stackEnv');
  let smtpUrl = stackEnv.SMTP_URL;
  let inboxUrl = stackEnv.MAIL_INBOX_URL;
  let stop = (): Promise<void> => Promise.resolve();
  if (options.own) {
    const [smtpPort, webPort] = [options.smtpPort ?? (await freePort()), await freePort()];
    const maildev = await startMaildev({ smtpPort, webPort, logsDir: stackEnv.LOGS_DIR });
    smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    inboxUrl = `http://127.0.0.1:${webPort}`;
    stop = () => maildev.stop();
  }
  const mailsTo = async (address: string) => {
    const all = (await (await fetch(`${inboxUrl}/email`)).json()) as ReceivedMail[];
    // MailDev lists mails in the order they arrived.
    return all.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
  };
  return {
    smtpUrl,
    mailsTo,
    async waitForMail(address, count = 1, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await mailsTo(address);
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > deadline) throw new Error(`${address} received ${mails.length} of ${count} mails`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}

/** The link a mail carries (its plain-text part), parsed. */
export function linkInMail(mail: ReceivedMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(link);
}
