import styled from 'styled-components';
import { splitHighlights } from '@arcline/shared';
import { theme } from '../../../theme/theme';

/** A reference passage with the text between the highlight markers shown highlighted. */
export function HighlightedText({ text }: { text: string }) {
  return (
    <StyledText>
      {splitHighlights(text).map((segment, index) =>
        segment.highlighted ? <StyledMark key={index}>{segment.text}</StyledMark> : <span key={index}>{segment.text}</span>,
      )}
    </StyledText>
  );
}

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.5;
`;

const StyledMark = styled.mark`
  padding: 0 2px;
  border-radius: 3px;
  background: ${theme.colors.highlight};
  color: inherit;
`;
