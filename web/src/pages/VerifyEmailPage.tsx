import { useSearchParams } from 'react-router';
import { ACCOUNT_PAGE_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { VerifyEmailStatus } from '../modules/accounts/components/VerifyEmailStatus';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <AccountLayout title={ACCOUNT_PAGE_TEXTS.verifyTitle}>
      <VerifyEmailStatus code={params.get('code') ?? ''} />
    </AccountLayout>
  );
}
