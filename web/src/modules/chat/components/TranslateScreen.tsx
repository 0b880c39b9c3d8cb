import styled from 'styled-components';
import { CHAT_TEXTS, TEXTS, TRANSLATE_PROMPT_ROWS } from '@arcline/shared';
import { useToast } from '../../toast/hooks/useToast';
import { useSlashCommands } from '../hooks/useSlashCommands';
import { EmptyState } from './EmptyState';
import { PromptBox } from './PromptBox';
import { StyledComposer } from './StyledComposer';

export interface TranslateScreenProps {
  onOpenSuperUserMenu(): void;
}

/**
 * The translate tab's empty state and 6-row text box. Translating text and files comes with the translation
 * feature; until then a prompt here is not sent, and a toast says so.
 */
export function TranslateScreen({ onOpenSuperUserMenu }: TranslateScreenProps) {
  const { toast } = useToast();
  const runSlashCommand = useSlashCommands();
  const onSubmit = (prompt: string) => {
    if (runSlashCommand(prompt, { clear: () => undefined, openSuperUserMenu: onOpenSuperUserMenu })) return true;
    toast({ title: CHAT_TEXTS.translateUnavailable });
    return false;
  };
  return (
    <StyledScreen>
      <EmptyState heading={TEXTS.emptyTranslate} />
      <StyledComposer>
        <PromptBox placeholder={CHAT_TEXTS.placeholders.translate} minRows={TRANSLATE_PROMPT_ROWS} maxRows={TRANSLATE_PROMPT_ROWS} onSubmit={onSubmit} />
      </StyledComposer>
    </StyledScreen>
  );
}

const StyledScreen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;
