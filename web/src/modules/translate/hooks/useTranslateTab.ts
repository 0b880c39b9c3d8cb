import { useCallback, useReducer, type Dispatch } from 'react';
import {
  AUTO_DETECT_LANGUAGE,
  TRANSLATION_MESSAGES,
  checkTranslationFile,
  type TranslationSourceOption,
  type TranslationTargetOption,
} from '@arcline/shared';
import { usageTracker } from '../../usage/usageTracker';
import { translateText } from '../api/translateText';
import { translateReducer, type TranslateAction } from '../state/translateReducer';
import { initialTranslateState } from '../state/translateState';
import { textFailureMessage, uploadFailureMessage } from '../utils/failureMessages';
import { useFileTranslation } from './useFileTranslation';

/** The Translate tab (spec 02 §2): languages, text translations, one file chosen at a time and several translated at once. */
export function useTranslateTab() {
  const [state, dispatch] = useReducer(translateReducer, initialTranslateState);
  const { translateFile: runFileTranslation } = useFileTranslation(dispatch);
  const { sourceLanguage, targetLanguage, file } = state;

  /** PromptBox's contract: true clears the box. The text stays when no target language is chosen. */
  const submitText = useCallback(
    (text: string): boolean => {
      if (!targetLanguage) {
        dispatch({ type: 'noticeShown', message: TRANSLATION_MESSAGES.targetLanguageRequired });
        return false;
      }
      void runTextTranslation(dispatch, text, sourceLanguage, targetLanguage);
      return true;
    },
    [sourceLanguage, targetLanguage],
  );

  const chooseFile = useCallback((chosen: File) => {
    // The request-upload checks run in the browser first, so a wrong file is refused before anything is sent.
    const checked = checkTranslationFile(chosen.name, chosen.size);
    if (checked.ok) dispatch({ type: 'fileChosen', file: chosen });
    else dispatch({ type: 'noticeShown', message: uploadFailureMessage(checked) });
  }, []);

  const translateFile = useCallback((bilingual = false) => {
    if (!file) return;
    if (!targetLanguage) {
      dispatch({ type: 'noticeShown', message: TRANSLATION_MESSAGES.targetLanguageRequired });
      return;
    }
    void runFileTranslation(file, { sourceLanguage, targetLanguage }, bilingual);
  }, [file, runFileTranslation, sourceLanguage, targetLanguage]);

  const removeFile = useCallback(() => dispatch({ type: 'fileRemoved' }), []);

  return {
    state,
    submitText,
    chooseFile,
    translateFile,
    removeFile,
    setSourceLanguage: (language: TranslationSourceOption) => dispatch({ type: 'sourceChanged', language }),
    setTargetLanguage: (language: TranslationTargetOption) => dispatch({ type: 'targetChanged', language }),
  };
}

async function runTextTranslation(
  dispatch: Dispatch<TranslateAction>,
  text: string,
  sourceLanguage: TranslationSourceOption,
  targetLanguage: TranslationTargetOption,
): Promise<void> {
  const id = crypto.randomUUID();
  dispatch({ type: 'textRequested', id, originalText: text });
  const result = await translateText({ text, sourceLanguage, targetLanguage }, usageTracker.track('translate-text-prompt-execute'));
  if (!result.ok) {
    dispatch({ type: 'textFailed', id, error: textFailureMessage(result) });
    return;
  }
  const { translatedText, detectedOriginalLanguage, engine, mismatches, unknownWords } = result.data;
  dispatch({
    type: 'textTranslated',
    translation: {
      id,
      originalText: text,
      status: 'translated',
      chatMessage: translatedText,
      detectedOriginalTextLanguage: detectedOriginalLanguage,
      languageDetected: sourceLanguage === AUTO_DETECT_LANGUAGE,
      translatedTextLanguage: targetLanguage,
      engine,
      mismatches,
      ...(unknownWords ? { unknownWords } : {}),
    },
  });
}
