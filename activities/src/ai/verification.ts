import { CITATION_TEXTS, paragraphLabel } from '@arcline/shared';
import type { Citation, ContextPassage } from './types';
import { MAX_REFERENCE_CHARS, REFERENCE_WINDOW_CHARS, cellHolding, highlight, locateQuote, parseHighlighted, type QuoteLocation } from './quotes';
import { splitSentences, windowAround } from './text/sentences';
import { contentStems } from './text/terms';

export interface QuoteClaim {
  /** The passage the provider says the quote comes from; null when it did not say (or named one that does not exist). */
  passage: ContextPassage | null;
  quote: string;
}

export interface VerifiedCitations {
  /** Verified citations, each once, in the order claimed. */
  citations: Citation[];
  /** The verified citation of each claim, by position (null when its quote was dropped). */
  perClaim: (Citation | null)[];
  /** Quotes that occur in none of the passages: never shown as citations. */
  dropped: string[];
}

/**
 * A verified citation. One of the Word document is named by its paragraph's clause number or first words; a quote
 * from one cell of a table points at that cell's paragraph, so Word can select it.
 */
function citationOf(passage: ContextPassage, location: QuoteLocation): Citation {
  const quote = passage.text.slice(location.start, location.end);
  const cell = cellHolding(passage.cellParagraphs, quote);
  const citation: Citation = {
    sourceType: passage.sourceType,
    sourceId: passage.sourceId,
    sourceName: passage.sourceName,
    partId: cell?.id ?? passage.partId,
    ordinal: passage.ordinal,
    quote,
    verified: true,
  };
  if (passage.sourceType !== 'document') return citation;
  // A quote across cells is named by the table's first cell, where its part id points.
  const named = cell ?? passage.cellParagraphs?.[0];
  return { ...citation, label: named ? CITATION_TEXTS.tableCell(paragraphLabel(named.text)) : paragraphLabel(passage.text) };
}

/**
 * Keeps only quotes that occur verbatim: in the passage they were attributed to, else in another passage (the
 * citation then points there). The quote kept is the source's own text, so what the user sees is what the document says.
 */
export function verifyCitations(claims: QuoteClaim[], passages: ContextPassage[]): VerifiedCitations {
  const citations: Citation[] = [];
  const perClaim: (Citation | null)[] = [];
  const dropped: string[] = [];
  for (const claim of claims) {
    const candidates = claim.passage ? [claim.passage, ...passages.filter((passage) => passage !== claim.passage)] : passages;
    let cited: Citation | null = null;
    for (const passage of candidates) {
      const location = locateQuote(claim.quote, passage.text);
      if (location) {
        cited = citationOf(passage, location);
        break;
      }
    }
    perClaim.push(cited);
    if (!cited) dropped.push(claim.quote);
    else if (!citations.some((other) => other.sourceId === cited.sourceId && other.ordinal === cited.ordinal && other.quote === cited.quote)) {
      citations.push(cited);
    }
  }
  return { citations, perClaim, dropped };
}

/** The paragraph (or a window of its sentences) with the located quote highlighted; verbatim by construction. */
export function referenceAround(paragraph: string, location: QuoteLocation): string {
  if (paragraph.length <= MAX_REFERENCE_CHARS) return highlight(paragraph, location);
  const sentences = splitSentences(paragraph);
  const containing = Math.max(0, sentences.findIndex((span) => span.end > location.start));
  const window = windowAround(sentences, containing, REFERENCE_WINDOW_CHARS);
  const start = Math.min(window.start, location.start);
  const end = Math.max(window.end, location.end);
  return highlight(paragraph.slice(start, end), { start: location.start - start, end: location.end - start });
}

/** Where a quote occurs verbatim among paragraphs. */
function locateInParagraphs(quote: string, paragraphs: string[]): { paragraph: number; location: QuoteLocation } | null {
  for (let paragraph = 0; paragraph < paragraphs.length; paragraph += 1) {
    const location = locateQuote(quote, paragraphs[paragraph]!);
    if (location) return { paragraph, location };
  }
  return null;
}

/** Share of the quote's significant words a sentence must contain to stand in for a quote that is not verbatim. */
const CLOSEST_SENTENCE_OVERLAP = 0.6;

function closestSentence(quote: string, paragraphs: string[]): { paragraph: number; location: QuoteLocation } | null {
  const wanted = new Set(contentStems(quote));
  if (wanted.size === 0) return null;
  let best: { paragraph: number; location: QuoteLocation; overlap: number } | null = null;
  for (const [paragraph, text] of paragraphs.entries()) {
    for (const span of splitSentences(text)) {
      const stems = new Set(contentStems(text.slice(span.start, span.end)));
      const overlap = [...wanted].filter((stem) => stems.has(stem)).length / wanted.size;
      if (overlap >= CLOSEST_SENTENCE_OVERLAP && (!best || overlap > best.overlap)) best = { paragraph, location: span, overlap };
    }
  }
  return best;
}

export interface MatrixReferenceCheck {
  referenceResult: string;
  /** A sentence for the reasoning when the reference had to be replaced or removed; null when it was verbatim. */
  note: string | null;
}

/**
 * A matrix reference is shown only if its highlighted quote occurs verbatim in the document. It is rebuilt from the
 * document's own text around the quote; a quote that is not verbatim is replaced by the document sentence closest to
 * it, or removed, and the note says which.
 */
export function verifyMatrixReference(referenceResult: string, paragraphs: string[]): MatrixReferenceCheck {
  if (!referenceResult.trim()) return { referenceResult: '', note: null };
  const { passage, quote } = parseHighlighted(referenceResult);
  const wanted = quote.trim() || passage;
  const found = locateInParagraphs(wanted, paragraphs);
  if (found) return { referenceResult: referenceAround(paragraphs[found.paragraph]!, found.location), note: null };
  const closest = closestSentence(wanted, paragraphs);
  if (closest) {
    return {
      referenceResult: referenceAround(paragraphs[closest.paragraph]!, closest.location),
      note: 'The quoted text was not found word for word in the document, so the closest sentence of the document is shown instead.',
    };
  }
  return { referenceResult: '', note: 'The quoted text was not found in the document, so no reference is shown.' };
}
