import styled from 'styled-components';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME, SHELL_TEXTS, WEB_ROUTES } from '@arcline/shared';
import { Button } from '../../ui/components/Button';
import { Icon } from '../../ui/components/Icon';
import { Tooltip } from '../../ui/components/Tooltip';
import { IndexingStatusIndicator } from '../../indexing/components/IndexingStatusIndicator';
import { useIndexingStatus } from '../../indexing/hooks/useIndexingStatus';
import { useSidebar } from '../hooks/useSidebar';

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
      <IndexingStatusIndicator status={indexingStatus} />
      <Button type="button" $variant="secondary" onClick={() => void navigate(WEB_ROUTES.logout)}>
        <Icon name="logout" />
        {SHELL_TEXTS.logout}
      </Button>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: ${({ theme }) => theme.sizes.header};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledIconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledLogo = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledSpacer = styled.span`
  flex: 1;
`;
