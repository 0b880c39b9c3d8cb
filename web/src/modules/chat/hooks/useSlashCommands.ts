import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { WEB_ROUTES } from '@arcline/shared';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { parseSlashCommand } from '../utils/parseSlashCommand';

export interface SlashCommandActions {
  clear(): void;
  openSuperUserMenu(): void;
}

/** Runs a slash command and answers true (the prompt box then clears), or false when the prompt is no command. */
export function useSlashCommands() {
  const navigate = useNavigate();
  const isSuperUser = useConfiguration().data?.user.isSuperUser ?? false;
  return useCallback(
    (prompt: string, actions: SlashCommandActions): boolean => {
      switch (parseSlashCommand(prompt, isSuperUser)) {
        case 'logout':
          void navigate(WEB_ROUTES.logout);
          return true;
        case 'clear':
          actions.clear();
          return true;
        case 'super':
          actions.openSuperUserMenu();
          return true;
        case 'tests':
          void navigate(WEB_ROUTES.tests);
          return true;
        case null:
          return false;
      }
    },
    [isSuperUser, navigate],
  );
}
