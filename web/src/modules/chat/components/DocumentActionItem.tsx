import styled from 'styled-components';
import { CHAT_TEXTS, DOCUMENT_ACTION_TEXTS, EDIT_RESOLUTION_TEXTS, INTEGRITY_TEXTS } from '@arcline/shared';
import { useDocumentSession } from '../../document/hooks/useDocumentSession';
import { Button } from '../../ui/components/Button';
import { stillPossible, useEditResolution } from '../hooks/useEditResolution';
import type { ChatMessage } from '../types/ChatMessage';
import { AnswerProvenance } from './AnswerProvenance';
import { AssistantMarkdown } from './AssistantMarkdown';
import { theme } from '../../../theme/theme';

/**
 * An insert or modify answer (spec 01 §4): its text, then whether it was applied to the document (the failure texts
 * of spec 01 §8 with the reasons), and the integrity check's warnings, each with a link to its place.
 */
export function DocumentActionItem({ message }: { message: ChatMessage }) {
  const editor = useDocumentSession()?.editor;
  const successful = message.applicationStatus === 'successful';
  const failedText = message.type === 'insert' ? DOCUMENT_ACTION_TEXTS.insertFailed : DOCUMENT_ACTION_TEXTS.modifyFailed;
  const doneText = message.type === 'insert' ? DOCUMENT_ACTION_TEXTS.inserted : DOCUMENT_ACTION_TEXTS.modified;
  const warnings = message.integrityWarnings ?? [];
  return (
    <StyledAction aria-label={CHAT_TEXTS.assistantLabel} data-status={message.applying ? 'applying' : message.applicationStatus}>
      <AssistantMarkdown text={message.chatMessage ?? ''} />
      {!message.applying && successful && <StyledOutcome role="status">{doneText}</StyledOutcome>}
      {!message.applying && !successful && (
        <StyledFailure role="alert">
          <p>{failedText}</p>
          {(message.editNotes ?? []).map((note) => (
            <p key={note}>{note}</p>
          ))}
        </StyledFailure>
      )}
      {warnings.length > 0 && (
        <StyledWarnings aria-label={INTEGRITY_TEXTS.heading} data-testid="integrity-warnings">
          <p>{INTEGRITY_TEXTS.heading}</p>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.paragraphId}-${warning.start}-${warning.kind}`} data-kind={warning.kind}>
                {warning.message}{' '}
                <StyledLink type="button" onClick={() => void editor?.select(warning.paragraphId, warning.start, warning.end)}>
                  {INTEGRITY_TEXTS.show}
                </StyledLink>
              </li>
            ))}
          </ul>
        </StyledWarnings>
      )}
      {!message.applying && <EditResolutionBar message={message} />}
      <AnswerProvenance message={message} />
    </StyledAction>
  );
}

/** Accept all, Reject all and Undo of the applied edit, and what came of the last one. */
function EditResolutionBar({ message }: { message: ChatMessage }) {
  const { available, actions, resolve } = useEditResolution(message);
  if (!available) return null;
  const { resolving, resolution } = message;
  const outcome = resolution && (resolution.result === 'done' ? EDIT_RESOLUTION_TEXTS.done[resolution.action] : resolution.message);
  return (
    <StyledResolution data-testid="edit-resolution" data-resolution={resolution ? `${resolution.action}:${resolution.result}` : 'none'}>
      <StyledButtons>
        {actions.map((action) => (
          <Button key={action} type="button" $variant="secondary" disabled={resolving !== undefined || !stillPossible(resolution, action)} onClick={() => void resolve(action)}>
            {EDIT_RESOLUTION_TEXTS.actions[action]}
          </Button>
        ))}
      </StyledButtons>
      {resolving && <span role="status">{EDIT_RESOLUTION_TEXTS.resolving}</span>}
      {!resolving && outcome && <span role={resolution?.result === 'failed' ? 'alert' : 'status'}>{outcome}</span>}
    </StyledResolution>
  );
}

const StyledResolution = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin: ${theme.space(2)} 0;
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

const StyledAction = styled.div`
  width: 100%;
`;

const StyledOutcome = styled.p`
  margin: ${theme.space(2)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
`;

const StyledFailure = styled.div`
  margin: ${theme.space(2)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};

  p {
    margin: ${theme.space(1)} 0;
  }
`;

const StyledWarnings = styled.div`
  margin: ${theme.space(2)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};

  p {
    margin: 0 0 ${theme.space(1)};
    font-weight: 600;
  }

  ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
`;

const StyledLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
