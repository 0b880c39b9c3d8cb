import type { HostParagraphMarkup, HostTrackedChange } from '@arcline/web';
import type { WordContext, WordParagraph, WordTrackedChange } from './wordApi';

/**
 * The paragraphs' texts as Word holds them with their pending tracked changes (WordApi 1.6): Word's text, tracked
 * deletions included, and each change's offsets in it (the length of the text from the paragraph's start to the
 * change's start and end). Paragraphs without changes are absent. Two round trips for all of them.
 */
export async function readMarkup(context: WordContext, paragraphs: readonly WordParagraph[]): Promise<Map<WordParagraph, HostParagraphMarkup>> {
  const lists = paragraphs.map((paragraph) => ({ paragraph: paragraph.load('text'), changes: paragraph.getTrackedChanges().load('items/type,items/author') }));
  await context.sync();
  const measured = lists
    .filter(({ changes }) => changes.items.length > 0)
    .map(({ paragraph, changes }) => ({
      paragraph,
      changes: changes.items.map((change) => ({
        change,
        start: paragraph.getRange('Start').expandTo(change.getRange('Start')).load('text'),
        end: paragraph.getRange('Start').expandTo(change.getRange('End')).load('text'),
      })),
    }));
  if (measured.length > 0) await context.sync();
  return new Map(
    measured.map(({ paragraph, changes }) => [
      paragraph,
      {
        text: paragraph.text,
        changes: changes.map(({ change, start, end }) => ({ type: trackedChangeType(change.type), author: change.author, start: start.text.length, end: end.text.length })),
      },
    ]),
  );
}

export function trackedChangeType(type: WordTrackedChange['type']): HostTrackedChange['type'] {
  if (type === 'Added') return 'added';
  return type === 'Deleted' ? 'deleted' : 'other';
}
