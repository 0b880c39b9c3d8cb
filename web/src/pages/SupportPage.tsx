import { PUBLIC_PAGE_TEXTS, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS, TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';

export function SupportPage() {
  return (
    <AccountLayout title={TEXTS.supportHeading}>
      <p>
        {PUBLIC_PAGE_TEXTS.supportBody} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <p>{PUBLIC_PAGE_TEXTS.supportResponse(SUPPORT_RESPONSE_HOURS)}</p>
    </AccountLayout>
  );
}
