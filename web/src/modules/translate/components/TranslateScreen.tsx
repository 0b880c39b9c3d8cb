import { useState } from 'react';
import styled from 'styled-components';
import { CHAT_TEXTS, GLOSSARY_TEXTS, TEXTS, TRANSLATE_PROMPT_ROWS } from '@arcline/shared';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { Button } from '../../ui/components/Button';
import { EmptyState } from '../../chat/components/EmptyState';
import { PromptBox } from '../../chat/components/PromptBox';
import { StyledComposer } from '../../chat/components/StyledComposer';
import { useSlashCommands } from '../../chat/hooks/useSlashCommands';
import { useTranslateTab } from '../hooks/useTranslateTab';
import { FilePickerButton } from './FilePickerButton';
import { FileTranslationStatus } from './FileTranslationStatus';
import { GlossaryDialog } from './GlossaryDialog';
import { LanguageSelectors } from './LanguageSelectors';
import { SelectedFile } from './SelectedFile';
import { TextTranslationItem } from './TextTranslationItem';
import { theme } from '../../../theme/theme';

export interface TranslateScreenProps {
  onOpenSuperUserMenu(): void;
}

/**
 * The Translate tab (spec 02 §2): text translations above, then the 6-row text box (or the chosen file in its
 * place) and the language selectors at the bottom right.
 */
export function TranslateScreen({ onOpenSuperUserMenu }: TranslateScreenProps) {
  const tab = useTranslateTab();
  const runSlashCommand = useSlashCommands();
  const { state } = tab;
  const isSuperUser = useConfiguration().data?.user.isSuperUser ?? false;
  const [glossaryOpen, setGlossaryOpen] = useState(false);

  const onSubmit = (prompt: string) =>
    runSlashCommand(prompt, { clear: () => undefined, openSuperUserMenu: onOpenSuperUserMenu }) || tab.submitText(prompt);

  return (
    <StyledScreen>
      {state.translations.length > 0 || state.jobs.length > 0 ? (
        <StyledResults data-testid="translate-results">
          <StyledColumn>
            {state.translations.map((translation) => (
              <TextTranslationItem key={translation.id} translation={translation} />
            ))}
            {state.jobs.map((job) => (
              <FileTranslationStatus key={job.id} job={job} />
            ))}
          </StyledColumn>
        </StyledResults>
      ) : (
        <EmptyState heading={TEXTS.emptyTranslate} />
      )}
      <StyledComposer>
        {state.notice && (
          <StyledNotice role="alert" data-testid="translate-notice">
            {state.notice}
          </StyledNotice>
        )}
        {state.file ? (
          <SelectedFile file={state.file} onTranslate={tab.translateFile} onRemove={tab.removeFile} />
        ) : (
          <PromptBox
            placeholder={CHAT_TEXTS.placeholders.translate}
            minRows={TRANSLATE_PROMPT_ROWS}
            maxRows={TRANSLATE_PROMPT_ROWS}
            onSubmit={onSubmit}
            leading={<FilePickerButton onFile={tab.chooseFile} />}
          />
        )}
        <StyledControls>
          {isSuperUser && (
            <Button type="button" $variant="ghost" data-testid="glossary-open" onClick={() => setGlossaryOpen(true)}>
              {GLOSSARY_TEXTS.open}
            </Button>
          )}
          <LanguageSelectors
            sourceLanguage={state.sourceLanguage}
            targetLanguage={state.targetLanguage}
            onSourceChange={tab.setSourceLanguage}
            onTargetChange={tab.setTargetLanguage}
          />
        </StyledControls>
      </StyledComposer>
      {isSuperUser && <GlossaryDialog open={glossaryOpen} onClose={() => setGlossaryOpen(false)} />}
    </StyledScreen>
  );
}

const StyledScreen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const StyledResults = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: ${theme.space(4)};
`;

const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space(3)};
`;

const StyledNotice = styled.div`
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
`;
