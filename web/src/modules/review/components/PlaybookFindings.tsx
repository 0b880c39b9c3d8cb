import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { EDIT_RESOLUTION_TEXTS, REVIEW_TEXTS, PLAYBOOK_TEXTS, REDLINE_VERDICTS, type PlaybookVerdict } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { canRedline, type FindingRedline } from '../hooks/useDocumentReview';
import type { ReviewState } from '../utils/reviewReducer';
import { StyledCommentStatus, StyledFindings, StyledLine, StyledSummary } from './reviewStyles';
import { theme } from '../../../theme/theme';

interface PlaybookReviewActions {
  redlines: Record<number, FindingRedline | 'applying'>;
  /** Who made the pending tracked changes in a finding's passage, by the finding's index (none: absent). */
  pendingAuthors?: Record<number, string[]>;
  canResolve: boolean;
  addComment(index: number): Promise<void>;
  resolveRedline(index: number, action: 'accept' | 'reject'): Promise<void>;
  redline(indexes: number[]): Promise<void>;
  showPassage(index: number): Promise<void>;
}

/**
 * A review against a playbook: per topic the verdict, the passage (click: selected in Word), why, and the actions —
 * "Add as comment" on the passage, and for unacceptable or missing clauses "Propose redline" (the playbook's wording as
 * tracked changes); "Apply all" redlines every unacceptable clause at once. A long passage shows its first lines with
 * "Show more"; a passage with pending tracked changes says so (the verdict reads it as if they were accepted).
 */
export function PlaybookFindings({ state, review }: { state: Extract<ReviewState, { phase: 'reviewed' }>; review: PlaybookReviewActions }) {
  const { findings } = state.review;
  const unacceptable = findings.flatMap((finding, index) => (finding.verdict === 'unacceptable' && finding.proposedText ? [index] : []));
  const pending = unacceptable.filter((index) => canRedline(review.redlines[index]));
  const applied = unacceptable.filter((index) => {
    const redline = review.redlines[index];
    return redline !== undefined && redline !== 'applying' && redline.status === 'applied';
  });
  return (
    <>
      <StyledSummary>{state.review.summary}</StyledSummary>
      {unacceptable.length > 0 && (
        <StyledLine>
          <Button type="button" data-testid="playbook-apply-all" disabled={pending.length === 0} onClick={() => void review.redline(pending)}>
            {PLAYBOOK_TEXTS.applyAll}
          </Button>
          {pending.length === 0 && <span role="status">{PLAYBOOK_TEXTS.applyAllDone(applied.length, unacceptable.length)}</span>}
        </StyledLine>
      )}
      <StyledFindings>
        {findings.map((finding, index) => {
          const verdict = finding.verdict ?? 'needs review';
          const redline = review.redlines[index];
          // A redline rejected in the pane says nothing more; a refusal stays shown until the next try.
          const rejected = redline !== undefined && redline !== 'applying' && redline.resolution?.action === 'reject' && redline.resolution.result === 'done';
          const comment = state.comments?.[index];
          return (
            <li key={`${finding.topicId ?? finding.title}-${index}`} data-testid="playbook-finding" data-topic={finding.topicId} data-verdict={verdict}>
              <StyledVerdict $verdict={verdict}>{PLAYBOOK_TEXTS.verdicts[verdict]}</StyledVerdict> <strong>{topicTitle(finding.title, verdict)}</strong>
              {finding.quote && <ClampedQuote quote={finding.quote} onShow={() => void review.showPassage(index)} />}
              {review.pendingAuthors?.[index] && (
                <StyledPending data-testid="playbook-pending-changes">{PLAYBOOK_TEXTS.pendingChanges(review.pendingAuthors[index])}</StyledPending>
              )}
              <p>
                <em>{PLAYBOOK_TEXTS.why}:</em> {finding.explanation}
              </p>
              {finding.proposedText && (
                <p>
                  <em>{PLAYBOOK_TEXTS.proposedWording}:</em> {finding.proposedText}
                </p>
              )}
              <StyledLine>
                {(finding.quote || finding.paragraphIds.length > 0) && (
                  <Button type="button" $variant="secondary" disabled={comment !== undefined} onClick={() => void review.addComment(index)}>
                    {PLAYBOOK_TEXTS.addComment}
                  </Button>
                )}
                {REDLINE_VERDICTS.includes(verdict) && finding.proposedText && (
                  <Button type="button" $variant="secondary" disabled={!canRedline(redline)} onClick={() => void review.redline([index])}>
                    {PLAYBOOK_TEXTS.proposeRedline}
                  </Button>
                )}
              </StyledLine>
              {comment && <StyledCommentStatus $status={comment}>{REVIEW_TEXTS.commentStatus[comment]}</StyledCommentStatus>}
              {redline && redline !== 'applying' && !rejected && (
                <p role="status" data-testid="playbook-redline-status" data-status={redline.status}>
                  {PLAYBOOK_TEXTS.redlineStatus[redline.status]}
                  {redline.integrityWarnings.length > 0 && ` ${PLAYBOOK_TEXTS.integrityWarnings(redline.integrityWarnings.length)} ${redline.integrityWarnings.map((warning) => warning.message).join(' ')}`}
                </p>
              )}
              {redline && redline !== 'applying' && redline.reports.length > 0 && review.canResolve && !redline.resolution && (
                <StyledLine>
                  {(['accept', 'reject'] as const).map((action) => (
                    <Button key={action} type="button" $variant="ghost" disabled={redline.resolving} onClick={() => void review.resolveRedline(index, action)}>
                      {EDIT_RESOLUTION_TEXTS.actions[action]}
                    </Button>
                  ))}
                </StyledLine>
              )}
              {redline && redline !== 'applying' && redline.resolution && (
                <p role="status" data-testid="playbook-redline-resolution" data-result={`${redline.resolution.action}:${redline.resolution.result}`}>
                  {redline.resolution.result === 'done' ? EDIT_RESOLUTION_TEXTS.done[redline.resolution.action] : redline.resolution.message}
                </p>
              )}
            </li>
          );
        })}
      </StyledFindings>
    </>
  );
}

