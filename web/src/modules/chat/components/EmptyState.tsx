import styled from 'styled-components';

export function EmptyState({ heading }: { heading: string }) {
  return (
    <StyledEmpty>
      <h2>{heading}</h2>
    </StyledEmpty>
  );
}

const StyledEmpty = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.hero};
    font-weight: 600;
    text-align: center;
  }
`;
