import styled from 'styled-components';
import { PUBLIC_PAGE_TEXTS } from '@arcline/shared';

/** /matrix and /matrix/:id inside the shell; the Matrix Review screens arrive with their own feature. */
export function MatrixPage() {
  return (
    <StyledPage>
      <h1>{PUBLIC_PAGE_TEXTS.matrixTitle}</h1>
      <p>{PUBLIC_PAGE_TEXTS.matrixUnavailable}</p>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space(8)};

  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
