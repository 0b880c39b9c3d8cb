import type { UserRow } from '@arcline/shared/data';
import { NotFoundError } from '../errors';

export type GlossaryAction = 'read' | 'replace';

/**
 * The translation glossaries of a company (README "Translate"): every user of the company reads them; only super
 * users replace one. For anyone else a replace is "not found" (404), as if the call did not exist. Returns the
 * company whose glossaries the user may act on: only their own.
 */
export function authorizeGlossaries(user: Pick<UserRow, 'companyId' | 'isSuperUser'>, action: GlossaryAction): { companyId: string } {
  if (action === 'replace' && !user.isSuperUser) throw new NotFoundError();
  return { companyId: user.companyId };
}
