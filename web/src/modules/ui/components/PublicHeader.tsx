import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { PRODUCT_NAME, WEB_ROUTES } from '@arcline/shared';
import { theme } from '../../../theme/theme';

/** The header of the public and account pages: the logo linking home, and the page's action on the right if any. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <StyledHeader>
      <StyledLogo to={WEB_ROUTES.landing}>{PRODUCT_NAME}</StyledLogo>
      {children}
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  align-self: stretch;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${theme.space(3)} ${theme.space(6)};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const StyledLogo = styled(Link)`
  font-weight: 700;
  font-size: ${theme.fontSizes.large};
  color: ${theme.colors.primary};
  text-decoration: none;
`;
