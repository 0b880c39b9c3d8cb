/** Translation codes and messages (spec 02 §5, §8), read by the server's answers and the Translate tab. */
import { TRANSLATION_FILE_EXTENSIONS, TRANSLATION_FILE_TYPES, type TranslationFileExtension } from './files';
import { translationLanguageLabel } from './languages';

/** Codes of `POST /api/translate/request-upload` (spec 02 §8). */
export const TRANSLATION_UPLOAD_ERROR_CODES = {
  invalidData: 'E001',
  invalidExtension: 'E002',
  unsupportedType: 'E003',
  tooLarge: 'E004',
  quotaExceeded: 'E005',
} as const;
export type TranslationUploadErrorCode = (typeof TRANSLATION_UPLOAD_ERROR_CODES)[keyof typeof TRANSLATION_UPLOAD_ERROR_CODES];

/**
 * Codes of `POST /api/translate/text` and `POST /api/translate/file`: E001 invalid data, E002 a language the
 * translator does not serve (spec 02 §5), E003 the monthly text quota (spec 02 §8).
 */
export const TRANSLATION_TEXT_ERROR_CODES = {
  invalidData: 'E001',
  unsupportedLanguage: 'E002',
  quotaExceeded: 'E003',
} as const;
export type TranslationTextErrorCode = (typeof TRANSLATION_TEXT_ERROR_CODES)[keyof typeof TRANSLATION_TEXT_ERROR_CODES];

export type TranslationErrorCode = TranslationUploadErrorCode | TranslationTextErrorCode;

/** HTTP status of each failure: bad input is 400, an exhausted quota 403. */
export const TRANSLATION_ERROR_STATUS = { invalid: 400, quotaExceeded: 403 } as const;

/**
 * The `{errors}` envelope of a translation failure carries its code and, for quota failures, the figures the
 * message is built from, so the client can say it again in its own words.
 */
export interface TranslationErrorBody {
  errors: string[];
  code: TranslationErrorCode;
  charactersUsed?: number;
  quotaCharacters?: number;
}

const SUPPORTED_EXTENSIONS = TRANSLATION_FILE_EXTENSIONS.join(', ');

/** Server messages, as spec 02 §8 words them. */
export const TRANSLATION_MESSAGES = {
  invalidData: 'Invalid data.',
  invalidExtension: 'File name must contain a valid file extension.',
  unsupportedType: 'Unsupported file type.',
  tooLarge: (extension: TranslationFileExtension) =>
    `File size too large. Maximum size for ${TRANSLATION_FILE_TYPES[extension].label} is ${TRANSLATION_FILE_TYPES[extension].maxMb} MB.`,
  fileQuotaExceeded: (charactersUsed: number, quotaCharacters: number) =>
    [
      'Your current quota is insufficient for this translation.',
      charactersUsed > 0 ? `You have already translated ${charactersUsed} characters this month.` : '',
      `Your current file translation quota is ${quotaCharacters} characters.`,
      'If you would like to do more file translations, please contact support.',
    ]
      .filter(Boolean)
      .join(' '),
  textQuotaExceeded: (charactersUsed: number, quotaCharacters: number) =>
    `Your current quota is insufficient for this translation. You have already translated ${charactersUsed} characters this month. Your current text translation quota is ${quotaCharacters} characters. If you would like to do more translations, please contact support.`,
  targetLanguageRequired: 'Please select a target language for translation (see bottom right corner).',
  /** For the operator's log: a pair no engine serves, and `servedBy`, what would serve it (an engine and its setting). */
  languagePairUnsupported: (source: string, target: string, servedBy: string) =>
    `No configured translator serves ${source} to ${target}. ${servedBy}`,
  /** request-upload's E002 for a target no configured translator serves, whatever the source (issue 30). */
  targetLanguageNotAvailable: (target: string) =>
    `Translation into ${translationLanguageLabel(target)} is not available here. Ask your administrator to turn on a translator for it.`,
  /** E002 for a language pair, in the user's words (issue 30: the operator's settings are in the log, not here). */
  languagePairNotAvailable: (source: string, target: string) =>
    `Translation from ${translationLanguageLabel(source)} to ${translationLanguageLabel(target)} is not available here. Ask your administrator to turn on a translator for these languages.`,
  unknownLanguage: (code: string) => `${code} is not a language the translator knows.`,
  textTooLong: (maxChars: number) =>
    `The text is too long to translate at once: at most ${maxChars.toLocaleString('en-US')} characters can be translated at a time. Translate it in parts, or save it as a .docx or .txt file and translate the file.`,
  uploadIdInvalid: 'uploadId must be the id of an upload requested by you.',
  uploadNotFound: 'The upload was not found or has already been translated.',
  /** Push error detail when the uploaded bytes are not what the file name says (issue 11). */
  fileContentMismatch: (extension: string) => `The file is not a valid .${extension} file.`,
  /** A PDF whose pages are images (a scan): there is nothing to translate, and an empty "ready" would hide that. */
  pdfWithoutText:
    'This PDF has no text to translate: its pages are images, as in a scan. Run it through text recognition (OCR) first, or upload the document it was made from.',
} as const;

