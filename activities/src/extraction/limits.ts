import { ATTACHMENT_MAX_BYTES } from '@arcline/shared';
import type { DocumentKind } from './documentKind';

const MB = 1024 * 1024;

/** What one file may cost to read; every cap is named in the FAILED message of a file that exceeds it. */
export interface ExtractionLimits {
  /** Largest file of each kind, checked on the blob's real size before it is read. */
  maxBytes: Record<DocumentKind, number>;
  /** Pages of a PDF, slides of a presentation. */
  maxPages: number;
  maxParagraphs: number;
  /** Uncompressed size of all the parts of a docx, pptx or xlsx (they are zip files). */
  maxInflatedBytes: number;
  /** Wall-clock time of the parsing. */
  timeoutMs: number;
  /** Heap of the process that parses (V8 old generation). */
  maxHeapMb: number;
  /**
   * Writable memory of the process that parses, its heap included: buffers outside the heap (a PDF stream being
   * inflated) count too. The kernel refuses the allocation past it (RLIMIT_DATA), which ends that process only.
   */
  maxMemoryMb: number;
  /** Elements of a web page inside one another (html-to-text recurses per level and fails near 1,700). */
  maxNestingDepth: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxBytes: { docx: ATTACHMENT_MAX_BYTES, pdf: ATTACHMENT_MAX_BYTES, pptx: ATTACHMENT_MAX_BYTES, xlsx: 20 * MB, html: 10 * MB, txt: 10 * MB },
  maxPages: 2000,
  maxParagraphs: 100_000,
  maxInflatedBytes: 200 * MB,
  timeoutMs: 60_000,
  maxHeapMb: 512,
  maxMemoryMb: 1024,
  maxNestingDepth: 1000,
};

/** What an allocation refused at the memory cap says, wherever it surfaces (a thrown error, or a parser's warning). */
export const OUT_OF_MEMORY_MESSAGE = /allocation failed|out of memory|invalid (typed )?array length|invalid string length/i;

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The user-facing reason of each cap, for `unreadableFileMessage`-style FAILED messages. */
export const LIMIT_MESSAGES = {
  sizeMismatch: (declared: number, actual: number) =>
    `The uploaded file is ${actual} bytes but ${declared} bytes were declared; upload it again.`,
  tooLarge: (kind: DocumentKind, limits: ExtractionLimits) => `The file is too large: a .${kind} file may be at most ${megabytes(limits.maxBytes[kind])}.`,
  tooManyPages: (limits: ExtractionLimits) => `The file has more than ${limits.maxPages} pages, the most a file may have.`,
  tooManyParagraphs: (limits: ExtractionLimits) => `The file has more than ${limits.maxParagraphs} paragraphs, the most a file may have.`,
  inflatesTooMuch: (limits: ExtractionLimits) =>
    `The file expands to more than ${megabytes(limits.maxInflatedBytes)} when unpacked, the most a file may hold.`,
  tooSlow: (limits: ExtractionLimits) => `Reading the file took longer than ${limits.timeoutMs / 1000} s, the most a file may take.`,
  tooMuchMemory: (limits: ExtractionLimits) => `Reading the file needed more than ${limits.maxMemoryMb} MB of memory, the most a file may use.`,
  nestedTooDeep: (limits: ExtractionLimits) =>
    `The page has elements nested more than ${limits.maxNestingDepth} levels deep, the most a page may have.`,
} as const;
