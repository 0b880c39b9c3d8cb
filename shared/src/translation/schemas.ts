/** Validation of the translation calls (spec 02 §5): zod schemas and the E00x code each failure carries. */
import { z } from 'zod';
import { fileExtensionOf, isTranslationFileExtension, translationMaxBytes } from './files';
import {
  AUTO_DETECT_LANGUAGE,
  TRANSLATION_ALL_SOURCE_LANGUAGES,
  TRANSLATION_ALL_TARGET_LANGUAGES,
  TRANSLATION_OFFLINE_ONLY_LANGUAGES,
  type TranslationOfflineOnlyLanguage,
  type TranslationSourceLanguage,
  type TranslationTargetLanguage,
} from './languages';
import {
  TRANSLATION_MESSAGES,
  TRANSLATION_TEXT_ERROR_CODES,
  TRANSLATION_UPLOAD_ERROR_CODES,
  type TranslationErrorCode,
} from './messages';
import { UUID_PATTERN } from '../constants';

/** The most text one `POST /api/translate/text` takes (DeepL's own request limit is 128 KiB). */
export const TRANSLATION_TEXT_MAX_CHARS = 50000;
export const TRANSLATION_FILE_NAME_MAX_CHARS = 255;

/** Finds a code in a list regardless of case: 'EN-us' → 'en-US'. */
function canonical<T extends string>(list: readonly T[], code: string): T | undefined {
  const lower = code.toLowerCase();
  return list.find((candidate) => candidate.toLowerCase() === lower);
}

const targetLanguage = z
  .string({ message: TRANSLATION_MESSAGES.targetLanguageRequired })
  .trim()
  .min(1, TRANSLATION_MESSAGES.targetLanguageRequired)
  .transform((code, ctx): TranslationTargetLanguage | TranslationOfflineOnlyLanguage => {
    const known = canonical([...TRANSLATION_ALL_TARGET_LANGUAGES, ...TRANSLATION_OFFLINE_ONLY_LANGUAGES], code);
    if (!known) ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.unknownLanguage(code) });
    return known ?? (code as TranslationTargetLanguage);
  });

/** Absent, null, '' and 'auto' all mean "detect it". */
const sourceLanguage = z
  .string({ message: TRANSLATION_MESSAGES.invalidData })
  .trim()
  .nullish()
  .transform((code, ctx): TranslationSourceLanguage | TranslationOfflineOnlyLanguage | typeof AUTO_DETECT_LANGUAGE => {
    if (!code || code.toLowerCase() === AUTO_DETECT_LANGUAGE) return AUTO_DETECT_LANGUAGE;
    const known = canonical([...TRANSLATION_ALL_SOURCE_LANGUAGES, ...TRANSLATION_OFFLINE_ONLY_LANGUAGES], code);
    if (!known) ctx.addIssue({ code: 'custom', message: TRANSLATION_MESSAGES.unknownLanguage(code) });
    return known ?? (code as TranslationSourceLanguage);
  });

const uploadId = z
  .string({ message: TRANSLATION_MESSAGES.uploadIdInvalid })
  .trim()
  .regex(UUID_PATTERN, TRANSLATION_MESSAGES.uploadIdInvalid)
  .transform((id) => id.toLowerCase());

export const translateTextSchema = z.object({
  text: z
    .string({ message: TRANSLATION_MESSAGES.invalidData })
    .max(TRANSLATION_TEXT_MAX_CHARS, TRANSLATION_MESSAGES.textTooLong(TRANSLATION_TEXT_MAX_CHARS)),
  targetLanguage,
  sourceLanguage,
});
export type TranslateTextInput = z.infer<typeof translateTextSchema>;

export const translationUploadSchema = z.object({
  name: z.string({ message: TRANSLATION_MESSAGES.invalidData }).trim().min(1, TRANSLATION_MESSAGES.invalidData).max(TRANSLATION_FILE_NAME_MAX_CHARS, TRANSLATION_MESSAGES.invalidData),
  size: z.number({ message: TRANSLATION_MESSAGES.invalidData }).int(TRANSLATION_MESSAGES.invalidData).positive(TRANSLATION_MESSAGES.invalidData),
  targetLanguage: targetLanguage.optional(),
  sourceLanguage,
});
export type TranslationUploadInput = z.infer<typeof translationUploadSchema>;

export const translateFileSchema = z.object({
  uploadId,
  targetLanguage,
  sourceLanguage,
  bilingual: z.boolean({ message: TRANSLATION_MESSAGES.invalidData }).optional().default(false),
});
export type TranslateFileInput = z.infer<typeof translateFileSchema>;

export type TranslationParseResult<T> = { ok: true; data: T } | { ok: false; code: TranslationErrorCode; errors: string[] };

const LANGUAGE_FIELDS: ReadonlySet<PropertyKey> = new Set(['targetLanguage', 'sourceLanguage']);

/**
 * Parses a text or file translation body: a language the translator does not know is E002 (spec 02 §5), anything
 * else that is wrong (a missing target language included) is E001.
 */
function parseTranslation<S extends z.ZodType>(schema: S, body: unknown): TranslationParseResult<z.infer<S>> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
  const unknownLanguage = result.error.issues.some((issue) => issue.code === 'custom' && LANGUAGE_FIELDS.has(issue.path[0] ?? ''));
  const code = unknownLanguage ? TRANSLATION_TEXT_ERROR_CODES.unsupportedLanguage : TRANSLATION_TEXT_ERROR_CODES.invalidData;
  return { ok: false, code, errors };
}

export const parseTranslateText = (body: unknown) => parseTranslation(translateTextSchema, body);
export const parseTranslateFile = (body: unknown) => parseTranslation(translateFileSchema, body);

/** The file checks of request-upload (spec 02 §5): extension (E002), type (E003), size per type (E004). */
export function checkTranslationFile(name: string, size: number): { ok: true } | { ok: false; code: TranslationErrorCode; errors: string[] } {
  const extension = fileExtensionOf(name);
  if (!extension) return { ok: false, code: TRANSLATION_UPLOAD_ERROR_CODES.invalidExtension, errors: [TRANSLATION_MESSAGES.invalidExtension] };
  if (!isTranslationFileExtension(extension)) {
    return { ok: false, code: TRANSLATION_UPLOAD_ERROR_CODES.unsupportedType, errors: [TRANSLATION_MESSAGES.unsupportedType] };
  }
  if (size > translationMaxBytes(extension)) {
    return { ok: false, code: TRANSLATION_UPLOAD_ERROR_CODES.tooLarge, errors: [TRANSLATION_MESSAGES.tooLarge(extension)] };
  }
  return { ok: true };
}

/** Parses request-upload: bad fields are E001, then the file checks. The quota (E005) is the server's. */
export function parseTranslationUpload(body: unknown): TranslationParseResult<TranslationUploadInput> {
  const result = translationUploadSchema.safeParse(body ?? {});
  if (!result.success) return { ok: false, code: TRANSLATION_UPLOAD_ERROR_CODES.invalidData, errors: [TRANSLATION_MESSAGES.invalidData] };
  const checked = checkTranslationFile(result.data.name, result.data.size);
  return checked.ok ? { ok: true, data: result.data } : checked;
}
