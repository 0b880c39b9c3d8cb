import { useState } from 'react';
import { useLocation } from 'react-router';
import { ChatTabs } from '../modules/chat/components/ChatTabs';
import { ConversationScreen } from '../modules/chat/components/ConversationScreen';
import { TranslateScreen } from '../modules/translate/components/TranslateScreen';
import { chatTabFromSearch } from '../modules/chat/utils/chatTabFromSearch';
import { SuperUserMenu } from '../modules/superUser/components/SuperUserMenu';

/** /arcline: the chat, research and translate tabs (spec 01 §2). */
export function ArclinePage() {
  const location = useLocation();
  const tab = chatTabFromSearch(location.search);
  const [superUserMenuOpen, setSuperUserMenuOpen] = useState(false);
  const openSuperUserMenu = () => setSuperUserMenuOpen(true);

  return (
    <>
      <ChatTabs active={tab} />
      {tab === 'translate' ? (
        <TranslateScreen onOpenSuperUserMenu={openSuperUserMenu} />
      ) : (
        <ConversationScreen key={tab} tab={tab} onOpenSuperUserMenu={openSuperUserMenu} />
      )}
      <SuperUserMenu open={superUserMenuOpen} onClose={() => setSuperUserMenuOpen(false)} />
    </>
  );
}
