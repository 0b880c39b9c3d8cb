import styled from 'styled-components';
import { SUPER_USER_TEXTS } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { SuperUserActions } from '../modules/superUser/components/SuperUserActions';
import { theme } from '../theme/theme';

/** /super: the Super User Menu as a page, for super users. */
export function SuperUserPage() {
  return (
    <AccountLayout title={SUPER_USER_TEXTS.menuTitle} wide>
      <StyledDescription>{SUPER_USER_TEXTS.menuDescription}</StyledDescription>
      <SuperUserActions />
    </AccountLayout>
  );
}

const StyledDescription = styled.p`
  color: ${theme.colors.muted};
`;
