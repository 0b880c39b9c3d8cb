import { useContext, useState } from 'react';
import styled from 'styled-components';
import { SUPER_USER_TEXTS, type SelfTestStatus } from '@arcline/shared';
import { AccountLayout } from '../modules/accounts/components/AccountLayout';
import { DocumentHostContext } from '../modules/document/utils/DocumentHostContext';
import type { SelfTestSuite } from '../modules/document/selfTestSuite';
import { runAllSelfTests, runSelfTest, type SelfTestResult } from '../modules/selfTests/utils/runSelfTests';
import { Button } from '../modules/ui/components/Button';
import { theme } from '../theme/theme';

const NOT_STARTED: SelfTestResult = { status: 'not_started' };

/**
 * /tests for super users (spec 02 §2): the paragraph-edit self-tests against the open document, each with its
 * status; Run all stops at the first failure. Without a Word document (the web app) nothing can run.
 */
export function SelfTestsPage() {
  const suite = useContext(DocumentHostContext)?.selfTests;
  return (
    <AccountLayout title={SUPER_USER_TEXTS.selfTestsTitle} wide>
      {suite ? <SelfTestRunner suite={suite} /> : <SelfTestsNeedWord />}
    </AccountLayout>
  );
}

function SelfTestRunner({ suite }: { suite: SelfTestSuite }) {
  const [results, setResults] = useState<Record<string, SelfTestResult>>({});
  const [running, setRunning] = useState(false);
  const onResult = (caseId: string, result: SelfTestResult) => setResults((current) => ({ ...current, [caseId]: result }));
  const run = async (work: () => Promise<unknown>) => {
    setRunning(true);
    try {
      await work();
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <StyledNote>{SUPER_USER_TEXTS.selfTestsInWord}</StyledNote>
      <StyledList data-testid="self-tests">
        {suite.cases.map(({ id, name }) => {
          const result = results[id] ?? NOT_STARTED;
          return (
            <li key={id} data-testid="self-test" data-status={result.status}>
              <StyledCase>
                <span>{name}</span>
                {result.reason && <StyledReason role="alert">{result.reason}</StyledReason>}
              </StyledCase>
              <StyledStatus $status={result.status}>{SUPER_USER_TEXTS.selfTestStatuses[result.status]}</StyledStatus>
              <Button type="button" $variant="ghost" disabled={running} onClick={() => void run(() => runSelfTest(suite, id, onResult))}>
                {SUPER_USER_TEXTS.runOne}
              </Button>
            </li>
          );
        })}
      </StyledList>
      <Button type="button" disabled={running} onClick={() => void run(() => runAllSelfTests(suite, onResult))}>
        {SUPER_USER_TEXTS.runAll}
      </Button>
    </>
  );
}

function SelfTestsNeedWord() {
  return (
    <>
      <StyledWarning role="note">{SUPER_USER_TEXTS.selfTestsNeedWord}</StyledWarning>
      <StyledList>
        {SUPER_USER_TEXTS.selfTestCases.map((name) => (
          <li key={name}>
            <StyledCase>{name}</StyledCase>
            <StyledStatus $status="not_started">{SUPER_USER_TEXTS.selfTestStatuses.not_started}</StyledStatus>
          </li>
        ))}
      </StyledList>
      <Button type="button" disabled>
        {SUPER_USER_TEXTS.runAll}
      </Button>
    </>
  );
}

const StyledNote = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;

const StyledWarning = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
`;

const StyledList = styled.ul`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const StyledCase = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledReason = styled.span`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.small};
`;

const StyledStatus = styled.span<{ $status: SelfTestStatus }>`
  white-space: nowrap;
  font-weight: ${({ $status }) => ($status === 'not_started' ? 400 : 600)};
  color: ${({ $status }) =>
    $status === 'passed' ? theme.colors.success : $status === 'failed' ? theme.colors.danger : $status === 'running' ? theme.colors.primary : theme.colors.muted};
`;
