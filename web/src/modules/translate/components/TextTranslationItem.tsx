import styled from 'styled-components';
import { CHAT_TEXTS, TRANSLATE_TAB_TEXTS, translationLanguageLabel } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import type { TextTranslation } from '../state/translateState';
import { NumberCheckList } from './NumberCheckList';
import { UnknownWordsNote } from './UnknownWordsNote';
import { MessageError, MessageStatus } from '../../chat/components/MessageNotices';
import { theme } from '../../../theme/theme';

/** The original text, then the translate chat message (spec 01 §3): the translation, its languages and engine. */
export function TextTranslationItem({ translation }: { translation: TextTranslation }) {
  return (
    <StyledItem>
      <StyledOriginal aria-label={TRANSLATE_TAB_TEXTS.original}>{translation.originalText}</StyledOriginal>
      {translation.status === 'pending' && (
        <MessageStatus role="status">
          <Spinner />
          {TRANSLATE_TAB_TEXTS.translating}
        </MessageStatus>
      )}
      {translation.status === 'failed' && <MessageError role="alert">{translation.error}</MessageError>}
      {translation.status === 'translated' && (
        <StyledAnswer aria-label={CHAT_TEXTS.assistantLabel} data-type="translate" data-testid="translate-message">
          <StyledMeta data-testid="translate-languages">{languagesLine(translation)}</StyledMeta>
          <StyledText data-testid="translated-text">{translation.chatMessage}</StyledText>
          {translation.engine && <StyledEngine data-testid="translate-engine">{TRANSLATE_TAB_TEXTS.translatedBy(translation.engine)}</StyledEngine>}
          <NumberCheckList mismatches={translation.mismatches ?? []} />
          <UnknownWordsNote words={translation.unknownWords ?? []} />
        </StyledAnswer>
      )}
    </StyledItem>
  );
}

/** "Danish (detected) → Norwegian Bokmål"; just the target when the source language is not known. */
function languagesLine(translation: TextTranslation): string {
  const target = translationLanguageLabel(translation.translatedTextLanguage ?? '');
  const original = translation.detectedOriginalTextLanguage;
  if (!original) return target;
  const source = translationLanguageLabel(original);
  return TRANSLATE_TAB_TEXTS.languagePair(translation.languageDetected ? TRANSLATE_TAB_TEXTS.detectedLanguage(source) : source, target);
}

const StyledItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(2)} 0;
`;

const StyledOriginal = styled.div`
  align-self: flex-end;
  max-width: 80%;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.primarySoft};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledAnswer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
`;

const StyledMeta = styled.span`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;

const StyledText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledEngine = styled.span`
  align-self: flex-start;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`;
