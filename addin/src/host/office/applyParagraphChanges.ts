import type { HostParagraphChanges, HostParagraphChangesResult, HostTextChange, HostTextMatch, HostTextRange } from '@arcline/web';
import type { WordContext, WordParagraph, WordRange, WordRangeCollection } from './wordApi';

/** Reads a paragraph's reviewed text in the batch; the value is there after the next sync. */
export type ReviewedTextReader = (paragraph: WordParagraph) => () => string;

/**
 * Word's search gives '^' a meaning (^p is a paragraph mark, ^? any character); '^^' finds a caret. Wildcards are off,
 * so nothing else needs escaping.
 */
function escapeSearchText(text: string): string {
  return text.replaceAll('^', '^^');
}

function search(paragraph: WordParagraph, match: HostTextMatch): WordRangeCollection {
  return paragraph.search(escapeSearchText(match.text), { matchCase: true }).load('text');
}

/** The searches of a range, queued; after the sync, the range or null when a piece was not found. */
export function findRange(paragraph: WordParagraph, range: HostTextRange): () => WordRange | null {
  const starts = search(paragraph, range.start);
  const ends = range.end ? search(paragraph, range.end) : null;
  return () => {
    const start = starts.items[range.start.occurrence];
    if (!start || !range.end || !ends) return start ?? null;
    const end = ends.items[range.end.occurrence];
    return end ? start.expandTo(end) : null;
  };
}

function queueChange(paragraph: WordParagraph, change: HostTextChange, found: (() => WordRange | null) | null): boolean {
  if (change.type === 'insertIntoEmpty') {
    paragraph.insertText(change.text, 'Start');
    return true;
  }
  const range = found?.();
  if (!range) return false;
  if (change.type === 'insert') range.insertText(change.text, change.side);
  else if (change.text) range.insertText(change.text, 'Replace');
  else range.delete();
  return true;
}

/**
 * One paragraph's edit inside a Word.run whose change tracking is already on: its text is checked, every range is
 * found first (so a change cannot move the text another one looks for), then each change is synced on its own so a
 * refused one does not stop the rest; whole new paragraphs come last.
 */
export async function applyParagraphChanges(context: WordContext, edit: HostParagraphChanges, readText: ReviewedTextReader): Promise<HostParagraphChangesResult> {
  const result: HostParagraphChangesResult = { paragraphId: edit.paragraphId, outcome: 'edited', failedChanges: [], insertedParagraphs: [] };
  const paragraph = context.document.getParagraphByUniqueLocalId(edit.paragraphId);
  const before = readText(paragraph);
  try {
    await context.sync();
  } catch {
    return { ...result, outcome: 'gone' };
  }
  if (before() !== edit.expectedText) return { ...result, outcome: 'changed', textAfter: before() };

  const found = edit.changes.map((change) => (change.type === 'insertIntoEmpty' ? null : findRange(paragraph, change.type === 'insert' ? change.anchor : change.range)));
  try {
    await context.sync();
  } catch {
    // Word refused a search (a text it cannot search): nothing was changed.
    return { ...result, failedChanges: edit.changes.map((_, index) => index), textAfter: before() };
  }
  for (const [index, change] of edit.changes.entries()) {
    try {
      if (!queueChange(paragraph, change, found[index] ?? null)) result.failedChanges.push(index);
      else await context.sync();
    } catch {
      result.failedChanges.push(index);
    }
  }
  if (edit.newParagraphs) result.insertedParagraphs = await insertParagraphs(context, paragraph, edit.newParagraphs, readText);
  const after = readText(paragraph);
  await context.sync();
  return { ...result, textAfter: after() };
}

async function insertParagraphs(
  context: WordContext,
  anchor: WordParagraph,
  { location, texts }: NonNullable<HostParagraphChanges['newParagraphs']>,
  readText: ReviewedTextReader,
): Promise<HostParagraphChangesResult['insertedParagraphs']> {
  // Each one 'After' the anchor lands right after it, so they go in last first; 'Before' keeps their order.
  const ordered = location === 'After' ? [...texts].reverse() : texts;
  const created = ordered.map((text) => anchor.insertParagraph(text, location).load('uniqueLocalId'));
  try {
    await context.sync();
  } catch {
    return [];
  }
  const inOrder = location === 'After' ? created.reverse() : created;
  const readBack = inOrder.map((paragraph) => ({ id: paragraph.uniqueLocalId, text: readText(paragraph) }));
  await context.sync();
  return readBack.map(({ id, text }) => ({ id, text: text() }));
}
