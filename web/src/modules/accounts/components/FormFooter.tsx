import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** Links under an account form: 'Forgot password?', 'Sign up', 'Back to login'. */
export const FormFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  justify-content: space-between;
  margin: ${theme.space(4)} 0 0;
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};

  a {
    color: ${theme.colors.primary};
  }
`;
