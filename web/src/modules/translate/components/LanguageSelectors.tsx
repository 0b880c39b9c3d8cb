import styled from 'styled-components';
import {
  TRANSLATE_TAB_TEXTS,
  TRANSLATION_SOURCE_OPTIONS,
  TRANSLATION_TARGET_OPTIONS,
  translationLanguageLabel,
  type TranslationSourceOption,
  type TranslationTargetOption,
} from '@arcline/shared';
import { controlStyles } from '../../ui/components/Field';
import { theme } from '../../../theme/theme';

export interface LanguageSelectorsProps {
  sourceLanguage: TranslationSourceOption;
  targetLanguage: TranslationTargetOption | null;
  disabled?: boolean;
  onSourceChange(language: TranslationSourceOption): void;
  onTargetChange(language: TranslationTargetOption): void;
}

/** Source (auto detect by default) and target selectors, at the bottom right (spec 02 §2). */
export function LanguageSelectors({ sourceLanguage, targetLanguage, disabled, onSourceChange, onTargetChange }: LanguageSelectorsProps) {
  return (
    <StyledSelectors>
      <label>
        <span>{TRANSLATE_TAB_TEXTS.sourceLanguage}</span>
        <select
          value={sourceLanguage}
          disabled={disabled}
          data-testid="translate-source-language"
          onChange={(event) => onSourceChange(event.target.value as TranslationSourceOption)}
        >
          {TRANSLATION_SOURCE_OPTIONS.map((code) => (
            <option key={code} value={code}>
              {translationLanguageLabel(code)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{TRANSLATE_TAB_TEXTS.targetLanguage}</span>
        <select
          value={targetLanguage ?? ''}
          disabled={disabled}
          data-testid="translate-target-language"
          onChange={(event) => onTargetChange(event.target.value as TranslationTargetOption)}
        >
          <option value="" disabled>
            {TRANSLATE_TAB_TEXTS.chooseTarget}
          </option>
          {TRANSLATION_TARGET_OPTIONS.map((code) => (
            <option key={code} value={code}>
              {translationLanguageLabel(code)}
            </option>
          ))}
        </select>
      </label>
    </StyledSelectors>
  );
}

const StyledSelectors = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }

  select {
    ${controlStyles}
    min-height: ${theme.sizes.controlHeight};
    padding: 0 ${theme.space(2)};
  }
`;
