import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDocumentChanges, type DocumentChange, type DocumentPart } from '@arcline/shared';
import { OfficeDocumentHost } from '../host/office/OfficeDocumentHost';
import { createSimulatedOffice } from '../host/simulated/createSimulatedOffice';
import { SimulatedDocument } from '../host/simulated/model/SimulatedDocument';
import type { SimBlock, SimTable } from '../host/simulated/model/types';
import { ApiDocumentSync } from './ApiDocumentSync';
import type { CacheCallResult, DocumentCacheApi } from './documentCacheApi';
import { SyncStatistics } from './SyncStatistics';
import { ManualClock } from './testing/ManualClock';
import { silentLogger } from './testing/silentLogger';
import { WordDocumentSync } from './WordDocumentSync';

/** The server's copy as the index-document activity keeps it: full uploads replace it, updates go through applyDocumentChanges. */
class IndexingServer implements DocumentCacheApi {
  parts: DocumentPart[] = [];
  /** Full uploads after the first one that a diff could have described (no part without id before or after). */
  needlessFullUploads = 0;
  private topics = 0;

  async cacheFull(_documentId: string, parts: DocumentPart[]): Promise<CacheCallResult> {
    const describable = (list: DocumentPart[]) => list.every((part) => part.partId !== '');
    if (this.topics > 0 && describable(this.parts) && describable(parts)) this.needlessFullUploads += 1;
    this.parts = structuredClone(parts);
    return { ok: true, topicId: `topic-${++this.topics}` };
  }

  async cacheUpdate(_documentId: string, changes: DocumentChange[]): Promise<CacheCallResult> {
    this.parts = applyDocumentChanges(this.parts, structuredClone(changes));
    return { ok: true, topicId: `topic-${++this.topics}` };
  }

  async trackDocumentCacheSync(): Promise<void> {}

  async awaitIndexing(): Promise<void> {}
}

type Edit =
  | { kind: 'type'; at: number; text: string }
  | { kind: 'insertParagraph'; at: number; after: boolean; text: string }
  | { kind: 'split'; at: number; offset: number }
  | { kind: 'deleteParagraph'; at: number }
  | { kind: 'moveParagraph'; at: number; to: number; index: number }
  | { kind: 'insertTable'; to: number; index: number; rows: string[][] }
  | { kind: 'insertRow'; at: number; index: number; text: string }
  | { kind: 'deleteRow'; at: number; index: number }
  | { kind: 'deleteTable'; at: number }
  | { kind: 'trackChanges'; on: boolean };

const words = fc.constantFrom('', 'Fee', 'thirty (30) days', '2. Delivery', 'GBP 250 per hour', 'the Supplier shall', '1.1 Term');
const cellTexts = fc.array(fc.array(words, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((rows) => {
  const width = rows[0]?.length ?? 1;
  return rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
});
const position = fc.nat({ max: 1000 });

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), at: position, text: words }),
  fc.record({ kind: fc.constant('insertParagraph' as const), at: position, after: fc.boolean(), text: words }),
  fc.record({ kind: fc.constant('split' as const), at: position, offset: position }),
  fc.record({ kind: fc.constant('deleteParagraph' as const), at: position }),
  fc.record({ kind: fc.constant('moveParagraph' as const), at: position, to: position, index: position }),
  fc.record({ kind: fc.constant('insertTable' as const), to: position, index: position, rows: cellTexts }),
  fc.record({ kind: fc.constant('insertRow' as const), at: position, index: position, text: words }),
  fc.record({ kind: fc.constant('deleteRow' as const), at: position, index: position }),
  fc.record({ kind: fc.constant('deleteTable' as const), at: position }),
  fc.record({ kind: fc.constant('trackChanges' as const), on: fc.boolean() }),
);
/** An edit and how long the user pauses after it: within one sync cycle, across several, or past an upload. */
const step = fc.record({ edit, pauseMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 3000, max: 65_000 })) });

function initialDocument(): SimulatedDocument {
  const paragraph = (text: string) => SimulatedDocument.newParagraph([{ text }]);
  const table = (rows: string[][]): SimTable => ({ kind: 'table', rows: rows.map((row) => ({ cells: row.map((text) => ({ blocks: [paragraph(text)] })) })) });
  const blocks: SimBlock[] = [paragraph('1. Services'), paragraph('1.1 The Supplier shall provide the Services.'), table([['Fee', 'Due'], ['GBP 250 per hour', 'thirty (30) days']]), paragraph('2. Term'), paragraph('3. Law')];
  return new SimulatedDocument({ blocks, creationDate: new Date('2024-05-01T09:00:00Z'), url: 'https://contoso.sharepoint.com/Documents/services.docx' });
}

