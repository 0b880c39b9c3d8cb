import styled from 'styled-components';
import { CHAT_TEXTS, TRANSLATE_TAB_TEXTS, translationLanguageLabel } from '@arcline/shared';
import { Spinner } from '../../ui/components/Spinner';
import type { TextTranslation } from '../state/translateState';
import { NumberCheckList } from './NumberCheckList';

/** The original text, then the translate chat message (spec 01 §3): the translation, its languages and engine. */
export function TextTranslationItem({ translation }: { translation: TextTranslation }) {
  return (
    <StyledItem>
      <StyledOriginal aria-label={TRANSLATE_TAB_TEXTS.original}>{translation.originalText}</StyledOriginal>
      {translation.status === 'pending' && (
        <StyledStatus role="status">
          <Spinner />
          {TRANSLATE_TAB_TEXTS.translating}
        </StyledStatus>
      )}
      {translation.status === 'failed' && <StyledError role="alert">{translation.error}</StyledError>}
      {translation.status === 'translated' && (
        <StyledAnswer aria-label={CHAT_TEXTS.assistantLabel} data-type="translate" data-testid="translate-message">
          <StyledMeta data-testid="translate-languages">{languagesLine(translation)}</StyledMeta>
          <StyledText data-testid="translated-text">{translation.chatMessage}</StyledText>
          {translation.engine && <StyledEngine data-testid="translate-engine">{TRANSLATE_TAB_TEXTS.translatedBy(translation.engine)}</StyledEngine>}
          <NumberCheckList mismatches={translation.mismatches ?? []} />
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
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
`;

const StyledOriginal = styled.div`
  align-self: flex-end;
  max-width: 80%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledError = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledAnswer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledEngine = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
