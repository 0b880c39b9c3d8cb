import { HIGHLIGHT_END, HIGHLIGHT_START } from '@arcline/shared';
import { highlight, locateQuote, parseHighlighted, verifyQuote } from '../ai/quotes';

export interface VerifiedReference {
  /** False when the provider quoted text the document does not contain. */
  verified: boolean;
  referenceResult: string;
}

/**
 * Keeps a cell's reference only when its highlighted quote occurs verbatim in the document. A genuine quote inside
 * a passage the provider paraphrased is shown in its own paragraph instead.
 */
export function verifiedReference(reference: string, paragraphs: string[]): VerifiedReference {
  if (!reference.trim()) return { verified: true, referenceResult: '' };
  const { passage, quote } = parseHighlighted(reference);
  const wanted = quote || passage;
  const documentText = paragraphs.join('\n\n');
  if (!verifyQuote(wanted, documentText)) return { verified: false, referenceResult: '' };
  if (verifyQuote(passage, documentText)) return { verified: true, referenceResult: reference };
  for (const paragraph of paragraphs) {
    const location = locateQuote(wanted, paragraph);
    if (location) return { verified: true, referenceResult: highlight(paragraph, location) };
  }
  return { verified: true, referenceResult: `${HIGHLIGHT_START}${wanted}${HIGHLIGHT_END}` };
}
