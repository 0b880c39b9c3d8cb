import styled from 'styled-components';

/** Links under an account form: 'Forgot password?', 'Sign up', 'Back to login'. */
export const FormFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  justify-content: space-between;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
