import styled from 'styled-components';
import { PLAYGROUND_TEXTS } from '@arcline/shared';
import { commentRange, rangeText } from '../../host/simulated/model/ranges';
import type { SimulatedDocument } from '../../host/simulated/model/SimulatedDocument';
import { theme } from '@arcline/web/src/theme/theme';

/** Word's comment pane: each comment with its author, text and the passage it is on. */
export function CommentsView({ document }: { document: SimulatedDocument }) {
  if (document.comments.length === 0) return null;
  return (
    <StyledComments aria-label={PLAYGROUND_TEXTS.comments}>
      <h2>{PLAYGROUND_TEXTS.comments}</h2>
      {document.comments.map((comment) => {
        const range = commentRange(document, comment);
        return (
          <li key={comment.id} data-testid="playground-comment">
            <strong>{comment.author}</strong>
            {range && <blockquote data-testid="playground-comment-anchor">{rangeText(document, range)}</blockquote>}
            <p>{comment.content}</p>
          </li>
        );
      })}
    </StyledComments>
  );
}

const StyledComments = styled.ul`
  max-width: 800px;
  margin: ${theme.space(4)} auto 0;
  padding: ${theme.space(4)};
  list-style: none;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  font-size: ${theme.fontSizes.small};

  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.fontSizes.body};
  }
  li {
    padding: ${theme.space(2)} 0;
    border-top: 1px solid ${theme.colors.border};
  }
  blockquote {
    margin: ${theme.space(1)} 0;
    padding-left: ${theme.space(2)};
    border-left: 3px solid ${theme.colors.highlight};
    color: ${theme.colors.muted};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;
