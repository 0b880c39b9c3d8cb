import { ApplicationFailure } from '@temporalio/activity';
import { AI_FAILURE_TYPES } from '@arcline/shared/contracts';
import { PLAYBOOK_MESSAGES, type Playbook } from '@arcline/shared';
import { findPlaybookOfUser, type Sql } from '@arcline/shared/data';

/**
 * The playbook a review-document workflow names, read for its user's company at the version the call asked against.
 * Gone since (deleted): a failure that is not retried, whose message the pane shows.
 */
export async function playbookForReview(sql: Sql, userId: string, playbookId: string, version: number | undefined): Promise<Playbook> {
  const playbook = await findPlaybookOfUser(sql, userId, playbookId, version);
  if (!playbook) throw ApplicationFailure.create({ message: PLAYBOOK_MESSAGES.notFound, type: AI_FAILURE_TYPES.invalidRequest, nonRetryable: true });
  return playbook;
}
