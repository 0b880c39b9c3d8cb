import { fileURLToPath } from 'node:url';
import type { Sequelize } from 'sequelize';
import { parseRuntimeConfig } from '@arcline/shared';
import { createSequelize } from '../db/sequelize';
import { bindApiDatabase } from '../db/apiDatabase';

/**
 * The shape of the role commands (`grant|revoke <email>`): checks the arguments, opens the database of DATABASE_URL
 * like the API, runs `apply` and returns the process exit code. `apply` answers the line to print, or null when no user
 * has the e-mail.
 */
export async function runGrantRevokeCommand(
  usage: string,
  args: string[],
  env: Record<string, string | undefined>,
  apply: (sequelize: Sequelize, email: string, grant: boolean) => Promise<string | null>,
): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(usage);
    return 2;
  }
  const sequelize = createSequelize(parseRuntimeConfig(env).DATABASE_URL);
  bindApiDatabase(sequelize);
  try {
    const done = await apply(sequelize, email, action === 'grant');
    if (!done) {
      console.error(`No user has the e-mail ${email}.`);
      return 1;
    }
    console.log(done);
    return 0;
  } finally {
    await sequelize.close();
  }
}

/** Runs a command module when it is the script node was started with. */
export function runIfMain(moduleUrl: string, command: (args: string[], env: Record<string, string | undefined>) => Promise<number>): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  command(process.argv.slice(2), process.env)
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
