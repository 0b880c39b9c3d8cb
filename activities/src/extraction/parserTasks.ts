import type { OfficeKind } from '../translation/documentText';
import type { OfficeTextSummary } from '../translation/inspectOfficeFile';
import type { ExtractTextInput } from './extractText';
import type { ExtractionLimits } from './limits';
import type { ExtractedDocument } from './types';

/** What a parser process does with a user's file: its input and its result, per task. */
export interface ParserTasks {
  /** The text of an attachment or of a file to translate (extractText). */
  extractText: { input: ExtractTextInput; result: ExtractedDocument };
  /** An office file to translate: checked and its characters counted (inspectOfficeFile). */
  inspectOfficeFile: { input: { bytes: Uint8Array; kind: OfficeKind; sampleChars: number }; result: OfficeTextSummary };
}
export type ParserTaskName = keyof ParserTasks;

export interface ParserRequest<N extends ParserTaskName = ParserTaskName> {
  id: number;
  task: N;
  input: ParserTasks[N]['input'];
  limits: ExtractionLimits;
}

/** A parser process's messages: once when its parsers are loaded, then one reply per request (errors travel as data). */
export type ParserMessage =
  | { ready: true; residentBytes: number }
  | ({ id: number; residentBytes: number; peakResidentBytes: number } & (
    | { ok: true; result: unknown }
    | { ok: false; message: string; userFacing: boolean; outOfMemory: boolean }
  ));
