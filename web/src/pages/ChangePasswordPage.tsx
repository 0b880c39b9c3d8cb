import { Link } from 'react-router';
import { ACCOUNT_PAGE_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { ChangePasswordForm } from '../modules/accounts/components/ChangePasswordForm';
import { FormFooter } from '../modules/accounts/components/FormFooter';

export function ChangePasswordPage() {
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.changeTitle}>
      <ChangePasswordForm />
      <FormFooter>
        <Link to={WEB_ROUTES.home}>{ACCOUNT_PAGE_TEXTS.continueToApp}</Link>
      </FormFooter>
    </AccountLayout>
  );
}
