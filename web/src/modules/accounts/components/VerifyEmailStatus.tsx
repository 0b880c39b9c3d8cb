import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { FormMessages } from './FormMessages';
import { accountsApi } from '../api/accountsApi';
import { theme } from '../../../theme/theme';

type VerifyState = 'verifying' | 'verified' | 'failed' | 'resent';

export interface VerifyEmailStatusProps {
  code: string;
}

/** Posts the e-mailed code once; on failure offers a new code by 'clicking here' (spec 01 §2). */
export function VerifyEmailStatus({ code }: VerifyEmailStatusProps) {
  const [state, setState] = useState<VerifyState>(code ? 'verifying' : 'failed');
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    void accountsApi.verifyEmail({ code }).then((result) => setState(result.ok ? 'verified' : 'failed'));
  }, [code]);

  const resend = async () => {
    const result = await accountsApi.resendVerification();
    if (result.ok) setState('resent');
  };

  switch (state) {
    case 'verifying':
      return <p role="status">{ACCOUNT_PAGE_TEXTS.verifying}</p>;
    case 'verified':
      return (
        <>
          <FormMessages messages={[ACCOUNT_MESSAGES.verifySucceeded]} tone="success" />
          <StyledContinue>
            <Link to={WEB_ROUTES.home}>{ACCOUNT_PAGE_TEXTS.continueToApp}</Link>
          </StyledContinue>
        </>
      );
    case 'failed':
      return (
        <p role="alert">
          {ACCOUNT_MESSAGES.verifyFailed}{' '}
          <StyledLinkButton type="button" onClick={() => void resend()}>
            {ACCOUNT_MESSAGES.verifyResendLink}
          </StyledLinkButton>
          .
        </p>
      );
    case 'resent':
      return <FormMessages messages={[ACCOUNT_MESSAGES.verifyResent]} tone="success" />;
  }
}

const StyledLinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const StyledContinue = styled.p`
  a {
    color: ${theme.colors.primary};
  }
`;
