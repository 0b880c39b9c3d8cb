import styled from 'styled-components';
import { END_USER_TERMS_PATH, PRIVACY_NOTICE_PATH, PUBLIC_PAGE_TEXTS, TERMS_LAST_UPDATED } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { theme } from '../theme/theme';

export function TermsPage() {
  return (
    <AccountLayout title={PUBLIC_PAGE_TEXTS.tosTitle} wide>
      <StyledMuted>
        {PUBLIC_PAGE_TEXTS.lastUpdated}: <time dateTime={TERMS_LAST_UPDATED}>{TERMS_LAST_UPDATED}</time>
      </StyledMuted>
      <p>{PUBLIC_PAGE_TEXTS.tosIntro}</p>
      <ul>
        <li>
          <a href={END_USER_TERMS_PATH}>{PUBLIC_PAGE_TEXTS.endUserTerms}</a>
        </li>
        <li>
          <a href={PRIVACY_NOTICE_PATH}>{PUBLIC_PAGE_TEXTS.privacyNotice}</a>
        </li>
      </ul>
    </AccountLayout>
  );
}

const StyledMuted = styled.p`
  color: ${theme.colors.muted};
`;
