import type { TranslationEngine } from '@arcline/shared';

/** A language pair in the spec's codes (spec 02 §3); the source is known here (detected or chosen). */
export interface LanguagePair {
  source: string;
  target: string;
}

/** File formats an engine translates in place, structure kept. Other uploads are converted to one of these first. */
export const ENGINE_FILE_KINDS = ['docx', 'pptx', 'xlsx', 'html', 'txt'] as const;
export type EngineFileKind = (typeof ENGINE_FILE_KINDS)[number];

/** One translation engine. The router asks each, in order of preference, whether it serves a pair. */
export interface TranslationEngineClient {
  readonly name: TranslationEngine;
  serves(pair: LanguagePair): Promise<boolean>;
  translateText(text: string, pair: LanguagePair): Promise<string>;
  translateFile(file: { bytes: Buffer; kind: EngineFileKind }, pair: LanguagePair): Promise<Buffer>;
}
