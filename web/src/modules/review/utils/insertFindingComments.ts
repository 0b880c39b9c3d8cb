import { REVIEW_TEXTS, type ReviewFindingPayload } from '@arcline/shared';
import type { DocumentHost } from '../../document/documentHost';
import type { FindingCommentStatus } from './reviewReducer';

/** The comment of a finding: its title, the explanation and the suggested change. */
export function findingCommentText(finding: ReviewFindingPayload): string {
  const lines = [finding.title, finding.explanation];
  if (finding.suggestion) lines.push(`${REVIEW_TEXTS.suggestedChange}: ${finding.suggestion}`);
  return lines.join('\n');
}

/**
 * Inserts one Word comment per finding, in order, on the passage it quotes (or its paragraph). A finding about
 * something missing has no passage; one whose passage is not in the document is reported, never anchored elsewhere.
 */
export async function insertFindingComments(host: Pick<DocumentHost, 'insertComment'>, findings: readonly ReviewFindingPayload[]): Promise<FindingCommentStatus[]> {
  const statuses: FindingCommentStatus[] = [];
  for (const finding of findings) {
    if (!finding.quote && finding.paragraphIds.length === 0) {
      statuses.push('nothingToAnchor');
      continue;
    }
    try {
      const anchor = await host.insertComment({ text: findingCommentText(finding), quote: finding.quote, paragraphIds: finding.paragraphIds });
      statuses.push(anchor ? 'inserted' : 'notFound');
    } catch (error) {
      console.error('inserting a review comment failed', error);
      statuses.push('failed');
    }
  }
  return statuses;
}
