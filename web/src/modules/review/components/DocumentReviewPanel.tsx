import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { REVIEW_TEXTS, PLAYBOOK_LIMITS, PLAYBOOK_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Spinner } from '../../ui/components/Spinner';
import { useDocumentReview } from '../hooks/useDocumentReview';
import type { ReviewState } from '../utils/reviewReducer';
import { listPlaybooks } from '../api/listPlaybooks';
import { dataOrThrow } from '../../../api/apiError';
import { PlaybookFindings } from './PlaybookFindings';
import { StyledCommentStatus, StyledFindings, StyledLine, StyledSummary } from './reviewStyles';
import { theme } from '../../../theme/theme';

/**
 * Review document in Word (spec 01 §1, user action review-document-click): the findings in the pane, and on request
 * each as a Word comment on the passage it quotes, with where each one went. Beside it, "Review against playbook"
 * (docs/playbooks.md): a verdict per topic of the company's playbook. Nothing without an open document.
 */
export function DocumentReviewPanel() {
  const review = useDocumentReview();
  if (!review) return null;
  const { state } = review;
  if (state.phase === 'idle') {
    return (
      <StyledBar>
        <Button type="button" $variant="secondary" onClick={() => void review.review()}>
          {REVIEW_TEXTS.reviewButton}
        </Button>
        <PlaybookReviewButton onReview={(playbookId, actingFor) => void review.review(playbookId, actingFor)} />
      </StyledBar>
    );
  }
  return (
    <StyledPanel aria-label={REVIEW_TEXTS.title} data-testid="document-review" data-phase={state.phase}>
      <StyledHeader>
        <strong>{REVIEW_TEXTS.title}</strong>
        <Button type="button" $variant="ghost" onClick={review.close}>
          {REVIEW_TEXTS.close}
        </Button>
      </StyledHeader>
      {state.phase === 'reviewed' && state.review.findings.some((finding) => finding.verdict) ? (
        <PlaybookFindings state={state} review={review} />
      ) : (
        <ReviewBody state={state} onInsertComments={() => void review.insertComments()} />
      )}
    </StyledPanel>
  );
}

/**
 * "Review against playbook": the company's playbooks (GET /api/playbooks), a choice when there are several, and the
 * party the firm acts for (the playbook's default until the user types another; blank is none).
 */
function PlaybookReviewButton({ onReview }: { onReview(playbookId: string, actingFor?: string): void }) {
  const playbooks = useQuery({ queryKey: ['playbooks'], queryFn: async () => dataOrThrow(await listPlaybooks()) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [actingFor, setActingFor] = useState<string | null>(null);
  const list = playbooks.data ?? [];
  if (list.length === 0) return null;
  const playbookId = chosen ?? list[0]!.id;
  const side = actingFor ?? list.find((playbook) => playbook.id === playbookId)?.actingFor ?? '';
  return (
    <>
      {list.length > 1 && (
        <select aria-label={PLAYBOOK_TEXTS.choosePlaybook} value={playbookId} onChange={(event) => {
            setChosen(event.target.value);
            setActingFor(null);
          }}
        >
          {list.map((playbook) => (
            <option key={playbook.id} value={playbook.id}>
              {playbook.name}
            </option>
          ))}
        </select>
      )}
      <StyledActingFor
        aria-label={PLAYBOOK_TEXTS.actingFor}
        placeholder={PLAYBOOK_TEXTS.actingForPlaceholder}
        title={PLAYBOOK_TEXTS.actingForHint}
        data-testid="playbook-acting-for"
        value={side}
        maxLength={PLAYBOOK_LIMITS.actingForMaxChars}
        onChange={(event) => setActingFor(event.target.value)}
      />
      <Button type="button" $variant="secondary" data-testid="review-against-playbook" onClick={() => onReview(playbookId, side.trim() || undefined)}>
        {PLAYBOOK_TEXTS.reviewButton}
      </Button>
    </>
  );
}

function ReviewBody({ state, onInsertComments }: { state: Exclude<ReviewState, { phase: 'idle' }>; onInsertComments(): void }) {
  switch (state.phase) {
    case 'reviewing':
      return (
        <StyledLine role="status">
          <Spinner />
          {state.message ?? REVIEW_TEXTS.reviewButton}
          {state.progress !== undefined && ` ${Math.round(state.progress)}%`}
        </StyledLine>
      );
    case 'notSynced':
      return <StyledLine role="alert">{REVIEW_TEXTS.notSynced}</StyledLine>;
    case 'failed':
      return <StyledLine role="alert">{state.message}</StyledLine>;
    case 'reviewed': {
      const { review, comments, commenting } = state;
      const added = comments?.filter((status) => status === 'inserted').length ?? 0;
      return (
        <>
          <StyledSummary>{review.summary}</StyledSummary>
          {review.findings.length === 0 && <StyledLine>{REVIEW_TEXTS.noFindings}</StyledLine>}
          <StyledFindings>
            {review.findings.map((finding, index) => (
              <li key={`${finding.title}-${index}`} data-testid="review-finding" data-comment={comments?.[index] ?? 'none'}>
                <StyledSeverity $severity={finding.severity}>{REVIEW_TEXTS.severity[finding.severity]}</StyledSeverity> <strong>{finding.title}</strong>
                <p>{finding.explanation}</p>
                {finding.quote && <blockquote>{finding.quote}</blockquote>}
                {finding.suggestion && (
                  <p>
                    <em>{REVIEW_TEXTS.suggestedChange}:</em> {finding.suggestion}
                  </p>
                )}
                {comments?.[index] && <StyledCommentStatus $status={comments[index]}>{REVIEW_TEXTS.commentStatus[comments[index]]}</StyledCommentStatus>}
              </li>
            ))}
          </StyledFindings>
          {review.findings.length > 0 && (
            <StyledLine>
              <Button type="button" disabled={commenting || comments !== null} onClick={onInsertComments}>
                {commenting ? REVIEW_TEXTS.insertingComments : REVIEW_TEXTS.insertComments}
              </Button>
              {comments && <span role="status">{REVIEW_TEXTS.commentsSummary(added, comments.length)}</span>}
            </StyledLine>
          )}
        </>
      );
    }
  }
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;

/** A row of its own in the pane's bar, so its placeholder shows whole in Word's 350 px pane (issue 31, 31d). */
const StyledActingFor = styled.input`
  flex: 1 1 100%;
  min-width: 0;
`;

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  max-height: 50vh;
  overflow-y: auto;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.small};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const StyledSeverity = styled.span<{ $severity: 'high' | 'medium' | 'low' }>`
  font-weight: 600;
  color: ${({ $severity }) => ($severity === 'high' ? theme.colors.danger : $severity === 'medium' ? theme.colors.warning : theme.colors.muted)};
`;

