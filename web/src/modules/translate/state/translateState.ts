import type { NumberCheckMismatch, TranslationEngine, UnknownWord, TranslationSourceOption, TranslationTargetOption } from '@arcline/shared';
import { DEFAULT_TRANSLATION_SOURCE } from '@arcline/shared';

/** A text translation as a translate chat message (spec 01 §3), with the check of its numbers and terms. */
export interface TextTranslation {
  id: string;
  originalText: string;
  status: 'pending' | 'translated' | 'failed';
  /** The translated text (chatMessage of the translate chat message). */
  chatMessage?: string;
  detectedOriginalTextLanguage?: string;
  /** True when the translator detected the source language (auto detect), false when the user chose it. */
  languageDetected?: boolean;
  translatedTextLanguage?: string;
  engine?: TranslationEngine | null;
  mismatches?: NumberCheckMismatch[];
  /** Words the engine did not know and kept as written (Apertium), with their places in the translation. */
  unknownWords?: UnknownWord[];
  error?: string;
}

/** The translation file states of spec 02 §4. */
export type FileJobStage = 'requesting-upload' | 'uploading' | 'translating' | 'ready' | 'error';

export interface FileDownload {
  url: string;
  /** Epoch milliseconds of downloadUrlExpiration. */
  expiresAt: number;
  fileName: string;
  engine: TranslationEngine;
  detectedOriginalLanguage: string;
  /** The language it was translated into, as the server pushed it. */
  targetLanguage?: string;
  /** The bilingual side-by-side .docx, when it was asked for; it expires with the file. */
  bilingual?: { url: string; fileName: string };
  /** What was left untranslated: the words the translator did not know, kept as written (issue 30). */
  coverage?: { unknownWords: string[]; unknownWordCount: number };
}

export interface FileJob {
  /** The upload id once the server gave one (a job restored after a reload has it from the start). */
  id: string;
  fileName: string;
  sourceLanguage: TranslationSourceOption;
  /** Null for a job restored after a reload until its ready push names the language. */
  targetLanguage: TranslationTargetOption | null;
  stage: FileJobStage;
  uploadPercent: number;
  /** Percent of the translation done, when the server knows it. */
  percent: number | null;
  download?: FileDownload;
  error?: { message: string; detail: string | null };
}

export interface TranslateState {
  sourceLanguage: TranslationSourceOption;
  targetLanguage: TranslationTargetOption | null;
  /** The chosen file; it replaces the text box (spec 02 §2) until it is sent, then another can be chosen. */
  file: File | null;
  /** The file translations, oldest first, each with its own progress and download link (issue 30). */
  jobs: FileJob[];
  translations: TextTranslation[];
  /** A message about the last thing the user did: a missing target language, a refused file. */
  notice: string | null;
}

export const initialTranslateState: TranslateState = {
  sourceLanguage: DEFAULT_TRANSLATION_SOURCE,
  targetLanguage: null,
  file: null,
  jobs: [],
  translations: [],
  notice: null,
};
