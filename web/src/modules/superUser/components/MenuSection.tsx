import styled from 'styled-components';
import { theme } from '../../../theme/theme';

/** One section of the Super User Menu: its heading and muted explanation; `$spaced` when it follows another. */
export const MenuSection = styled.section<{ $spaced?: boolean }>`
  margin-top: ${({ $spaced }) => ($spaced ? theme.space(4) : 0)};
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: ${theme.fontSizes.body};
  }
  p {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
`;
