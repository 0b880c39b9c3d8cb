import type { DocumentKind } from './documentKind';
import type { ExtractionLimits } from './limits';

export type { DocumentKind } from './documentKind';

export interface ExtractedDocument {
  kind: DocumentKind;
  /** Trimmed, whitespace-collapsed, never empty. */
  paragraphs: string[];
  /** The paragraphs joined by a blank line. */
  text: string;
  /** Pages of a PDF, slides of a presentation; absent for formats without pages. */
  pageCount?: number;
}

/** What one format reader returns, before the paragraphs are normalised. */
export interface FormatContent {
  paragraphs: string[];
  pageCount?: number;
}

export type FormatReader = (bytes: Uint8Array, limits: ExtractionLimits) => Promise<FormatContent>;
