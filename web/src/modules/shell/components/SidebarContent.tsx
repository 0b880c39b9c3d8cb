import styled, { css } from 'styled-components';
import { Link, useLocation } from 'react-router';
import { ADMIN_TEXTS, SHELL_TEXTS, SIDEBAR_TOOLTIP_DELAY_MS, WEB_ROUTES } from '@arcline/shared';
import { Icon, type IconName } from '../../ui/components/Icon';
import { Tooltip } from '../../ui/components/Tooltip';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { activeSidebarTab } from '../utils/activeSidebarTab';
import { sidebarTabItems } from '../utils/sidebarTabItems';
import { theme } from '../../../theme/theme';

export interface SidebarContentProps {
  /** Collapsed to icons: labels are hidden and shown as tooltips without delay. */
  collapsed: boolean;
  onNavigate?(): void;
}

export function SidebarContent({ collapsed, onNavigate }: SidebarContentProps) {
  const location = useLocation();
  const active = activeSidebarTab(location.pathname, location.search);
  const configuration = useConfiguration().data;
  const user = configuration?.user;
  // Research is off for companies whose super user cleared enablePerplexity.
  const items = sidebarTabItems.filter((item) => item.tab !== 'research' || configuration?.enablePerplexity !== false);

  return (
    <StyledContent>
      <StyledNav aria-label={SHELL_TEXTS.navigation}>
        {items.map((item) => (
          <SidebarLink
            key={item.tab}
            to={item.path}
            icon={item.icon}
            label={SHELL_TEXTS.tabs[item.tab]}
            active={active === item.tab}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ))}
      </StyledNav>
      <StyledFooter>
        {user && (
          <StyledUser $collapsed={collapsed} data-testid="sidebar-user">
            <StyledAvatar aria-hidden="true">{user.name.slice(0, 1).toUpperCase()}</StyledAvatar>
            <StyledUserText $collapsed={collapsed}>
              <strong>{user.name}</strong>
              <span>{user.companyName}</span>
            </StyledUserText>
          </StyledUser>
        )}
        {user?.isAdmin && (
          <SidebarLink
            to={WEB_ROUTES.admin}
            icon="shield"
            label={ADMIN_TEXTS.navLink}
            active={location.pathname === WEB_ROUTES.admin}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        )}
        <SidebarLink
          to={WEB_ROUTES.changePassword}
          icon="key"
          label={SHELL_TEXTS.changePassword}
          active={false}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      </StyledFooter>
    </StyledContent>
  );
}

interface SidebarLinkProps {
  to: string;
  icon: IconName;
  label: string;
  active: boolean;
  collapsed: boolean;
  onNavigate?(): void;
}

function SidebarLink({ to, icon, label, active, collapsed, onNavigate }: SidebarLinkProps) {
  return (
    <Tooltip label={label} side="right" delayMs={SIDEBAR_TOOLTIP_DELAY_MS} disabled={!collapsed}>
      <StyledLink to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate} $collapsed={collapsed}>
        <Icon name={icon} />
        <StyledLabel $collapsed={collapsed}>{label}</StyledLabel>
      </StyledLink>
    </Tooltip>
  );
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: 100%;
  padding: ${theme.space(2)};
`;

const StyledNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledLink = styled(Link)<{ $collapsed: boolean }>`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: ${theme.sizes.controlHeight};
  padding: 0 ${({ $collapsed }) => ($collapsed ? '0' : theme.space(3))};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const StyledLabel = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => $collapsed && visuallyHidden}
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding-top: ${theme.space(2)};
  border-top: 1px solid ${theme.colors.border};
`;

const StyledUser = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${theme.space(3)};
  padding: ${theme.space(1)};
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
`;

const StyledUserText = styled.span<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${theme.fontSizes.small};
  ${({ $collapsed }) => $collapsed && visuallyHidden}

  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${theme.colors.muted};
  }
`;
