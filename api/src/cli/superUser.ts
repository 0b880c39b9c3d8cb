/**
 * Admin command: `npx tsx api/src/cli/superUser.ts grant|revoke <email>`.
 * Uses DATABASE_URL like the API; the change is in the company's audit log (actor `command line`). A user listed in
 * SUPER_USER_EMAILS is granted again at the next API start.
 */
import { userStore } from '@arcline/shared/data';
import { sequelizeSql } from '../db/sequelizeSql';
import { setRoles } from '../commands/admin/adminPeople';
import { CLI_ACTOR_EMAIL, operatorActor } from '../commands/admin/adminAudit';
import { runGrantRevokeCommand, runIfMain } from './grantRevokeCommand';

const USAGE = 'usage: npx tsx api/src/cli/superUser.ts grant|revoke <email>';

/** Runs the command and returns the process exit code. */
export function runSuperUserCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return runGrantRevokeCommand(USAGE, args, env, async (sequelize, email, grant) => {
    const person = await userStore.findByEmail(sequelizeSql(sequelize), email.trim().toLowerCase());
    if (!person) return null;
    const user = await setRoles(sequelize, operatorActor(CLI_ACTOR_EMAIL, person.companyId), person, { isSuperUser: grant });
    return `${user.email} is ${user.isSuperUser ? 'now' : 'no longer'} a super user.`;
  });
}

runIfMain(import.meta.url, runSuperUserCommand);
