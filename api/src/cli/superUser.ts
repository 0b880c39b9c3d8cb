/**
 * Admin command: `npx tsx api/src/cli/superUser.ts grant|revoke <email>`.
 * Uses DATABASE_URL like the API. A user listed in SUPER_USER_EMAILS is granted again at the next API start.
 */
import { setSuperUser } from '../commands/accounts/superUsers';
import { runGrantRevokeCommand, runIfMain } from './grantRevokeCommand';

const USAGE = 'usage: npx tsx api/src/cli/superUser.ts grant|revoke <email>';

/** Runs the command and returns the process exit code. */
export function runSuperUserCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return runGrantRevokeCommand(USAGE, args, env, async (_sequelize, email, grant) => {
    const user = await setSuperUser(email, grant);
    return user ? `${user.email} is ${user.isSuperUser ? 'now' : 'no longer'} a super user.` : null;
  });
}

runIfMain(import.meta.url, runSuperUserCommand);
