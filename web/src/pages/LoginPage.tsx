import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { ACCOUNT_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { LoginForm } from '../modules/accounts/components/LoginForm';
import { OrganisationSignIn } from '../modules/accounts/components/OrganisationSignIn';
import { theme } from '../theme/theme';

export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.loginTitle}>
      <OrganisationSignIn autoStart={params.get('auto') === '1'} />
      <StyledSeparator>{ACCOUNT_PAGE_TEXTS.orUsePassword}</StyledSeparator>
      <LoginForm />
    </AccountLayout>
  );
}

const StyledSeparator = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  margin: ${theme.space(6)} 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.colors.border};
  }
`;
