import type { UserRow } from '@arcline/shared/data';
import { AuthorizationError } from '../errors';

/**
 * The Super User Menu's settings of the caller's company (`/api/super-user/settings`): super users only. Everyone else
 * gets 403: the menu is known to exist, it is not theirs. A super user reaches their own company's settings only.
 */
export function authorizeSuperUserSettings(user: Pick<UserRow, 'isSuperUser' | 'companyId'>): { companyId: string } {
  if (!user.isSuperUser) throw new AuthorizationError();
  return { companyId: user.companyId };
}
