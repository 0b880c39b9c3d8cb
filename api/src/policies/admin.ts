import { ADMIN_MESSAGES } from '@arcline/shared';
import type { UserRow } from '@arcline/shared/data';
import { AuthorizationError, NotFoundError } from '../errors';

/**
 * The administration console (`/api/admin/*`): its calls are known to exist, so a signed-in user who is not an admin
 * of their company gets 403 with the spec's message, not a 404. What an admin reaches is their own company only.
 */
export function authorizeAdminConsole(user: Pick<UserRow, 'isAdmin' | 'companyId'>): { companyId: string } {
  if (!user.isAdmin) throw new AuthorizationError([ADMIN_MESSAGES.notAdmin]);
  return { companyId: user.companyId };
}

/** A person an admin acts on: one of their company. Another company's person, or none, is hidden: 404. */
export function authorizePerson<P extends Pick<UserRow, 'companyId'>>(actor: { companyId: string }, person: P | null | undefined): P {
  if (!person || person.companyId !== actor.companyId) throw new NotFoundError();
  return person;
}

/**
 * Granting or revoking super-user rights (README "Super User Menu"): only operators and super users of the person's
 * company, never on one's own account; both refusals are 403 with the spec's message (the person is visible to the
 * admin, the right is not theirs to give).
 */
export function authorizeSuperUserGrant(
  actor: { userId: string | null; companyId: string; isSuperUser: boolean },
  person: Pick<UserRow, 'id' | 'companyId'>,
): void {
  if (person.id === actor.userId) throw new AuthorizationError([ADMIN_MESSAGES.cannotChangeOwnSuperUser]);
  if (!actor.isSuperUser || person.companyId !== actor.companyId) throw new AuthorizationError([ADMIN_MESSAGES.superUserGrantedBySuperUsers]);
}
