import { extractText, type ExtractTextInput } from './extractText';
import { ExtractionError } from './ExtractionError';
import type { ExtractionLimits } from './limits';
import type { ExtractionThreadResult } from './extractTextWithinLimits';

/** The task a capped pool thread runs for one file (see extractTextWithinLimits); errors travel as data. */
export async function extractInThread(task: { input: ExtractTextInput; limits: ExtractionLimits }): Promise<ExtractionThreadResult> {
  try {
    return { ok: true, document: await extractText(task.input, task.limits) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), userFacing: error instanceof ExtractionError };
  }
}
