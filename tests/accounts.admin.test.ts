import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bindApiDatabase } from '@arcline/api/db/apiDatabase';
import { countRows, tableRows } from './harness/tableRows';
import { seedDemoData } from '@arcline/api/db/seed';
import { startTestApi, type TestApi } from './harness/testApi';
import { buildCompany, buildInvitationCode, buildUser, reloadUser, startMailbox, type Mailbox } from './harness/factories';
import { bin, projectRoot } from '../scripts/stack/paths';

const DEMO_EMAILS = ['demo@example.com', 'colleague@example.com', 'someone@example.org'];

describe('demo data and super users', () => {
  let api: TestApi;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    api = await startTestApi({ env: { SMTP_URL: mailbox.smtpUrl, SEED_DEMO_DATA: 'true' } });
  });
  afterAll(async () => {
    await api?.close();
    await mailbox?.stop();
  });

  const post = (target: TestApi, route: string, json: unknown) => target.request(`/api/auth/${route}`, { method: 'POST', json });
  const userOf = async (target: TestApi, token: string) =>
    (await (await target.request('/api/configuration', { token })).json()).entity.user;
  const signIn = async (usernameOrEmail: string, password: string) => {
    const res = await post(api, 'login', { usernameOrEmail, password });
    expect(res.status).toBe(200);
    return userOf(api, (await res.json()).token);
  };

  describe('seeding', () => {
    it('creates the demo companies, users and invitation code at start', async () => {
      const password = api.config.SEED_PASSWORD;
      expect(await signIn('demo@example.com', password)).toMatchObject({
        name: 'Dana',
        fullName: 'Dana Demo',
        username: 'demouser',
        companyName: 'Demo Law LLP',
        emailVerified: true,
        isSuperUser: true,
        isAdmin: true,
      });
      expect(await signIn('colleague', password)).toMatchObject({ companyName: 'Demo Law LLP', isSuperUser: false, isAdmin: false, emailVerified: true });
      expect(await signIn('someone1', password)).toMatchObject({ fullName: 'Sam Someone', companyName: 'Other Firm LLC' });

      const userName = `newcomer${Date.now()}`;
      const res = await post(api, 'signup', { email: `${userName}@example.com`, userName, password: 'a good password', code: 'DEMO-INVITE' });
      expect(res.status).toBe(200);
      expect(await userOf(api, (await res.json()).token)).toMatchObject({ companyName: 'Demo Law LLP' });
    });

    it('changes nothing when it runs again, not even with another SEED_PASSWORD', async () => {
      const before = await tableRows('users', { email: DEMO_EMAILS }, 'email');
      await seedDemoData(api.sequelize, { SEED_PASSWORD: 'another seed password' });
      await seedDemoData(api.sequelize, { SEED_PASSWORD: 'another seed password' });

      expect(await countRows('companies', { name: ['Demo Law LLP', 'Other Firm LLC'] })).toBe(2);
      expect(await countRows('allowed_email_domains', { domain: ['example.com', 'example.org'] })).toBe(2);
      expect(await countRows('invitation_codes', { code: 'DEMO-INVITE' })).toBe(1);
      const after = await tableRows('users', { email: DEMO_EMAILS }, 'email');
      expect(after).toEqual(before);
      expect((await post(api, 'login', { usernameOrEmail: 'demo@example.com', password: api.config.SEED_PASSWORD })).status).toBe(200);
      expect((await post(api, 'login', { usernameOrEmail: 'demo@example.com', password: 'another seed password' })).status).toBe(400);
    });
  });

  describe('super users', () => {
    it('grants the users of SUPER_USER_EMAILS at start and at signup; /api/configuration tells the client', async () => {
      const { user } = await buildUser();
      const bystander = await buildUser();
      const { company, domain } = await buildCompany();
      const { code } = await buildInvitationCode(company.id);
      const newcomer = `boss-${Date.now()}@${domain}`;
      const configured = await startTestApi({
        env: { SMTP_URL: mailbox.smtpUrl, SUPER_USER_EMAILS: ` ${user.email.toUpperCase()} ,absent@nowhere.test,${newcomer}` },
      });
      try {
        expect(await userOf(configured, await configured.tokens.openSession(user))).toMatchObject({ isSuperUser: true });
        expect(await userOf(configured, await configured.tokens.openSession(bystander.user))).toMatchObject({ isSuperUser: false });
        const res = await post(configured, 'signup', { email: newcomer, userName: `boss${Date.now()}`, password: 'a good password', code });
        expect(await userOf(configured, (await res.json()).token)).toMatchObject({ isSuperUser: true });
      } finally {
        await configured.close();
        bindApiDatabase(api.sequelize); // the factories follow the API started last
      }
    });

    it('grants and revokes with the admin command', async () => {
      const { user } = await buildUser();
      const command = (...args: string[]) =>
        promisify(execFile)(bin('tsx'), [path.join(projectRoot, 'api/src/cli/superUser.ts'), ...args], {
          env: { ...process.env, DATABASE_URL: inject('stackEnv').DATABASE_URL },
        });

      expect((await command('grant', user.email.toUpperCase())).stdout).toBe(`${user.email} is now a super user.\n`);
      expect((await reloadUser(user)).isSuperUser).toBe(true);
      expect((await command('revoke', user.email)).stdout).toBe(`${user.email} is no longer a super user.\n`);
      expect((await reloadUser(user)).isSuperUser).toBe(false);

      await expect(command('grant', 'absent@nowhere.test')).rejects.toMatchObject({
        code: 1,
        stderr: 'No user has the e-mail absent@nowhere.test.\n',
      });
      await expect(command('promote', user.email)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage:') });
    });
  });
});
