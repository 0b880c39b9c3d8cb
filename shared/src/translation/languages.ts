/** Translation languages (spec 02 §2, §3): the codes the calls carry and the labels the selectors show. */

/** The source selector's default: the translator detects the language (spec 02 §2). */
export const AUTO_DETECT_LANGUAGE = 'auto';

/** Every source language of spec 02 §3, in the spec's order (DeepL's codes, lower case). */
export const TRANSLATION_ALL_SOURCE_LANGUAGES = [
  'ar', 'bg', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'nb', 'nl',
  'pl', 'ro', 'ru', 'sk', 'sl', 'sv', 'tr', 'uk', 'zh', 'en', 'pt',
] as const;
export type TranslationSourceLanguage = (typeof TRANSLATION_ALL_SOURCE_LANGUAGES)[number];

/** Targets: the sources with plain English and Portuguese replaced by their variants, plus both Chinese scripts. */
export const TRANSLATION_ALL_TARGET_LANGUAGES = [
  ...TRANSLATION_ALL_SOURCE_LANGUAGES.filter((code) => code !== 'en' && code !== 'pt'),
  'zh-HANS', 'zh-HANT', 'en-GB', 'en-US', 'pt-BR', 'pt-PT',
] as const;
export type TranslationTargetLanguage = (typeof TRANSLATION_ALL_TARGET_LANGUAGES)[number];

/**
 * Languages beyond spec 02's that only Apertium translates (issue 30): Norwegian Nynorsk, among da, nb and sv. The
 * calls accept them and the selectors offer them; DeepL and Claude do not claim them (isTranslationSourceLanguage),
 * so a pair with English is refused in the user's words, before a file is uploaded.
 */
export const TRANSLATION_OFFLINE_ONLY_LANGUAGES = ['nn'] as const;
export type TranslationOfflineOnlyLanguage = (typeof TRANSLATION_OFFLINE_ONLY_LANGUAGES)[number];

/** What the source selector offers (spec 02 §2): auto detect first and default, then en, nb, da, sv, and Nynorsk. */
export const TRANSLATION_SOURCE_OPTIONS = [AUTO_DETECT_LANGUAGE, 'en', 'nb', 'nn', 'da', 'sv'] as const;
export type TranslationSourceOption = (typeof TRANSLATION_SOURCE_OPTIONS)[number];
export const DEFAULT_TRANSLATION_SOURCE = AUTO_DETECT_LANGUAGE satisfies TranslationSourceOption;

/** What the target selector offers (spec 02 §2, and Nynorsk). It starts empty: a target must be chosen. */
export const TRANSLATION_TARGET_OPTIONS = ['en-US', 'en-GB', 'nb', 'nn', 'da', 'sv'] as const;
export type TranslationTargetOption = (typeof TRANSLATION_TARGET_OPTIONS)[number];

export const TRANSLATION_LANGUAGE_LABELS: Record<
  TranslationSourceLanguage | TranslationTargetLanguage | TranslationOfflineOnlyLanguage | typeof AUTO_DETECT_LANGUAGE,
  string
> = {
  auto: 'Detect language',
  ar: 'Arabic',
  bg: 'Bulgarian',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  es: 'Spanish',
  et: 'Estonian',
  fi: 'Finnish',
  fr: 'French',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  lt: 'Lithuanian',
  lv: 'Latvian',
  nb: 'Norwegian Bokmål',
  nn: 'Norwegian Nynorsk',
  nl: 'Dutch',
  pl: 'Polish',
  ro: 'Romanian',
  ru: 'Russian',
  sk: 'Slovak',
  sl: 'Slovenian',
  sv: 'Swedish',
  tr: 'Turkish',
  uk: 'Ukrainian',
  zh: 'Chinese',
  en: 'English',
  pt: 'Portuguese',
  'zh-HANS': 'Chinese (simplified)',
  'zh-HANT': 'Chinese (traditional)',
  'en-GB': 'English (British)',
  'en-US': 'English (American)',
  'pt-BR': 'Portuguese (Brazilian)',
  'pt-PT': 'Portuguese (European)',
};

/** A language code's label, or the code itself when it is not one of the spec's languages. */
export function translationLanguageLabel(code: string): string {
  return (TRANSLATION_LANGUAGE_LABELS as Record<string, string>)[code] ?? code;
}

export function isTranslationSourceLanguage(code: string): code is TranslationSourceLanguage {
  return (TRANSLATION_ALL_SOURCE_LANGUAGES as readonly string[]).includes(code);
}

export function isTranslationTargetLanguage(code: string): code is TranslationTargetLanguage {
  return (TRANSLATION_ALL_TARGET_LANGUAGES as readonly string[]).includes(code);
}

/** The base language of a code: 'en-GB' → 'en', 'zh-HANS' → 'zh', 'nb' → 'nb'. */
export function baseLanguage(code: string): string {
  return code.split('-')[0]!.toLowerCase();
}

/** The languages Apertium's Debian pairs translate among themselves: all that is served without a translator's key. */
export const OFFLINE_TRANSLATION_LANGUAGES: readonly string[] = ['da', 'nb', 'nn', 'sv'];

/**
 * Whether a pair can be served at all by a process without DEEPL_API_KEY or ANTHROPIC_API_KEY: both languages among
 * Apertium's (an unknown source, 'auto', may be one). Used to refuse a target before a file is uploaded; the worker's
 * router still decides for the pair it detects.
 */
export function servableOffline(source: string, target: string): boolean {
  const offline = (code: string) => OFFLINE_TRANSLATION_LANGUAGES.includes(baseLanguage(code));
  return offline(target) && (source === AUTO_DETECT_LANGUAGE || offline(source));
}
