import { ACCOUNT_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { ForgotPasswordForm } from '../modules/accounts/components/ForgotPasswordForm';

export function ForgotPasswordPage() {
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.forgotTitle}>
      <ForgotPasswordForm />
    </AccountLayout>
  );
}
