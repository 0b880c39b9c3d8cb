/** Translation calls and push payloads (spec 02 §3, §4, §7; spec 01 §3, §4). */
import { PUSH_MESSAGE_TYPES } from '../push';
import type { z } from 'zod';
import type { NumberCheckMismatch } from './numberCheck';
import type { translateFileSchema, translateTextSchema, translationUploadSchema } from './schemas';

/** The engines one interface routes language pairs to (issue 11); the answer names the one that translated. */
export const TRANSLATION_ENGINES = ['apertium', 'deepl', 'claude'] as const;
export type TranslationEngine = (typeof TRANSLATION_ENGINES)[number];
export const TRANSLATION_ENGINE_LABELS: Record<TranslationEngine, string> = {
  apertium: 'Apertium',
  deepl: 'DeepL',
  claude: 'Claude',
};

/**
 * `POST /api/translate/text` body, the input of the schema the API validates it with (schemas.ts). sourceLanguage
 * 'auto' (or absent) asks for detection.
 */
export type TranslateTextRequest = z.input<typeof translateTextSchema>;

/** `actionResult` of `POST /api/translate/text`. Empty text is answered with empty text and no engine work. */
export interface TranslateTextResult {
  translatedText: string;
  /** The spec's code of the source language: detected, or the one the request named. */
  detectedOriginalLanguage: string;
  engine: TranslationEngine | null;
  /** The number and term check of the translation against the text (checkNumbersAndTerms). */
  mismatches: NumberCheckMismatch[];
  /**
   * Words the engine did not know and kept as written (Apertium marks them; issue 30), each with its character
   * offset in translatedText. Absent for engines that do not report them (DeepL, Claude).
   */
  unknownWords?: UnknownWord[];
}

/** A word of the source the engine did not know, kept as written, and where it is in the translation. */
export interface UnknownWord {
  word: string;
  at: number;
}

/**
 * `POST /api/translate/request-upload` body (the input of its schema). The languages the file will be translated
 * between, when the tab knows them: a target no engine can serve is then refused (E002) before the file is uploaded
 * (issue 30). The languages of `POST /api/translate/file` still decide.
 */
export type TranslationUploadRequest = z.input<typeof translationUploadSchema>;

/** `actionResult` of request-upload: the write-only SAS URL to PUT the file to, and the topic of its progress. */
export interface TranslationUploadResult {
  uploadId: string;
  uploadUrl: string;
  pushNotificationTopicId: string;
}

/**
 * `POST /api/translate/file` body (the input of its schema): signals the `translate-file/{uploadId}` workflow;
 * `bilingual` also makes the side-by-side .docx (source and translation paragraph by paragraph, mismatches highlighted).
 */
export type TranslateFileRequest = z.input<typeof translateFileSchema>;

/** `actionResult` of translate-file. */
export interface TranslateFileResult {
  uploadId: string;
  pushNotificationTopicId: string;
}

/** Translation file states (spec 02 §4) as the push payload's `state`. */
export const TRANSLATION_PUSH_STATES = {
  translating: 'translating',
  readyForDownload: 'ready-for-download',
  error: 'error',
} as const;

/** Push payloads are type aliases (not interfaces) so they fit PushPayload's index signature. */
export type TranslationTranslatingPayload = {
  type: typeof PUSH_MESSAGE_TYPES.translationStateUpdate;
  state: typeof TRANSLATION_PUSH_STATES.translating;
  /** 0-100 for long files; null while the size of the work is not known yet. */
  percent: number | null;
};

export type TranslationReadyPayload = {
  type: typeof PUSH_MESSAGE_TYPES.translationStateUpdate;
  state: typeof TRANSLATION_PUSH_STATES.readyForDownload;
  /** Read-only SAS URL of the translated file. */
  downloadUrl: string;
  /** ISO time after which the blob is deleted. */
  downloadUrlExpiration: string;
  /** Name of the delivered file: a .doc or .pdf comes back as .docx. */
  fileName: string;
  engine: TranslationEngine;
  detectedOriginalLanguage: string;
  /** The language it was translated into (absent in pushes written before it was added). */
  targetLanguage?: string;
  /** The bilingual side-by-side .docx, when it was asked for; it expires with the translation. */
  bilingual?: { downloadUrl: string; fileName: string };
  /**
   * What was left untranslated (issue 30): the words the engine did not know, kept as written, each once in order
   * (at most TRANSLATION_COVERAGE_MAX_WORDS) and how many there were in all. Absent for engines that do not report them.
   */
  coverage?: { unknownWords: string[]; unknownWordCount: number };
};

export const TRANSLATION_COVERAGE_MAX_WORDS = 50;

export type TranslationErrorPayload = {
  type: typeof PUSH_MESSAGE_TYPES.translationStateUpdate;
  state: typeof TRANSLATION_PUSH_STATES.error;
  /** Why it failed, in words a user understands (a .docx that is not a zip...); the tab adds the spec's message. */
  detail: string | null;
};

export type TranslationStateUpdatePayload = TranslationTranslatingPayload | TranslationReadyPayload | TranslationErrorPayload;

/**
 * `GET /api/translate/files`: the user's file translations of the last PUSH_NOTIFICATION_RETENTION_HOURS, newest
 * first (at most RECENT_FILE_TRANSLATIONS_LIMIT), each with the last state its workflow pushed, so the Translate tab
 * shows them again after a reload and follows those still translating on their topic (issue 30).
 */
export interface RecentFileTranslation {
  uploadId: string;
  /** The uploaded file's name. */
  name: string;
  /** ISO time the upload was requested. */
  createdAt: string;
  pushNotificationTopicId: string;
  update: TranslationStateUpdatePayload;
}

export const RECENT_FILE_TRANSLATIONS_LIMIT = 20;
