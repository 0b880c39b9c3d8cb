/**
 * Admin command: `npx tsx api/src/cli/admin.ts grant|revoke <email>` makes the user an administrator of their
 * company (the /admin console), or no longer one. Uses DATABASE_URL like the API; the change is in the audit log.
 */
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig } from '@arcline/shared';
import { createSequelize } from '../db/sequelize';
import { User, initModels } from '../models';
import { setRoles } from '../commands/admin/adminPeople';
import { CLI_ACTOR_EMAIL } from '../commands/admin/adminAudit';

const USAGE = 'usage: npx tsx api/src/cli/admin.ts grant|revoke <email>';

/** Runs the command and returns the process exit code. */
export async function runAdminCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const sequelize = createSequelize(parseRuntimeConfig(env).DATABASE_URL);
  initModels(sequelize);
  try {
    const user = await User.findOne({ where: { email: email.trim().toLowerCase() } });
    if (!user) {
      console.error(`No user has the e-mail ${email}.`);
      return 1;
    }
    await setRoles(sequelize, { userId: null, email: CLI_ACTOR_EMAIL, companyId: user.companyId }, user, { isAdmin: action === 'grant' });
    console.log(`${user.email} is ${user.isAdmin ? 'now' : 'no longer'} an administrator.`);
    return 0;
  } finally {
    await sequelize.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAdminCommand(process.argv.slice(2), process.env)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
