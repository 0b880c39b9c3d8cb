import styled from 'styled-components';
import { Link, Navigate } from 'react-router';
import { SALES_EMAIL, TEXTS, WEB_ROUTES } from '@arcline/shared';
import { PublicHeader } from '../modules/ui/components/PublicHeader';
import { useIsLoggedIn } from '../modules/session/hooks/useIsLoggedIn';
import { useLoggedInPoll } from '../modules/session/hooks/useLoggedInPoll';
import { theme } from '../theme/theme';

/** Logged in: straight to /arcline. Logged out: welcome, sales contact, and a 1 s poll for a login elsewhere. */
export function LandingPage() {
  const isLoggedIn = useIsLoggedIn();
  useLoggedInPoll();
  if (isLoggedIn) return <Navigate to={WEB_ROUTES.home} replace />;
  return (
    <StyledPage>
      <PublicHeader>
        <StyledButton to="/login?auto=1">{TEXTS.landingSignIn}</StyledButton>
      </PublicHeader>
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

const StyledButton = styled(Link)`
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  text-decoration: none;
`;

const StyledMain = styled.main`
  max-width: 640px;
  margin: ${theme.space(20)} auto;
  padding: 0 ${theme.space(6)};
  text-align: center;
  line-height: 1.6;
`;