/** The passage (a click selects it in Word), clamped to a few lines with "Show more" when it is longer. */
function ClampedQuote({ quote, onShow }: { quote: string; onShow(): void }) {
  const id = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [quote, open]);
  return (
    <>
      <StyledQuote ref={ref} id={id} type="button" title={PLAYBOOK_TEXTS.showPassage} $clamped={!open} onClick={onShow}>
        {quote}
      </StyledQuote>
      {(overflows || open) && (
        <StyledMore type="button" aria-expanded={open} aria-controls={id} data-testid="playbook-quote-more" onClick={() => setOpen(!open)}>
          {open ? PLAYBOOK_TEXTS.showLess : PLAYBOOK_TEXTS.showMore}
        </StyledMore>
      )}
    </>
  );
}

/** The finding's title is "<topic>: <verdict>" (as its Word comment reads); the pane shows the verdict apart. */
const topicTitle = (title: string, verdict: PlaybookVerdict) => (title.endsWith(`: ${verdict}`) ? title.slice(0, -verdict.length - 2) : title);

const VERDICT_COLORS: Record<PlaybookVerdict, string> = {
  standard: theme.colors.success,
  fallback: theme.colors.warning,
  unacceptable: theme.colors.danger,
  missing: theme.colors.danger,
  'needs review': theme.colors.muted,
};

const StyledVerdict = styled.span<{ $verdict: PlaybookVerdict }>`
  font-weight: 600;
  color: ${({ $verdict }) => VERDICT_COLORS[$verdict]};
`;

const StyledQuote = styled.button<{ $clamped: boolean }>`
  display: ${({ $clamped }) => ($clamped ? '-webkit-box' : 'block')};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $clamped }) => ($clamped ? PLAYBOOK_TEXTS.quoteClampLines : 'none')};
  overflow: hidden;
  width: 100%;
  margin: ${theme.space(1)} 0 0;
  padding: 0 0 0 ${theme.space(2)};
  border: none;
  border-left: 3px solid ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.muted};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.text};
  }
`;

const StyledMore = styled.button`
  margin: 0;
  padding: 0 0 0 ${theme.space(2)};
  border: none;
  background: transparent;
  color: ${theme.colors.primary};
  font: inherit;
  font-size: 0.9em;
  cursor: pointer;
  text-decoration: underline;
`;

const StyledPending = styled.p`
  color: ${theme.colors.warning};
`;
