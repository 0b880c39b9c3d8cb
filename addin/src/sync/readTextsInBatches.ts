import { PARAGRAPH_READ_BATCH_PAUSE_MS, PARAGRAPH_READ_BATCH_SIZE } from '@arcline/shared';
import type { DocumentHost } from '@arcline/web';
import { sleep, type Clock } from './clock';

/**
 * Reads paragraph texts 150 at a time with a 200 ms pause between batches (spec 01 §9), so a long document never
 * blocks Word. `shouldStop` is asked between batches; null means the read was abandoned.
 */
export async function readTextsInBatches(
  host: DocumentHost,
  ids: readonly string[],
  clock: Clock,
  shouldStop: () => boolean = () => false,
): Promise<Map<string, string> | null> {
  const texts = new Map<string, string>();
  for (let start = 0; start < ids.length; start += PARAGRAPH_READ_BATCH_SIZE) {
    if (start > 0) {
      await sleep(clock, PARAGRAPH_READ_BATCH_PAUSE_MS);
      if (shouldStop()) return null;
    }
    const batch = await host.readParagraphTexts(ids.slice(start, start + PARAGRAPH_READ_BATCH_SIZE));
    for (const [id, text] of batch) texts.set(id, text);
  }
  return texts;
}
