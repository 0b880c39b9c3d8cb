import styled from 'styled-components';
import { Link } from 'react-router';
import { CHAT_TABS, SHELL_TEXTS, type ChatTab } from '@arcline/shared';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { chatTabPath } from '../utils/chatTabPath';
import { theme } from '../../../theme/theme';

/** The three tabs of /arcline, as links so the sidebar, the URL and this bar agree. */
export function ChatTabs({ active }: { active: ChatTab }) {
  // Research is off for companies whose super user cleared enablePerplexity.
  const researchEnabled = useConfiguration().data?.enablePerplexity !== false;
  return (
    <StyledTabs role="tablist">
      {CHAT_TABS.filter((tab) => tab !== 'research' || researchEnabled).map((tab) => (
        <StyledTab key={tab} to={chatTabPath(tab)} role="tab" aria-selected={tab === active}>
          {SHELL_TEXTS.tabs[tab]}
        </StyledTab>
      ))}
    </StyledTabs>
  );
}

const StyledTabs = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  align-self: center;
  margin-top: ${theme.space(4)};
  padding: ${theme.space(1)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surfaceMuted};
`;

const StyledTab = styled(Link)`
  padding: ${theme.space(1)} ${theme.space(4)};
  border-radius: ${theme.radius};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  text-decoration: none;

  &[aria-selected='true'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-weight: 600;
  }
`;
