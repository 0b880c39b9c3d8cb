import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { fullText, reviewedText } from '../model/chars';
import { openTestDocument } from '../testing/openTestDocument';
import { loadDocx } from './loadDocx';
import { W_NS } from './wordXml';

describe('loadDocx on real documents', () => {
  it('keeps the tracked insertions and deletions of delins.docx with their author and date', async () => {
    const document = await openTestDocument('delins.docx');
    const paragraphs = document.paragraphs().map((place) => place.paragraph);
    const deleted = paragraphs.find((paragraph) => fullText(paragraph.runs).startsWith('A pendant worn'));
    expect(deleted?.runs.every((run) => run.revision?.type === 'deletion' && run.revision.author === 'pavel')).toBe(true);
    expect(deleted?.runs[0]?.revision?.date.toISOString()).toBe('2009-07-24T15:05:00.000Z');
    const inserted = paragraphs.find((paragraph) => fullText(paragraph.runs) === 'March 2009: Apache Tika Release');
    expect(inserted?.runs.map((run) => run.revision?.type)).toEqual(['insertion']);
  });

  it('shows the results of fields, not their codes (FieldCodes.docx)', async () => {
    const document = await openTestDocument('FieldCodes.docx');
    const texts = document.paragraphs().map(({ paragraph }) => reviewedText(paragraph.runs, 'Current'));
    expect(texts.slice(0, 2)).toEqual(['ANTONI', '16 June 2010']);
    expect(document.paragraphs()[0]?.paragraph.runs[0]?.fieldCode).toBe('AUTHOR  \\* Upper  \\* MERGEFORMAT');
  });

  it('reads tables nested in cells (blk-paras-and-tables.docx)', async () => {
    const document = await openTestDocument('blk-paras-and-tables.docx');
    expect(document.blocks.map((block) => block.kind)).toEqual(['table', 'paragraph', 'table', 'paragraph', 'table', 'paragraph']);
    expect(document.tables().map((place) => place.nestingLevel)).toEqual([1, 1, 2, 1]);
    const nested = document.paragraphs().filter((place) => place.nestingLevel === 2);
    expect(nested.map(({ paragraph }) => fullText(paragraph.runs))).toEqual(['Table', 'Between']);
  });

  it('reads comments with author, date and the text they are on (comments.docx)', async () => {
    const document = await openTestDocument('comments.docx');
    expect(document.comments.map(({ id, author, content }) => ({ id, author, content }))).toEqual([
      { id: '0', author: 'Michael Williamson', content: 'A tachyon walks into a bar.' },
      { id: '2', author: 'Michael Williamson', content: 'Fin.' },
    ]);
    expect(document.comments[1]?.pointAnchor?.offset).toBe(5);
    expect(document.creationDate.toISOString()).toBe('2016-07-03T14:07:00.000Z');
  });

  it('reads text moved with change tracking on as Word does: moved from is a deletion, moved to an insertion', async () => {
    const moved = (element: string, text: string) =>
      `<w:${element} w:id="1" w:author="Opposing Counsel" w:date="2026-11-20T10:00:00Z"><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:${element}>`;
    const zip = new JSZip().file(
      'word/document.xml',
      `<w:document xmlns:w="${W_NS}"><w:body><w:p>${moved('moveFrom', 'Moved away. ')}<w:r><w:t xml:space="preserve">Stays.</w:t></w:r>${moved('moveTo', ' Moved here.')}</w:p></w:body></w:document>`,
    );
    const document = await loadDocx(await zip.generateAsync({ type: 'uint8array' }), { url: 'https://example.test/moved.docx' });
    const runs = document.paragraphs()[0]!.paragraph.runs;
    expect(reviewedText(runs, 'Original')).toBe('Moved away. Stays.');
    expect(reviewedText(runs, 'Current')).toBe('Stays. Moved here.');
    expect(runs.map((run) => [run.revision?.type, run.revision?.author])).toEqual([
      ['deletion', 'Opposing Counsel'],
      [undefined, undefined],
      ['insertion', 'Opposing Counsel'],
    ]);
  });
});
