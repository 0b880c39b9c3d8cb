/**
 * Admin command: `npx tsx api/src/cli/admin.ts grant|revoke <email>` makes the user an administrator of their
 * company (the /admin console), or no longer one. Uses DATABASE_URL like the API; the change is in the audit log.
 */
import { userStore } from '@arcline/shared/data';
import { sequelizeSql } from '../db/sequelizeSql';
import { setRoles } from '../commands/admin/adminPeople';
import { CLI_ACTOR_EMAIL, operatorActor } from '../commands/admin/adminAudit';
import { runGrantRevokeCommand, runIfMain } from './grantRevokeCommand';

const USAGE = 'usage: npx tsx api/src/cli/admin.ts grant|revoke <email>';

/** Runs the command and returns the process exit code. */
export function runAdminCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return runGrantRevokeCommand(USAGE, args, env, async (sequelize, email, grant) => {
    const person = await userStore.findByEmail(sequelizeSql(sequelize), email.trim().toLowerCase());
    if (!person) return null;
    const user = await setRoles(sequelize, operatorActor(CLI_ACTOR_EMAIL, person.companyId), person, { isAdmin: grant });
    return `${user.email} is ${user.isAdmin ? 'now' : 'no longer'} an administrator.`;
  });
}

runIfMain(import.meta.url, runAdminCommand);
