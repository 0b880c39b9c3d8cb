import { describe, expect, it, vi } from 'vitest';
import { WORD_API_REQUIREMENTS, WORD_DATA_ERRORS } from '@arcline/shared';
import type { HostBody, ParagraphEvent } from '@arcline/web';
import { fullText } from '../simulated/model/chars';
import { createSimulatedOffice } from '../simulated/createSimulatedOffice';
import { openTestDocument } from '../simulated/testing/openTestDocument';
import { OfficeDocumentHost } from './OfficeDocumentHost';

async function hostFor(name: string, wordApiVersion?: string) {
  const document = await openTestDocument(name);
  const textOf = (id: string) => fullText(document.findParagraph(id)?.runs ?? []);
  return { document, textOf, host: new OfficeDocumentHost(createSimulatedOffice(document, wordApiVersion ? { wordApiVersion } : {})) };
}

/** The body as texts, to compare structures readably. */
function outline(body: HostBody, textOf: (id: string) => string): unknown {
  return {
    paragraphs: body.paragraphs.map(({ id }) => textOf(id)),
    tables: body.tables.map((table) => ({
      before: table.paragraphBeforeId && textOf(table.paragraphBeforeId),
      after: table.paragraphAfterId && textOf(table.paragraphAfterId),
      rows: table.rows.map((row) => row.cells.map((cell) => outline(cell.body, textOf))),
    })),
  };
}

describe('OfficeDocumentHost on the simulated Word', () => {
  it('reads the body structure of blk-paras-and-tables.docx with its nested table', async () => {
    const { host, textOf } = await hostFor('blk-paras-and-tables.docx');
    const body = await host.readBody();
    const empty = { paragraphs: [''], tables: [] };
    expect(outline(body, textOf)).toEqual({
      paragraphs: ['Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'Donec semper facilisis metus finibus malesuada.', ''],
      tables: [
        { before: null, after: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.', rows: [[empty, empty], [empty, empty]] },
        {
          before: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
          after: 'Donec semper facilisis metus finibus malesuada.',
          rows: [
            [
              {
                paragraphs: ['Text before', 'Text after'],
                tables: [{ before: 'Text before', after: 'Text after', rows: [[{ paragraphs: ['Table'], tables: [] }], [{ paragraphs: ['Between'], tables: [] }]] }],
              },
            ],
          ],
        },
        { before: 'Donec semper facilisis metus finibus malesuada.', after: '', rows: [[empty]] },
      ],
    });
  });

  it('reads reviewed texts by id, in table cells too, leaving out paragraphs that are gone', async () => {
    const { host, document } = await hostFor('delins.docx');
    const ids = document.paragraphs().map((place) => place.paragraph.id);
    const texts = await host.readParagraphTexts([...ids, 'D2A5E2B4-0000-4000-8000-000000000000']);
    expect(texts.size).toBe(ids.length);
    expect([...texts.values()]).toContain('A place in Abkhazia ');
    expect([...texts.values()]).toContain('March 2009: Apache Tika Release');
    expect([...texts.values()].some((text) => text.startsWith('A pendant worn'))).toBe(false);

    const nested = await hostFor('blk-paras-and-tables.docx');
    const between = nested.document.paragraphs().find((place) => place.nestingLevel === 2 && fullText(place.paragraph.runs) === 'Between');
    expect(await nested.host.readParagraphTexts([between!.paragraph.id])).toEqual(new Map([[between!.paragraph.id, 'Between']]));
  });

  it('reads the creation date, the URL and the selection with character offsets', async () => {
    const { host, document } = await hostFor('comments.docx');
    expect(await host.readDocumentIdentity()).toEqual({ creationDate: '2016-07-03T14:07:00.000Z', url: 'https://contoso.sharepoint.com/Documents/comments.docx' });
    const paragraph = document.paragraphs()[0]!.paragraph;
    document.selection = { start: { paragraph, offset: 1 }, end: { paragraph, offset: 4 } };
    document.changeTrackingMode = 'TrackAll';
    expect(await host.readSelection()).toEqual({
      startParagraphId: paragraph.id,
      endParagraphId: paragraph.id,
      startOffset: 1,
      endOffset: 4,
      text: 'uch',
      changeTrackingMode: 'TrackAll',
    });
  });

  it('passes paragraph events on until unsubscribed', async () => {
    const { host, document } = await hostFor('tables.docx');
    const events: ParagraphEvent[] = [];
    const unsubscribe = await host.subscribeParagraphEvents((event) => events.push(event));
    const first = document.paragraphs()[0]!.paragraph;
    document.typeText(first, 'Far above');
    const added = document.splitParagraph(first, 3);
    document.deleteParagraph(added);
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2));
    expect(events).toEqual([
      { type: 'added', paragraphIds: [added.id] },
      { type: 'changed', paragraphIds: [first.id] },
      { type: 'deleted', paragraphIds: [added.id] },
    ]);
    await unsubscribe();
    document.typeText(first, 'Unheard');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toHaveLength(3);
  });

  it('says what an older Word lacks, and refuses to sync without uniqueLocalId', async () => {
    const { host } = await hostFor('tables.docx', '1.4');
    expect(host.capabilities).toEqual({
      wordApiMinorVersion: 4,
      reviewedText: true,
      paragraphEvents: false,
      uniqueLocalId: false,
      trackedChanges: false,
      missing: [WORD_API_REQUIREMENTS.paragraphEvents.missing, WORD_API_REQUIREMENTS.uniqueLocalId.missing, WORD_API_REQUIREMENTS.trackedChanges.missing],
    });
    await expect(host.readBody()).rejects.toMatchObject({ kind: WORD_DATA_ERRORS.wordError, location: 'host/read-body' });
    expect((await hostFor('tables.docx')).host.capabilities).toMatchObject({ wordApiMinorVersion: 6, missing: [] });
  });

  it('reports a vanished selection as an error from Word', async () => {
    const { host, document } = await hostFor('tables.docx');
    document.selection = null;
    await expect(host.readSelection()).rejects.toMatchObject({ kind: WORD_DATA_ERRORS.wordError, location: 'host/read-selection' });
  });
});
