import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ACCOUNT_PAGE_TEXTS, TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { useOrganisationSignIn } from '../hooks/useOrganisationSignIn';
import { theme } from '../../../theme/theme';

export interface OrganisationSignInProps {
  /** `/login?auto=1`: open the popup at once and say the user is logged out (spec 02 §2). */
  autoStart: boolean;
}

export function OrganisationSignIn({ autoStart }: OrganisationSignInProps) {
  const { open, blocked } = useOrganisationSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    open();
  }, [autoStart, open]);

  return (
    <StyledSection>
      {autoStart && <StyledNotice role="status">{TEXTS.loggedOutAuto}</StyledNotice>}
      <p>{ACCOUNT_PAGE_TEXTS.loginPopupInstructions}</p>
      {blocked && <StyledBlocked role="alert">{ACCOUNT_PAGE_TEXTS.popupBlocked}</StyledBlocked>}
      <Button type="button" onClick={open}>
        {ACCOUNT_PAGE_TEXTS.signInWithOrganisation}
      </Button>
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};

  p {
    margin: 0;
  }
`;

const StyledNotice = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primarySoft};
`;

const StyledBlocked = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.small};
`;
