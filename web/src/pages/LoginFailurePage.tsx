import { Link } from 'react-router';
import { ACCOUNT_PAGE_TEXTS, TEXTS, WEB_ROUTES } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { FormMessages } from '../modules/accounts/components/FormMessages';
import { FormFooter } from '../modules/accounts/components/FormFooter';

export function LoginFailurePage() {
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.loginTitle}>
      <FormMessages messages={[TEXTS.loginFailure]} tone="error" />
      <FormFooter>
        <Link to={WEB_ROUTES.login}>{ACCOUNT_PAGE_TEXTS.backToLogin}</Link>
      </FormFooter>
    </AccountLayout>
  );
}
