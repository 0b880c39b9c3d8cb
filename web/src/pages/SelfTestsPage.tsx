import styled from 'styled-components';
import { SUPER_USER_TEXTS, type SelfTestStatus } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { Button } from '../modules/ui/components/Button';

/** Without a Word document nothing runs, so every case stays not started. */
const STATUS_IN_BROWSER: SelfTestStatus = 'not_started';

/** /tests for super users: the paragraph-edit self-tests, which need the document open in Word (spec 02 §2). */
export function SelfTestsPage() {
  return (
    <AccountLayout title={SUPER_USER_TEXTS.selfTestsTitle} wide>
      <StyledNote role="note">{SUPER_USER_TEXTS.selfTestsNeedWord}</StyledNote>
      <StyledList>
        {SUPER_USER_TEXTS.selfTestCases.map((name) => (
          <li key={name}>
            <span>{name}</span>
            <StyledStatus data-status={STATUS_IN_BROWSER}>{SUPER_USER_TEXTS.selfTestStatuses[STATUS_IN_BROWSER]}</StyledStatus>
          </li>
        ))}
      </StyledList>
      <Button type="button" disabled>
        {SUPER_USER_TEXTS.runAll}
      </Button>
    </AccountLayout>
  );
}

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledList = styled.ul`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledStatus = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;
