import { WORD_SEARCH_MAX_CHARS } from '@arcline/shared';
import type { CommentAnchor, CommentRequest } from '@arcline/web';
import { rawRangeOf, rawStretch, reviewedMarkup } from '../../edits/pendingChanges';
import { findRange } from './applyParagraphChanges';
import { readMarkup } from './readMarkup';
import type { WordContext, WordParagraph, WordRange, WordRangeCollection } from './wordApi';

/**
 * Anchors a comment (WordApi 1.4 `insertComment`) on the passage a finding quotes: its first occurrence in the
 * finding's paragraphs, else in the whole body; without a quote, the first of the paragraphs. Null when the passage
 * is not in the document, so a comment never lands somewhere else. A quote longer than Word's search limit is
 * found by its first and last 255 characters, the range between them being the passage. With `acrossTrackedChanges`
 * (WordApi 1.6) a quote the finding's paragraphs hold only as the review read them (Current: another author's tracked
 * deletion between its words) is found around the change, the deleted words inside the anchor as Word shows them.
 */
export async function insertComment(context: WordContext, request: CommentRequest, options: { acrossTrackedChanges?: boolean } = {}): Promise<CommentAnchor | null> {
  const all = context.document.body.paragraphs.load('items/uniqueLocalId');
  await context.sync();
  const byId = new Map(all.items.map((paragraph) => [paragraph.uniqueLocalId, paragraph]));
  const scope = request.paragraphIds.flatMap((id) => byId.get(id) ?? []);
  const quote = request.quote?.trim();

  if (!quote) {
    const paragraph = scope[0];
    if (!paragraph) return null;
    const range = paragraph.getRange('Whole').load('text');
    range.insertComment(request.text);
    await context.sync();
    return { paragraphId: paragraph.uniqueLocalId, text: range.text };
  }

  const found =
    (await findIn(context, scope, quote)) ??
    (options.acrossTrackedChanges ? await findAcrossChanges(context, scope, quote) : null) ??
    (await findIn(context, [context.document.body], quote));
  if (!found) return null;
  const first = found.paragraphs.getFirst().load('uniqueLocalId');
  found.load('text');
  found.insertComment(request.text);
  await context.sync();
  return { paragraphId: first.uniqueLocalId, text: found.text };
}

interface Searchable {
  search(text: string, options?: { matchCase?: boolean }): WordRangeCollection;
}

/** The quote's first occurrence in the places, in their order; one round trip for all of them. */
async function findIn(context: WordContext, places: readonly (Searchable | WordParagraph)[], quote: string): Promise<WordRange | null> {
  if (places.length === 0) return null;
  const long = quote.length > WORD_SEARCH_MAX_CHARS;
  const head = quote.slice(0, WORD_SEARCH_MAX_CHARS);
  const tail = quote.slice(-WORD_SEARCH_MAX_CHARS);
  const searches = places.map((place) => ({
    heads: place.search(head, { matchCase: true }).load('items/text'),
    tails: long ? place.search(tail, { matchCase: true }).load('items/text') : null,
  }));
  await context.sync();
  for (const { heads, tails } of searches) {
    const start = heads.items[0];
    if (!start) continue;
    if (!tails) return start;
    // 255 characters of a legal text hardly repeat: the first occurrences of both ends bound the passage.
    const end = tails.items[0];
    if (end) return start.expandTo(end);
  }
  return null;
}

/** The quote's first occurrence in the paragraphs' Current text, found in Word's text around their tracked changes. */
async function findAcrossChanges(context: WordContext, paragraphs: readonly WordParagraph[], quote: string): Promise<WordRange | null> {
  const markups = await readMarkup(context, paragraphs);
  for (const paragraph of paragraphs) {
    const markup = markups.get(paragraph);
    const reviewed = markup && reviewedMarkup(markup);
    const at = reviewed ? reviewed.text.indexOf(quote) : -1;
    const stretch = reviewed && at >= 0 ? rawStretch(reviewed, at, at + quote.length) : null;
    const range = markup && stretch ? rawRangeOf(markup, stretch) : null;
    if (!range) continue;
    const found = findRange(paragraph, range);
    await context.sync();
    const passage = found();
    if (passage) return passage;
  }
  return null;
}
