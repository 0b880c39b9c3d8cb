import type { Citation, ContextPassage } from '../types';
import { prepareQuery, rankTexts, scoreTexts, type ScoringQuery } from '../text/scoring';
import { splitSentences, windowAround } from '../text/sentences';
import { verifyCitations } from '../verification';

export const NOTHING_FOUND_ANSWER = 'I could not find anything about that in the attached documents.';
export const NO_SOURCES_HINT =
  'No document or attachment came with this question: attach a file, or ask from Word with a document open, and I will quote the passages that answer it.';
export const EXTRACTIVE_LEAD_IN = 'From your documents:';
export const EXTRACTIVE_NOTE =
  '_These are the passages of your documents that best match the question, quoted word for word by the offline engine; it does not write answers of its own._';

const MAX_QUOTES = 3;
/** A second or third passage is quoted only when it scores at least this share of the best one. */
const SECONDARY_SHARE = 0.5;
const MAX_QUOTE_CHARS = 450;

/** The part of a passage worth quoting: the whole paragraph when short, else the best sentences around the answer. */
function quoteSpan(query: ScoringQuery, text: string): { start: number; end: number } {
  if (text.length <= MAX_QUOTE_CHARS) return { start: 0, end: text.length };
  const sentences = splitSentences(text);
  const scores = scoreTexts(query, sentences.map((span) => text.slice(span.start, span.end)));
  let best = 0;
  for (const entry of scores) if (entry.score > scores[best]!.score) best = entry.index;
  return windowAround(sentences, best, MAX_QUOTE_CHARS);
}

export interface ExtractiveAnswer {
  answer: string;
  citations: Citation[];
}

/** Where a quote is from: the Word document's clause or first words (its label), an attachment's paragraph number. */
export function describeSource(citation: Pick<Citation, 'sourceName' | 'ordinal' | 'label'>): string {
  return `${citation.sourceName}, ${citation.label ?? `paragraph ${citation.ordinal + 1}`}`;
}

/** Quotes the 1-3 passages that best match the question, with citations, or says honestly that nothing matched. */
export function extractiveAnswer(question: string, candidates: ContextPassage[], hadSources: boolean, leadIn = EXTRACTIVE_LEAD_IN): ExtractiveAnswer {
  const query = prepareQuery(question);
  const ranked = rankTexts(query, candidates.map((passage) => passage.text));
  const top = ranked[0];
  if (!top) return { answer: hadSources ? NOTHING_FOUND_ANSWER : `${NOTHING_FOUND_ANSWER} ${NO_SOURCES_HINT}`, citations: [] };
  const chosen = ranked.filter((entry) => entry.score >= top.score * SECONDARY_SHARE).slice(0, MAX_QUOTES);
  const claims = chosen.map(({ index }) => {
    const passage = candidates[index]!;
    const span = quoteSpan(query, passage.text);
    return { passage, quote: passage.text.slice(span.start, span.end) };
  });
  const { citations } = verifyCitations(claims, candidates);
  const quoted = citations.map((citation) => `> ${citation.quote}\n>\n> — ${describeSource(citation)}`);
  return { answer: [leadIn, ...quoted, EXTRACTIVE_NOTE].join('\n\n'), citations };
}
