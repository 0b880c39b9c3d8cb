import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TEXTS, WEB_ROUTES } from '@arcline/shared';
import { CenteredMessage } from '../modules/ui/components/CenteredMessage';
import { signOut } from '../modules/session/utils/signOut';

export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate(WEB_ROUTES.landing, { replace: true }));
  }, [navigate]);
  return <CenteredMessage>{TEXTS.loggingOut}</CenteredMessage>;
}