/** Every block list of the document that can hold paragraphs: the body's and every cell's. */
function containers(document: SimulatedDocument): SimBlock[][] {
  return [document.blocks, ...document.tables().flatMap(({ table }) => table.rows.flatMap((row) => row.cells.map((cell) => cell.blocks)))];
}

const pick = <T,>(items: readonly T[], at: number): T | undefined => (items.length === 0 ? undefined : items[at % items.length]);

/** Carries out an edit the way the playground's user (or Word) would; edits that do not apply to the document are skipped. */
function perform(document: SimulatedDocument, next: Edit): void {
  const paragraphs = document.paragraphs();
  const tables = document.tables();
  const bodyParagraphs = document.blocks.filter((block) => block.kind === 'paragraph').length;
  switch (next.kind) {
    case 'type': {
      const place = pick(paragraphs, next.at);
      if (place) document.typeText(place.paragraph, next.text);
      return;
    }
    case 'insertParagraph': {
      const place = pick(paragraphs, next.at);
      if (place) document.insertParagraph(place.paragraph, next.text, next.after ? 'After' : 'Before');
      return;
    }
    case 'split': {
      const place = pick(paragraphs, next.at);
      const length = place ? place.paragraph.runs.reduce((sum, run) => sum + run.text.length, 0) : 0;
      if (place) document.splitParagraph(place.paragraph, next.offset % (length + 1));
      return;
    }
    case 'deleteParagraph': {
      const place = pick(paragraphs, next.at);
      if (place && (place.nestingLevel > 0 || bodyParagraphs > 1)) document.deleteParagraph(place.paragraph);
      return;
    }
    case 'moveParagraph': {
      const place = pick(paragraphs, next.at);
      const target = pick(containers(document), next.to);
      if (!place || !target || (place.nestingLevel === 0 && bodyParagraphs === 1)) return;
      document.moveParagraph(place.paragraph, target, next.index % (target.length + 1));
      return;
    }
    case 'insertTable': {
      const target = pick(containers(document), next.to);
      if (target) document.insertTableInto(target, next.index % (target.length + 1), next.rows);
      return;
    }
    case 'insertRow': {
      const place = pick(tables, next.at);
      const width = place?.table.rows[0]?.cells.length ?? 0;
      if (place) document.insertRow(place.table, next.index % (place.table.rows.length + 1), Array.from({ length: width }, () => next.text));
      return;
    }
    case 'deleteRow': {
      const place = pick(tables, next.at);
      if (place) document.deleteRow(place.table, next.index % place.table.rows.length);
      return;
    }
    case 'deleteTable': {
      const place = pick(tables, next.at);
      if (place) document.deleteTable(place.table);
      return;
    }
    case 'trackChanges':
      document.changeTrackingMode = next.on ? 'TrackAll' : 'Off';
  }
}

/** Lets the simulator deliver its paragraph events (Word raises them after the change, on a later turn). */
const deliverEvents = () => new Promise((resolve) => setTimeout(resolve, 1));

/** The document's parts read afresh by a new data manager: what a full sync would send. */
async function freshFullRead(host: OfficeDocumentHost): Promise<DocumentPart[]> {
  const clock = new ManualClock();
  const sync = new WordDocumentSync({ host, clock, logger: silentLogger(), statistics: new SyncStatistics() });
  await sync.start();
  await clock.advance(10_000);
  const parts = sync.snapshot()?.parts;
  await sync.stop();
  if (!parts) throw new Error('the full read did not finish');
  return parts;
}

describe('incremental sync against a full re-read (property)', () => {
  it('leaves the server with exactly what a full sync of the same document gives, after any sequence of edits', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const document = initialDocument();
        const host = new OfficeDocumentHost(createSimulatedOffice(document, { roundTrip: () => Promise.resolve() }));
        const clock = new ManualClock();
        const statistics = new SyncStatistics();
        const server = new IndexingServer();
        const wordSync = new WordDocumentSync({ host, clock, logger: silentLogger(), statistics });
        const apiSync = new ApiDocumentSync({
          source: wordSync,
          api: server,
          statistics,
          clock,
          logger: silentLogger(),
          readChangeTrackingMode: async () => 'Off',
          newUserActionId: () => crypto.randomUUID(),
        });
        await wordSync.start();
        apiSync.start();
        await clock.advance(0);
        try {
          for (const { edit: next, pauseMs } of steps) {
            perform(document, next);
            await deliverEvents();
            await clock.advance(pauseMs);
          }
          // The user stops: the change tracker, the data manager and the 60 s upload all catch up.
          await deliverEvents();
          await clock.advance(2 * 61_000);
          expect(server.parts).toEqual(await freshFullRead(host));
          expect(server.needlessFullUploads).toBe(0);
        } finally {
          apiSync.stop();
          await wordSync.stop();
        }
      }),
      { numRuns: 400 },
    );
  });
});
