/**
 * Admin command: `npx tsx api/src/cli/superUser.ts grant|revoke <email>`.
 * Uses DATABASE_URL like the API. A user listed in SUPER_USER_EMAILS is granted again at the next API start.
 */
import { fileURLToPath } from 'node:url';
import { parseRuntimeConfig } from '@arcline/shared';
import { createSequelize } from '../db/sequelize';
import { initModels } from '../models';
import { setSuperUser } from '../commands/accounts/superUsers';

const USAGE = 'usage: npx tsx api/src/cli/superUser.ts grant|revoke <email>';

/** Runs the command and returns the process exit code. */
export async function runSuperUserCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const sequelize = createSequelize(parseRuntimeConfig(env).DATABASE_URL);
  initModels(sequelize);
  try {
    const user = await setSuperUser(email, action === 'grant');
    if (!user) {
      console.error(`No user has the e-mail ${email}.`);
      return 1;
    }
    console.log(`${user.email} is ${user.isSuperUser ? 'now' : 'no longer'} a super user.`);
    return 0;
  } finally {
    await sequelize.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runSuperUserCommand(process.argv.slice(2), process.env)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
