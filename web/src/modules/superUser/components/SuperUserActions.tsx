import styled from 'styled-components';
import { SUPER_USER_TEXTS } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Spinner } from '../../ui/components/Spinner';
import { useCacheSync } from '../hooks/useCacheSync';
import { CompanySettingsForm } from './CompanySettingsForm';
import { RecentErrors } from './RecentErrors';
import { MenuSection } from './MenuSection';
import { theme } from '../../../theme/theme';

/** The Super User Menu's actions and settings, shown in its dialog and on /super. */
export function SuperUserActions() {
  const { state, sync, available } = useCacheSync();
  return (
    <MenuSection>
      <h3>{SUPER_USER_TEXTS.cacheSyncTitle}</h3>
      <p>{available ? SUPER_USER_TEXTS.cacheSyncDescription : SUPER_USER_TEXTS.cacheSyncNeedsWord}</p>
      <StyledRow>
        <Button type="button" $variant="secondary" disabled={!available || state === 'syncing'} onClick={() => void sync()}>
          {SUPER_USER_TEXTS.cacheSyncButton}
        </Button>
        <StyledState role="status" data-testid="cache-sync-state" data-state={state} $error={state === 'syncerror'}>
          {state === 'syncing' && <Spinner />}
          {SUPER_USER_TEXTS.cacheSyncStates[state]}
        </StyledState>
      </StyledRow>
      <CompanySettingsForm />
      <RecentErrors />
    </MenuSection>
  );
}


const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`;

const StyledState = styled.span<{ $error: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-size: ${theme.fontSizes.small};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;
