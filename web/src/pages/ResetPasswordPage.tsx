import { useSearchParams } from 'react-router';
import { ACCOUNT_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { ResetPasswordForm } from '../modules/accounts/components/ResetPasswordForm';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.resetTitle}>
      <ResetPasswordForm initialCode={params.get('code') ?? ''} initialEmail={params.get('email') ?? ''} />
    </AccountLayout>
  );
}
