import styled from 'styled-components';

/** The column under the messages that holds notices and the prompt box. */
export const StyledComposer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;
