import styled from 'styled-components';
import { ANSWER_TEXTS, CITATION_TEXTS, engineLabel, paragraphLabel, type ChatCitation } from '@arcline/shared';
import { useDocumentSession } from '../../document/hooks/useDocumentSession';
import type { DocumentEditor } from '../../document/documentEditor';
import type { ChatMessage } from '../types/ChatMessage';
import { theme } from '../../../theme/theme';

/**
 * Who answered, the verbatim quotes the answer relies on and web sources. In Word a quote of the open document is
 * named by its clause number or first words and selects (and so scrolls to) the passage; elsewhere each opens to its
 * passage in the pane.
 */
export function AnswerProvenance({ message }: { message: ChatMessage }) {
  const editor = useDocumentSession()?.editor;
  const citations = message.citations ?? [];
  const sources = message.sources ?? [];
  return (
    <StyledProvenance>
      {citations.length > 0 && (
        <StyledList aria-label={ANSWER_TEXTS.citationsHeading}>
          {citations.map((citation, index) => (
            <li key={`${citation.sourceId}-${citation.ordinal}-${index}`}>
              {editor && citation.sourceType === 'document' && citation.partId ? (
                <DocumentCitation citation={{ ...citation, partId: citation.partId }} index={index} editor={editor} />
              ) : (
                <details>
                  <summary>
                    [{index + 1}] {citation.sourceName}
                    {citation.partId ? ` · ¶ ${citation.partId}` : ` · ¶ ${citation.ordinal + 1}`}
                  </summary>
                  <StyledQuote data-verified={citation.verified}>
                    {citation.quote}
                    {!citation.verified && <em> ({ANSWER_TEXTS.unverifiedQuote})</em>}
                  </StyledQuote>
                </details>
              )}
            </li>
          ))}
        </StyledList>
      )}
      {sources.length > 0 && (
        <StyledList aria-label={ANSWER_TEXTS.sourcesHeading}>
          {sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} target="_blank" rel="noreferrer noopener">
                {source.title || source.url}
              </a>
            </li>
          ))}
        </StyledList>
      )}
      {message.engine && (
        <StyledEngine data-testid="answer-engine">
          {engineLabel(message.engine, message.model)}
        </StyledEngine>
      )}
    </StyledProvenance>
  );
}

/** A quote of the open Word document: its label selects the passage in Word; the quote shows under it. */
function DocumentCitation({ citation, index, editor }: { citation: ChatCitation & { partId: string }; index: number; editor: DocumentEditor }) {
  const label = citation.label ?? paragraphLabel(citation.quote);
  const show = () =>
    editor.selectQuote(citation.partId, citation.quote).catch((error: unknown) => {
      console.warn('the cited passage could not be selected', error);
    });
  return (
    <>
      <StyledCitationLink type="button" title={CITATION_TEXTS.showInDocument(label)} data-testid="citation-link" onClick={() => void show()}>
        [{index + 1}] {label}
      </StyledCitationLink>
      <StyledQuote data-verified={citation.verified}>
        {citation.quote}
        {!citation.verified && <em> ({ANSWER_TEXTS.unverifiedQuote})</em>}
      </StyledQuote>
    </>
  );
}

const StyledCitationLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const StyledProvenance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-top: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
`;

const StyledList = styled.ol`
  margin: 0;
  padding-left: ${theme.space(5)};

  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
  }
`;

const StyledQuote = styled.blockquote`
  margin: ${theme.space(1)} 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border-left: 3px solid ${theme.colors.highlight};
  background: ${theme.colors.surfaceMuted};
  white-space: pre-wrap;
`;

const StyledEngine = styled.span`
  align-self: flex-start;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.muted};
`;
