import { eld } from 'eld/large';
import { TRANSLATION_ALL_SOURCE_LANGUAGES, isTranslationSourceLanguage, type TranslationSourceLanguage } from '@arcline/shared';
import { isNynorsk } from './nynorsk';

/** eld names Norwegian `no`; the spec's code for it is Norwegian Bokmål. */
const ELD_CODE_OF: Readonly<Record<string, string>> = { nb: 'no' };
const SPEC_CODE_OF: Readonly<Record<string, string>> = { no: 'nb' };

// Only the spec's source languages compete, so a Danish sentence is never taken for, say, Faroese.
eld.setLanguageSubset(TRANSLATION_ALL_SOURCE_LANGUAGES.map((code) => ELD_CODE_OF[code] ?? code));

/**
 * The spec's code of the text's language (spec 02 §3), or undefined when eld finds none of the spec's languages;
 * Norwegian written in Nynorsk is `nn` (nynorsk.ts), which only Apertium translates.
 */
export function detectLanguage(text: string): TranslationSourceLanguage | 'nn' | undefined {
  const detected = eld.detect(text).language;
  const code = SPEC_CODE_OF[detected] ?? detected;
  if (code === 'nb' && isNynorsk(text)) return 'nn';
  return isTranslationSourceLanguage(code) ? code : undefined;
}