/** What the Translate tab shows (spec 02 §8). */
export const TRANSLATION_UI_MESSAGES = {
  unknownError: 'An unknown error occurred. Please try again or contact support.',
  unsupportedExtension: `Unsupported file extension for translation. You can upload files with the following extensions: ${SUPPORTED_EXTENSIONS}.`,
  fileTooLarge: 'File size too large.',
  textQuotaFallback:
    'You have run out of your translation quota for this month. Please contact our support if you would like to increase your quota.',
  uploadFailed: 'We could not upload the file. Please try again.',
  translateFileFailed: 'We could not translate the file. Please try again.',
  pushError: 'Error occurred while translating file. Please try again. If the problem persists, please contact support.',
  translateTextFailed: 'We could not translate the text. Please try again.',
} as const;

/** Labels and lines of the number and term check under a translation. */
/** The coverage note under a translation: words the engine did not know (issue 30). */
export const UNKNOWN_WORDS_TEXTS = {
  heading: (count: number) =>
    count === 1 ? 'One word was not known to the translator and is left as written:' : `${count} words were not known to the translator and are left as written:`,
  /** Next to a file's download link: how many words in all, then each word once. */
  inFile: (count: number) =>
    count === 1
      ? 'Not fully translated: one word was not known to the translator and is left as written:'
      : `Not fully translated: ${count} words were not known to the translator and are left as written, among them:`,
} as const;

export const NUMBER_CHECK_TEXTS = {
  heading: 'Check of numbers and terms',
  allFound: 'All dates, amounts, percentages, periods, clause numbers, company forms, defined terms and negations of the source appear in the translation.',
  /** Where a mismatch is: the words around it, as the text it was found in writes them. */
  place: (context: string) => `(in "${context}")`,
  kinds: {
    date: 'Date',
    amount: 'Amount',
    number: 'Number',
    percentage: 'Percentage',
    quantity: 'Period or quantity',
    clause: 'Clause',
    company: 'Company form',
    term: 'Defined term',
    negation: 'Negation',
  },
  /** A negation lost or added: the counts of both sides and their words. */
  negations: (source: string | null, sourceCount: number, translation: string | null, translationCount: number) =>
    `The source has ${sourceCount} negation${sourceCount === 1 ? '' : 's'}${source ? ` (${source})` : ''}, the translation ${translationCount}${translation ? ` (${translation})` : ''}: check that nothing was turned around.`,
  missing: (text: string) => `${text} is in the source but not in the translation.`,
  extra: (text: string) => `${text} is in the translation but not in the source.`,
  termNotDefined: (term: string) => `"${term}" is defined in the source but not in the translation.`,
  termCount: (term: string, sourceCount: number, translated: string, translationCount: number) =>
    `"${term}" is used ${sourceCount} times in the source, "${translated}" ${translationCount} times in the translation.`,
} as const;
