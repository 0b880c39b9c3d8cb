import { ADMIN_MESSAGES } from '@arcline/shared';
import type { UserRow } from '@arcline/shared/data';
import { AuthorizationError, NotFoundError } from '../errors';

export type PlaybookAction = 'read' | 'change';

/**
 * A company's playbooks (docs/playbooks.md): every user of the company reads them; only its admins create, change and
 * delete them (403 with the spec's message, as every admin console call). Returns the company whose playbooks the user
 * may act on: only their own.
 */
export function authorizePlaybooks(user: Pick<UserRow, 'companyId' | 'isAdmin'>, action: PlaybookAction): { companyId: string } {
  if (action === 'change' && !user.isAdmin) throw new AuthorizationError([ADMIN_MESSAGES.notAdmin]);
  return { companyId: user.companyId };
}

/**
 * One playbook, as the company-scoped lookup of `authorizePlaybooks` found it: none (another company's, an unknown or
 * malformed id) is "not found" (404), with `messages` where the id came in a body rather than the path.
 */
export function authorizePlaybook<P>(playbook: P | null | undefined, messages?: string[]): P {
  if (playbook === null || playbook === undefined) throw new NotFoundError(messages);
  return playbook;
}
