import { describe, expect, it, vi } from 'vitest';
import type { WordContext } from '../office/wordApi';
import { createSimulatedOffice } from './createSimulatedOffice';
import { SimulatedOfficeError } from './api/SimulatedOfficeError';
import { openTestDocument } from './testing/openTestDocument';

async function officeFor(name: string) {
  const document = await openTestDocument(name);
  return { document, office: createSimulatedOffice(document) };
}

describe('the simulated Word API', () => {
  it('gives the reviewed text of delins.docx at the Current and the Original version', async () => {
    const { office } = await officeFor('delins.docx');
    const texts = await office.Word.run(async (context) => {
      const paragraphs = context.document.body.paragraphs.load('items/text');
      await context.sync();
      const reviewed = paragraphs.items.map((paragraph) => ({ current: paragraph.getReviewedText('Current'), original: paragraph.getReviewedText('Original') }));
      await context.sync();
      return reviewed.map(({ current, original }) => ({ current: current.value, original: original.value }));
    });
    expect(texts).toContainEqual({ current: 'A place in Abkhazia ', original: 'A place in Abkhazia' });
    expect(texts).toContainEqual({ current: '', original: expect.stringMatching(/^A pendant worn in place of the red spot \(tilaka or 'tika'\)/) });
    expect(texts).toContainEqual({ current: 'March 2009: Apache Tika Release', original: '' });
    expect(texts).toContainEqual({
      current: 'Lucene will be extremely well represented at ApacheCon EU 2009 in Amsterdam, Netherlands this March 23-27, 2009:',
      original: '',
    });
  });

  it('throws like Office.js when a property or result is read before load and sync', async () => {
    const { office } = await officeFor('tables.docx');
    await office.Word.run(async (context) => {
      const first = context.document.body.paragraphs.getFirst();
      expect(() => first.text).toThrow(/The property 'text' is not available. Before reading the property's value, call the load method/);
      first.load('text');
      expect(() => first.text).toThrow(SimulatedOfficeError);
      const reviewed = first.getReviewedText();
      expect(() => reviewed.value).toThrow(/has not been loaded yet/);
      await context.sync();
      expect(first.text).toBe('Above');
      expect(reviewed.value).toBe('Above');
      expect(() => first.uniqueLocalId).toThrow(expect.objectContaining({ code: 'PropertyNotLoaded' }));
    });
  });

  it('keeps uniqueLocalId stable across runs and finds a paragraph by it', async () => {
    const { office } = await officeFor('tables.docx');
    const readIds = (context: WordContext) => context.document.body.paragraphs.load('items/uniqueLocalId');
    const first = await office.Word.run(async (context) => {
      const paragraphs = readIds(context);
      await context.sync();
      return paragraphs.items.map((paragraph) => paragraph.uniqueLocalId);
    });
    expect(first).toHaveLength(6);
    expect(first[0]).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    const again = await office.Word.run(async (context) => {
      const paragraphs = readIds(context);
      const byId = context.document.getParagraphByUniqueLocalId(first[2] as string).load('text,tableNestingLevel');
      await context.sync();
      return { ids: paragraphs.items.map((paragraph) => paragraph.uniqueLocalId), text: byId.text, level: byId.tableNestingLevel };
    });
    expect(again).toEqual({ ids: first, text: 'Top right', level: 1 });
  });

  it('walks nested tables: nesting levels, rows, cells and the paragraphs around each table', async () => {
    const { office } = await officeFor('blk-paras-and-tables.docx');
    const tables = await office.Word.run(async (context) => {
      const all = context.document.body.tables.load('items/nestingLevel,items/values');
      await context.sync();
      const around = all.items.map((table) => ({
        before: table.getParagraphBeforeOrNullObject().load('isNullObject,text'),
        after: table.getParagraphAfterOrNullObject().load('isNullObject,text'),
        nested: table.tables.load('items/values'),
      }));
      await context.sync();
      return all.items.map((table, index) => {
        const { before, after, nested } = around[index] as (typeof around)[number];
        return {
          level: table.nestingLevel,
          values: table.values,
          before: before.isNullObject ? null : before.text,
          after: after.isNullObject ? null : after.text,
          nested: nested.items.map((child) => child.values),
        };
      });
    });
    expect(tables.map((table) => table.level)).toEqual([1, 1, 2, 1]);
    expect(tables[0]).toMatchObject({ values: [['', ''], ['', '']], before: null, after: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.' });
    expect(tables[1]).toMatchObject({ values: [['Text before\rTable\rBetween\rText after']], nested: [[['Table'], ['Between']]] });
    expect(tables[2]).toMatchObject({ before: 'Text before', after: 'Text after' });
  });

  it('raises paragraph events after edits, and records edits as tracked changes while tracking is on', async () => {
    const { office, document } = await officeFor('tables.docx');
    const events: Array<[string, string[]]> = [];
    const handler = async (args: { type: string; uniqueLocalIds: string[] }) => {
      events.push([args.type, args.uniqueLocalIds]);
    };
    const registration = await office.Word.run(async (context) => {
      context.document.onParagraphAdded.add(handler);
      context.document.onParagraphDeleted.add(handler);
      const changed = context.document.onParagraphChanged.add(handler);
      context.document.changeTrackingMode = 'TrackAll';
      await context.sync();
      return changed;
    });
    const [aboveId, inserted] = await office.Word.run(async (context) => {
      const above = context.document.body.paragraphs.getFirst().load('uniqueLocalId');
      above.search('Above').getFirst().insertText('Far above', 'Replace');
      const added = above.insertParagraph('New clause', 'After').load('uniqueLocalId');
      await context.sync();
      return [above.uniqueLocalId, added.uniqueLocalId];
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      ['ParagraphAdded', [inserted]],
      ['ParagraphChanged', [aboveId]],
    ]);
    const changes = await office.Word.run(async (context) => {
      const paragraph = context.document.getParagraphByUniqueLocalId(aboveId);
      const tracked = paragraph.getTrackedChanges().load('items/type,items/text,items/author');
      const current = paragraph.getReviewedText('Current');
      const original = paragraph.getReviewedText('Original');
      await context.sync();
      return { tracked: tracked.items.map(({ type, text, author }) => ({ type, text, author })), current: current.value, original: original.value };
    });
    expect(changes).toEqual({
      tracked: [
        { type: 'Deleted', text: 'Above', author: 'Playground user' },
        { type: 'Added', text: 'Far above', author: 'Playground user' },
      ],
      current: 'Far above',
      original: 'Above',
    });

    registration.remove();
    await registration.context.sync();
    document.typeText(document.paragraphs()[0]!.paragraph, 'Unheard');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.filter(([type]) => type === 'ParagraphChanged')).toHaveLength(1);
  });

  it('inserts text at the start and the end of a paragraph', async () => {
    const { office } = await officeFor('tables.docx');
    const result = await office.Word.run(async (context) => {
      const below = context.document.body.paragraphs.load('items');
      await context.sync();
      const paragraph = below.items[below.items.length - 1]!;
      paragraph.insertText('Just ', 'Start');
      paragraph.insertText(' here', 'End');
      const range = paragraph.getRange('Whole').load('text');
      await context.sync();
      return range.text;
    });
    expect(result).toBe('Just Below here');
  });

  it('reads comments with their ranges, and the document properties and URL', async () => {
    const { office } = await officeFor('comments.docx');
    const read = await office.Word.run(async (context) => {
      const comments = context.document.body.getComments().load('items/content,items/authorName,items/creationDate');
      const properties = context.document.properties.load('creationDate');
      await context.sync();
      const ranges = comments.items.map((comment) => comment.getRange().load('text'));
      await context.sync();
      return {
        comments: comments.items.map((comment, index) => ({ content: comment.content, author: comment.authorName, on: ranges[index]!.text })),
        created: properties.creationDate.toISOString(),
      };
    });
    expect(read).toEqual({
      comments: [
        { content: 'A tachyon walks into a bar.', author: 'Michael Williamson', on: 'Ouch' },
        { content: 'Fin.', author: 'Michael Williamson', on: '' },
      ],
      created: '2016-07-03T14:07:00.000Z',
    });
    expect(office.Office.context.document.url).toBe('https://contoso.sharepoint.com/Documents/comments.docx');
    expect(office.Office.context.requirements.isSetSupported('WordApi', '1.6')).toBe(true);
    expect(createSimulatedOffice((await openTestDocument('comments.docx')), { wordApiVersion: '1.4' }).Office.context.requirements.isSetSupported('WordApi', '1.6')).toBe(false);
  });
});
