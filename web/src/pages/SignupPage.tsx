import { ACCOUNT_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { SignupForm } from '../modules/accounts/components/SignupForm';

export function SignupPage() {
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.signupTitle}>
      <SignupForm />
    </AccountLayout>
  );
}
