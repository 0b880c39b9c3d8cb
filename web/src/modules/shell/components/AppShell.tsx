import styled from 'styled-components';
import { Outlet } from 'react-router';
import { ConversationsProvider } from '../../chat/components/ConversationsProvider';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { HydratedLater } from '../../ui/components/HydratedLater';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './SidebarProvider';

/**
 * The signed-in layout of /arcline and /matrix: header on top, sidebar and content below (spec 01 §2). In the Word
 * task pane (add-in mode, spec 01 §4) there is no sidebar: the content takes the pane's whole width.
 */
export function AppShell() {
  const inOffice = isOfficeMode();
  return (
    <SidebarProvider>
      <ConversationsProvider>
        <StyledShell>
          {/* The server's first screen of a matrix: its table is hydrated first (HydratedLater). */}
          <HydratedLater>
            <AppHeader inOffice={inOffice} />
          </HydratedLater>
          <StyledBody>
            {!inOffice && (
              <HydratedLater>
                <Sidebar />
              </HydratedLater>
            )}
            <StyledContent>
              <Outlet />
            </StyledContent>
          </StyledBody>
        </StyledShell>
      </ConversationsProvider>
    </SidebarProvider>
  );
}

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const StyledContent = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;
