import type { ChatInWordInput, ContextPassage } from '../types';
import { verifyCitations } from '../verification';
import { describeSource, EXTRACTIVE_NOTE, extractiveAnswer, type ExtractiveAnswer } from './extractiveAnswer';

export const SELECTION_LEAD_IN = 'From your selection:';

/** A question about what the user points at: "this clause", "the selected text", "what does this say?", "here". */
const POINTS_AT_SELECTION = new RegExp(
  [
    String.raw`\b(?:this|that|these|those|the\s+(?:selected|highlighted))\s+(?:clauses?|sections?|articles?|paragraphs?|provisions?|sentences?|text|passages?|wording|terms?|parts?|definitions?)\b`,
    String.raw`\bthis\s*(?:say|mean|do|cover|provide|require|allow)?\s*[?.!]?\s*$`,
    String.raw`\b(?:selection|selected|highlighted|here)\b`,
  ].join('|'),
  'iu',
);

/** Whether a passage is or holds (a table's cell) the paragraph. */
const holds = (passage: ContextPassage, paragraphId: string) =>
  passage.partId === paragraphId || (passage.cellParagraphs ?? []).some((cell) => cell.id === paragraphId);

/** The passages from the one holding the selection's first paragraph to the one holding its last, in order. */
export function selectedPassages(passages: readonly ContextPassage[], selection: ChatInWordInput['selection']): ContextPassage[] {
  const startId = selection?.startParagraphId;
  if (!startId) return [];
  const first = passages.findIndex((passage) => holds(passage, startId));
  if (first < 0) return [];
  const endId = selection.endParagraphId ?? startId;
  const last = passages.findIndex((passage, index) => index >= first && holds(passage, endId));
  return passages.slice(first, (last < 0 ? first : last) + 1);
}

/**
 * Whether a question is answered from the selection first: it points at it ("this clause"), or the user selected
 * text and chose the selection as the context.
 */
export function asksAboutSelection(input: Pick<ChatInWordInput, 'question' | 'selection' | 'aboutSelection'>): boolean {
  if (!input.selection?.startParagraphId) return false;
  return POINTS_AT_SELECTION.test(input.question) || (input.aboutSelection === true && Boolean(input.selection.text?.trim()));
}

/**
 * The answer from the selected passages: the ones that best match the question, quoted word for word; when none
 * shares a word with it ("what does this say?"), the selection itself. Null without selected passages.
 */
export function selectionAnswer(question: string, selected: ContextPassage[], selectionText: string | undefined): ExtractiveAnswer | null {
  if (selected.length === 0) return null;
  const matching = extractiveAnswer(question, selected, true, SELECTION_LEAD_IN);
  if (matching.citations.length > 0) return matching;
  const wanted = selectionText?.trim();
  const claims = selected.map((passage) => ({ passage, quote: wanted && passage.text.includes(wanted) ? wanted : passage.text }));
  const { citations } = verifyCitations(claims, selected);
  if (citations.length === 0) return null;
  const quoted = citations.map((citation) => `> ${citation.quote}\n>\n> — ${describeSource(citation)}`);
  return { answer: [SELECTION_LEAD_IN, ...quoted, EXTRACTIVE_NOTE].join('\n\n'), citations };
}
