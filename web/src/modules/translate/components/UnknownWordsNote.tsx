import styled from 'styled-components';
import { UNKNOWN_WORDS_TEXTS, type UnknownWord } from '@arcline/shared';
import { theme } from '../../../theme/theme';

/** Under a translation: the words the engine did not know, left as written, each once, in the order they appear. */
export function UnknownWordsNote({ words }: { words: readonly UnknownWord[] }) {
  const distinct = [...new Set(words.map((word) => word.word))];
  if (distinct.length === 0) return null;
  return (
    <StyledNote data-testid="unknown-words">
      {UNKNOWN_WORDS_TEXTS.heading(distinct.length)} <span>{distinct.join(', ')}</span>
    </StyledNote>
  );
}

const StyledNote = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.small};

  span {
    font-weight: 600;
  }
`;
