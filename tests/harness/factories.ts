import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { allowedDomainStore, companyStore, invitationStore, userStore, type AccountUser } from '@arcline/shared/data';
import { apiSql } from '@arcline/api/db/apiDatabase';
import { hashPassword } from '@arcline/api/auth/passwords';
import { startMaildev } from '../../scripts/stack/services';
import { freePort } from '../../scripts/stack/processes';
import './stackEnv';

/**
 * Factories write through the data layer's stores on the API's connection (apiSql); call them after startTestApi()
 * (or startApi) has bound it.
 */
export async function buildCompany(overrides: { name?: string; domain?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  const company = await companyStore.create(apiSql(), overrides.name ?? `Company ${suffix}`);
  const domain = overrides.domain ?? `firm-${suffix}.test`;
  await allowedDomainStore.add(apiSql(), company.id, domain);
  return { company, domain };
}

export async function buildInvitationCode(companyId: string, options: { reusable?: boolean; expiresAt?: Date } = {}) {
  return invitationStore.add(apiSql(), { companyId, code: `invite-${randomUUID()}`, reusable: options.reusable ?? true, maxUses: null, expiresAt: options.expiresAt ?? null });
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
  const sql = apiSql();
  const found = overrides.companyId ? await companyStore.find(sql, overrides.companyId) : null;
  if (overrides.companyId && !found) throw new Error(`no company ${overrides.companyId}`);
  const { company, domain } = found ? { company: found, domain: overrides.domain ?? 'unknown.test' } : await buildCompany({ domain: overrides.domain });
  const username = overrides.username ?? `user_${randomUUID().slice(0, 8)}`;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const created = await userStore.create(sql, {
    companyId: company.id,
    email: `${username.toLowerCase()}@${domain}`,
    username,
    fullName: null,
    displayName: username,
    passwordHash: overrides.passwordless ? null : await hashPassword(password),
    isSuperUser: overrides.superUser ?? false,
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  if (overrides.admin) await userStore.update(sql, created.id, { isAdmin: true });
  const user: AccountUser = (await userStore.findWithCompany(sql, created.id))!;
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

/** The user as the database holds them now, read into `user` (as a model's reload did) and answered. */
export async function reloadUser<T extends { id: string }>(user: T): Promise<T & AccountUser> {
  const now = await userStore.findWithCompany(apiSql(), user.id);
  if (!now) throw new Error(`user ${user.id} is gone`);
  return Object.assign(user, now);
}
