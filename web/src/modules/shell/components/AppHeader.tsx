import styled from 'styled-components';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Icon } from '../../ui/components/Icon';
import { Tooltip } from '../../ui/components/Tooltip';
import { IndexingStatusIndicator } from '../../indexing/components/IndexingStatusIndicator';
import { useIndexingStatus } from '../../indexing/hooks/useIndexingStatus';
import { useSidebar } from '../hooks/useSidebar';
import { theme } from '../../../theme/theme';

export interface AppHeaderProps {
  /** The Word task pane has no sidebar to toggle. */
  inOffice: boolean;
}

export function AppHeader({ inOffice }: AppHeaderProps) {
  const navigate = useNavigate();
  const { toggle } = useSidebar();
  const indexingStatus = useIndexingStatus();
  return (
    <StyledHeader>
      {!inOffice && (
        <Tooltip label={SHELL_TEXTS.toggleSidebar}>
          <StyledIconButton type="button" aria-label={SHELL_TEXTS.toggleSidebar} onClick={toggle}>
            <Icon name="panel" />
          </StyledIconButton>
        </Tooltip>
      )}
      <StyledLogo to={WEB_ROUTES.landing}>{PRODUCT_NAME}</StyledLogo>
      <StyledSpacer />
      <StyledStatus>
        <IndexingStatusIndicator status={indexingStatus} />
      </StyledStatus>
      <StyledLogout type="button" $variant="secondary" aria-label={SHELL_TEXTS.logout} onClick={() => void navigate(WEB_ROUTES.logout)}>
        <Icon name="logout" />
        <StyledLogoutLabel>{SHELL_TEXTS.logout}</StyledLogoutLabel>
      </StyledLogout>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${theme.space(3)};
  height: ${theme.sizes.header};
  padding: 0 ${theme.space(4)};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const StyledIconButton = styled.button`
  display: inline-flex;
  padding: ${theme.space(2)};
  border: none;
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
`;

const StyledLogo = styled(Link)`
  flex-shrink: 0;
  font-weight: 700;
  font-size: ${theme.fontSizes.large};
  color: ${theme.colors.primary};
  text-decoration: none;
`;

const StyledSpacer = styled.span`
  flex: 1;
`;

/** The indicator gives way first in a narrow pane (Word's 350 px task pane), its text cut short rather than overflowing. */
const StyledStatus = styled.span`
  display: inline-flex;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledLogout = styled(Button)`
  flex-shrink: 0;
`;

/** Below the task pane's width plus a margin, the Logout button keeps its icon only (its name stays for assistive tech). */
const StyledLogoutLabel = styled.span`
  @media (max-width: ${theme.breakpoints.narrowPane}) {
    display: none;
  }
`;
