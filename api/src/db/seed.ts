import type { Sequelize } from 'sequelize';
import { defaultDisplayName, type RuntimeConfig, DEMO_PLAYBOOK, type PlaybookInput } from '@arcline/shared';
import { hashPassword } from '../auth/passwords';
import { allowedDomainStore, companyStore, createPlaybook, hadPlaybookNamed, invitationStore, userStore, type Sql } from '@arcline/shared/data';
import { sequelizeSql } from './sequelizeSql';

interface SeedUser {
  email: string;
  username: string;
  fullName: string;
  isSuperUser: boolean;
  /** Administrator of the company (the /admin console). */
  isAdmin: boolean;
}

interface SeedCompany {
  name: string;
  domain: string;
  invitationCode?: string;
  users: SeedUser[];
  /** Playbooks created when the company never had one of that name (docs/playbooks.md). */
  playbooks?: PlaybookInput[];
}

/** Demo data for trying the product by hand (README, "Accounts and sign-in"). */
export const DEMO_COMPANIES: SeedCompany[] = [
  {
    name: 'Demo Law LLP',
    domain: 'example.com',
    invitationCode: 'DEMO-INVITE',
    playbooks: [DEMO_PLAYBOOK],
    users: [
      { email: 'demo@example.com', username: 'demouser', fullName: 'Dana Demo', isSuperUser: true, isAdmin: true },
      { email: 'colleague@example.com', username: 'colleague', fullName: 'Colin Colleague', isSuperUser: false, isAdmin: false },
    ],
  },
  {
    name: 'Other Firm LLC',
    domain: 'example.org',
    users: [{ email: 'someone@example.org', username: 'someone1', fullName: 'Sam Someone', isSuperUser: false, isAdmin: false }],
  },
];

/**
 * Creates whatever of the demo data is missing and changes nothing that exists, so it can run at every start:
 * a password changed by hand survives the next start.
 */
export async function seedDemoData(sequelize: Sequelize, config: Pick<RuntimeConfig, 'SEED_PASSWORD'>): Promise<void> {
  let passwordHash: Promise<string> | undefined;
  const seedPasswordHash = () => (passwordHash ??= hashPassword(config.SEED_PASSWORD));
  await sequelizeSql(sequelize).transaction(async (sql) => {
    for (const seed of DEMO_COMPANIES) await seedCompany(seed, seedPasswordHash, sql);
  });
}

async function seedCompany(seed: SeedCompany, passwordHash: () => Promise<string>, sql: Sql): Promise<void> {
  const company = await companyStore.findOrCreateByName(sql, seed.name);
  if (!(await allowedDomainStore.findByDomain(sql, seed.domain, false))) await allowedDomainStore.add(sql, company.id, seed.domain);
  // Codes the server makes are random bytes, so a demo code can only be the demo company's.
  if (seed.invitationCode && !(await invitationStore.findByCode(sql, company.id, seed.invitationCode))) {
    await invitationStore.add(sql, { companyId: company.id, code: seed.invitationCode, reusable: true, maxUses: null, expiresAt: null });
  }
  for (const user of seed.users) {
    if (await userStore.findByEmail(sql, user.email)) continue;
    await userStore.create(sql, {
      companyId: company.id,
      email: user.email,
      username: user.username,
      fullName: user.fullName,
      displayName: defaultDisplayName({ fullName: user.fullName, userName: user.username }),
      passwordHash: await passwordHash(),
      emailVerifiedAt: new Date(),
      isSuperUser: user.isSuperUser,
    });
  }
  for (const playbook of seed.playbooks ?? []) {
    if (!(await hadPlaybookNamed(sql, company.id, playbook.name))) await createPlaybook(sql, company.id, playbook, null);
  }
  // A company seeded before the admin role existed gets its admins once (new ones too); a company with an admin is left alone.
  if (await companyStore.hasAdmin(sql, company.id)) return;
  for (const admin of seed.users.filter((user) => user.isAdmin)) {
    const found = await userStore.findByEmail(sql, admin.email);
    if (found?.companyId === company.id) await userStore.update(sql, found.id, { isAdmin: true });
  }
}
