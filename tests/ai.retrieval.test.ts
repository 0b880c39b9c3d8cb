import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createLocalProvider, createPgPassageStore, loadSourcePassages, retrievePassages } from '../activities/src/ai';
import { extractText } from '../activities/src/extraction';
import { textChunkStore } from '@arcline/shared/data';
import { pgSql } from '../activities/src/db/pgSql';
import { startTestApi, type TestApi } from './harness/testApi';

const CONTRACT = 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt';
const LAW = 'This Agreement shall be governed by the laws of the State of Texas.';

/** Retrieval over the real PostgreSQL full-text index, always scoped by user, and the offline engine on top of it. */
describe('AI retrieval over text_chunks (PostgreSQL full-text search)', () => {
  let api: TestApi;
  let db: pg.Pool;
  let paragraphs: string[];
  let alice: string;
  let bob: string;
  const aliceAttachment = randomUUID();
  const bobAttachment = randomUUID();
  const aliceDocument = `document-${randomUUID()}`;

  async function addAttachment(userId: string, id: string, name: string, texts: string[]) {
    await db.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
       values ($1, $2, $3, 1, 'text/plain', $4, $5, 'COMPLETED', $6)`,
      [id, userId, name, randomUUID().replace(/-/g, ''), `blob-${id}`, texts.length],
    );
    await textChunkStore.replaceSource(pgSql(db), { userId, sourceType: 'attachment', sourceId: id }, texts.map((content) => ({ partId: null, content })));
  }

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    alice = (await api.signUpAndIn()).user.id;
    bob = (await api.signUpAndIn()).user.id;
    const bytes = readFileSync(path.resolve(import.meta.dirname, '../activities/src/testdata', CONTRACT));
    ({ paragraphs } = await extractText({ bytes, fileName: CONTRACT, mimeType: 'text/plain' }));
    await addAttachment(alice, aliceAttachment, CONTRACT, paragraphs);
    await addAttachment(bob, bobAttachment, 'bob.txt', ['This Agreement shall be governed by the laws of the State of Delaware.', 'Cryptocurrency mining is permitted.']);
    await textChunkStore.replaceSource(
      pgSql(db),
      { userId: alice, sourceType: 'document', sourceId: aliceDocument },
      [{ partId: 'w-1', content: 'MEMORANDUM' }, { partId: 'w-2', content: 'The lease is governed by the laws of the State of New York.' }],
    );
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  it('ranks the paragraph that answers the question first, with its source name', async () => {
    const [best] = await retrievePassages(db, { userId: alice, query: 'Which law governs the agreement?', sourceIds: { attachmentIds: [aliceAttachment] }, limit: 5 });
    expect(best).toMatchObject({ sourceType: 'attachment', sourceId: aliceAttachment, sourceName: CONTRACT, partId: null, ordinal: paragraphs.findIndex((text) => text.includes(LAW)) });
    expect(best!.text).toContain(LAW);
    expect(best!.rank).toBeGreaterThan(0);
  });

  it("never returns another user's text, whatever the scope", async () => {
    const everything = await retrievePassages(db, { userId: alice, query: 'governed laws State', limit: 50 });
    expect(everything.length).toBeGreaterThan(0);
    expect(everything.every((passage) => passage.sourceId !== bobAttachment)).toBe(true);
    const asked = await retrievePassages(db, { userId: alice, query: 'Delaware', sourceIds: { attachmentIds: [bobAttachment] }, limit: 5 });
    expect(asked).toEqual([]);
    const bobs = await retrievePassages(db, { userId: bob, query: 'Delaware', limit: 5 });
    expect(bobs.map((passage) => passage.sourceId)).toEqual([bobAttachment]);
  });

  it('searches only the sources asked for: attachments, the Word document, or nothing', async () => {
    const inDocument = await retrievePassages(db, { userId: alice, query: 'governed laws', sourceIds: { documentId: aliceDocument }, limit: 5 });
    expect(inDocument).toEqual([expect.objectContaining({ sourceType: 'document', sourceId: aliceDocument, partId: 'w-2', sourceName: 'The open document' })]);
    expect(await retrievePassages(db, { userId: alice, query: 'governed', sourceIds: { attachmentIds: [] }, limit: 5 })).toEqual([]);
  });

  it('falls back to any of the words when no paragraph has all of them', async () => {
    const passages = await retrievePassages(db, { userId: alice, query: 'Texas cryptocurrency', sourceIds: { attachmentIds: [aliceAttachment] }, limit: 5 });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((passage) => /Texas/.test(passage.text))).toBe(true);
    expect(await retrievePassages(db, { userId: alice, query: 'the of and', limit: 5 })).toEqual([]);
  });

  it('loads whole sources in order: the document first, then the attachments as listed', async () => {
    const passages = await loadSourcePassages(db, alice, { documentId: aliceDocument, attachmentIds: [aliceAttachment, bobAttachment] });
    expect(passages.slice(0, 2).map((passage) => passage.partId)).toEqual(['w-1', 'w-2']);
    expect(passages.slice(2).map((passage) => passage.text)).toEqual(paragraphs);
  });

  it('lets the offline engine answer with verbatim citations from the index', async () => {
    const local = createLocalProvider({ store: createPgPassageStore(db) });
    const answer = await local.answerQuestion({ userId: alice, question: 'Which law governs the agreement?', attachmentIds: [aliceAttachment], chatHistory: [] });
    expect(answer.answer.startsWith('From your documents:')).toBe(true);
    expect(answer.citations.some((citation) => citation.quote.includes(LAW) && citation.sourceName === CONTRACT)).toBe(true);
    const nothing = await local.answerQuestion({ userId: alice, question: 'Is cryptocurrency mining allowed?', attachmentIds: [aliceAttachment], chatHistory: [] });
    expect(nothing.answer).toBe('I could not find anything about that in the attached documents.');
    expect(nothing.citations).toEqual([]);
  });
});
