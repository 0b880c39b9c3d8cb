import type { ExtractTextInput } from './extractText';
import { DEFAULT_EXTRACTION_LIMITS, type ExtractionLimits } from './limits';
import { closeParserProcesses, runInParserProcess } from './parserProcesses';
import type { ExtractedDocument } from './types';

/**
 * `extractText` in a parser process with its heap, its whole memory and its time capped (runInParserProcess), so a
 * hostile file fails (ExtractionError naming the cap) but can neither stall nor bloat the worker. Attachments and
 * files to translate both come here.
 */
export function extractTextWithinLimits(input: ExtractTextInput, limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<ExtractedDocument> {
  return runInParserProcess('extractText', input, limits);
}

/**
 * Starts the default pool's first process and runs a tiny file through it, so the parsers are loaded before the first
 * real file arrives: the worker calls it at start (without waiting), and that process then stays. Resolves with the
 * milliseconds it took.
 */
export async function warmExtractionPool(limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<number> {
  const started = performance.now();
  await extractTextWithinLimits({ bytes: new TextEncoder().encode('warm-up'), fileName: 'warm-up.txt' }, limits);
  return Math.round(performance.now() - started);
}

/** Ends every parser process (the worker's stop). */
export const closeExtractionPools = closeParserProcesses;
