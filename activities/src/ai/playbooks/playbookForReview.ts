import { ApplicationFailure } from '@temporalio/activity';
import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';
import { PLAYBOOK_MESSAGES, type Playbook } from '@arcline/shared';
import { findPlaybookOfUser, type Sql } from '@arcline/shared/data';

/**
 * The playbook a review-document workflow names, read for its user's company at the version the call asked against,
 * judged from the side the request named (`actingFor`), else the playbook's default. Gone since (deleted): a failure
 * that is not retried, whose message the pane shows.
 */
export async function playbookForReview(sql: Sql, userId: string, playbookId: string, version: number | undefined, actingFor?: string): Promise<Playbook> {
  const playbook = await findPlaybookOfUser(sql, userId, playbookId, version);
  if (!playbook) throw ApplicationFailure.create({ message: PLAYBOOK_MESSAGES.notFound, type: AI_FAILURE_TYPES.invalidRequest, nonRetryable: true });
  return withActingFor(playbook, actingFor);
}

/** The playbook as a review uses it: the request's party when it names one, else the playbook's default. */
export const withActingFor = <T extends Pick<Playbook, 'actingFor'>>(playbook: T, actingFor: string | undefined): T => ({ ...playbook, actingFor: actingFor ?? playbook.actingFor });
