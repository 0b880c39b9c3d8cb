import styled from 'styled-components';
import { Link, Navigate } from 'react-router';
import { PRODUCT_NAME, SALES_EMAIL, TEXTS, WEB_ROUTES } from '@arcline/shared';
import { useIsLoggedIn } from '../modules/session/hooks/useIsLoggedIn';
import { useLoggedInPoll } from '../modules/session/hooks/useLoggedInPoll';

/** Logged in: straight to /arcline. Logged out: welcome, sales contact, and a 1 s poll for a login elsewhere. */
export function LandingPage() {
  const isLoggedIn = useIsLoggedIn();
  useLoggedInPoll();
  if (isLoggedIn) return <Navigate to={WEB_ROUTES.home} replace />;
  return (
    <StyledPage>
      <StyledHeader>
        <StyledLogo to="/">{PRODUCT_NAME}</StyledLogo>
        <StyledButton to="/login?auto=1">{TEXTS.landingSignIn}</StyledButton>
      </StyledHeader>
      <StyledMain>
        <h1>{TEXTS.welcomeHeading}</h1>
        <p>{TEXTS.welcomeBody}</p>
        <a href={`mailto:${SALES_EMAIL}`}>{`${TEXTS.salesContactLabel}: ${SALES_EMAIL}`}</a>
      </StyledMain>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLogo = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledButton = styled(Link)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
`;

const StyledMain = styled.main`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(20)} auto;
  padding: 0 ${({ theme }) => theme.space(6)};
  text-align: center;
  line-height: 1.6;
`;
