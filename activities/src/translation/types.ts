import type { GlossaryEntry, TranslationEngine } from '@arcline/shared';

/** A language pair in the spec's codes (spec 02 §3); the source is known here (detected or chosen). */
export interface LanguagePair {
  source: string;
  target: string;
}

/** File formats an engine translates in place, structure kept. Other uploads are converted to one of these first. */
export const ENGINE_FILE_KINDS = ['docx', 'pptx', 'xlsx', 'html', 'txt'] as const;
export type EngineFileKind = (typeof ENGINE_FILE_KINDS)[number];

export interface EngineOptions {
  /** The company's term pairs for this language pair: every occurrence of a source term gets its translation. */
  glossary?: readonly GlossaryEntry[];
  /** Called as a file's translation advances (0–1), by engines that translate it piece by piece. */
  onProgress?(fraction: number): void;
  /** Called with the words the engine did not know and kept as written, by engines that know them (Apertium's marks). */
  onUnknownWords?(words: readonly string[]): void;
}

/** One translation engine. The router asks each, in order of preference, whether it serves a pair. */
export interface TranslationEngineClient {
  readonly name: TranslationEngine;
  serves(pair: LanguagePair): Promise<boolean>;
  translateText(text: string, pair: LanguagePair, options?: EngineOptions): Promise<string>;
  translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair: LanguagePair, options?: EngineOptions): Promise<Buffer>;
}
