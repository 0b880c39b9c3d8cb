import type { Sequelize, Transaction } from 'sequelize';
import { defaultDisplayName, type RuntimeConfig, DEMO_PLAYBOOK, type PlaybookInput } from '@arcline/shared';
import { AllowedEmailDomain, Company, InvitationCode, User } from '../models';
import { hashPassword } from '../auth/passwords';
import { createPlaybook, hadPlaybookNamed } from '@arcline/shared/data';
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
  await sequelize.transaction(async (transaction) => {
    for (const seed of DEMO_COMPANIES) await seedCompany(seed, seedPasswordHash, transaction);
  });
}

async function seedCompany(seed: SeedCompany, passwordHash: () => Promise<string>, transaction: Transaction): Promise<void> {
  const [company] = await Company.findOrCreate({ where: { name: seed.name }, transaction });
  await AllowedEmailDomain.findOrCreate({ where: { domain: seed.domain }, defaults: { companyId: company.id, domain: seed.domain }, transaction });
  if (seed.invitationCode) {
    await InvitationCode.findOrCreate({
      where: { code: seed.invitationCode },
      defaults: { companyId: company.id, code: seed.invitationCode, reusable: true },
      transaction,
    });
  }
  for (const user of seed.users) {
    if (await User.findOne({ where: { email: user.email }, transaction })) continue;
    await User.create(
      {
        companyId: company.id,
        email: user.email,
        username: user.username,
        fullName: user.fullName,
        displayName: defaultDisplayName({ fullName: user.fullName, userName: user.username }),
        passwordHash: await passwordHash(),
        emailVerifiedAt: new Date(),
        isSuperUser: user.isSuperUser,
        isAdmin: user.isAdmin,
      },
      { transaction },
    );
  }
  const sql = sequelizeSql(Company.sequelize!, transaction);
  for (const playbook of seed.playbooks ?? []) {
    if (!(await hadPlaybookNamed(sql, company.id, playbook.name))) await createPlaybook(sql, company.id, playbook, null);
  }
  // A company seeded before the admin role existed gets its admins once; a company with an admin is left alone.
  if ((await User.count({ where: { companyId: company.id, isAdmin: true }, transaction })) > 0) return;
  const admins = seed.users.filter((user) => user.isAdmin).map((user) => user.email);
  if (admins.length > 0) await User.update({ isAdmin: true }, { where: { companyId: company.id, email: admins }, transaction });
}
