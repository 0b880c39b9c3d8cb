import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PUSH_MESSAGE_TYPES, type DocumentChange, type DocumentPart, type PushNotification } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';

/**
 * Issue 29 item 1: the server's copy of a Word document keeps Word's order through incremental updates, and a table
 * keeps its cells' paragraphs.
 */
describe("the server's copy keeps Word's paragraph order", () => {
  let api: TestApi;
  let db: pg.Pool;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    userId = signedIn.user.id;
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  async function untilIndexed(response: Response): Promise<void> {
    expect(response.status).toBe(200);
    const topicId: string = (await response.json()).actionResult.pushNotificationTopicId;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const query = new URLSearchParams({ topicIds: JSON.stringify([topicId]), lastNSeconds: '300' });
      const notifications = (await (await api.request(`/api/push-notifications?${query}`, { token })).json()).collection as PushNotification[];
      const types = notifications.map((notification) => notification.payload.type);
      if (types.includes(PUSH_MESSAGE_TYPES.endOfTopic)) {
        expect(types).toContain(PUSH_MESSAGE_TYPES.successResponse);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the update was not indexed in time');
  }

  const sendFull = async (documentId: string, documentParts: DocumentPart[]) =>
    untilIndexed(await api.request('/api/ai/cache-document-full', { method: 'POST', token, json: { cacheUpdate: { documentId, documentParts } } }));
  const sendChanges = async (documentId: string, changes: DocumentChange[]) =>
    untilIndexed(await api.request('/api/ai/cache-document-update', { method: 'POST', token, json: { documentId, changes } }));
  const indexed = async (documentId: string) =>
    (
      await db.query<{ part_id: string; content: string; ordinal: number; cell_paragraphs: unknown }>(
        `select part_id, content, ordinal, cell_paragraphs from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 order by ordinal`,
        [userId, documentId],
      )
    ).rows;

  it('puts an inserted paragraph after its neighbour and a moved one where it went, with ordinals 0..n-1', async () => {
    const documentId = `doc-${randomUUID()}`;
    const feeTable: DocumentPart = {
      partId: 'fee-1',
      content: 'Fee | Due\nGBP 250 per hour | thirty (30) days',
      cellParagraphs: [
        { id: 'fee-1', text: 'Fee' },
        { id: 'fee-2', text: 'Due' },
        { id: 'fee-3', text: 'GBP 250 per hour' },
        { id: 'fee-4', text: 'thirty (30) days' },
      ],
    };
    await sendFull(documentId, [
      { partId: 'c1', content: '1. Services' },
      { partId: 'c11', content: '1.1 The Supplier shall provide the Services.' },
      feeTable,
      { partId: 'c2', content: '2. Term' },
      { partId: 'c3', content: '3. Law' },
    ]);
    expect((await indexed(documentId))[2]).toMatchObject({ part_id: 'fee-1', cell_paragraphs: feeTable.cellParagraphs });

    await sendChanges(documentId, [
      { type: 'deleted', paragraphId: 'c2' },
      { type: 'added-or-changed', paragraphId: 'c3', newText: '3. Law', previousPartId: null },
      { type: 'added-or-changed', paragraphId: 'new', newText: '2. Delivery', previousPartId: 'c11' },
      {
        type: 'added-or-changed',
        paragraphId: 'fee-1',
        newText: 'Fee | Due\nGBP 300 per hour | thirty (30) days',
        cellParagraphs: [...(feeTable.cellParagraphs ?? []).slice(0, 2), { id: 'fee-3', text: 'GBP 300 per hour' }, { id: 'fee-4', text: 'thirty (30) days' }],
      },
    ]);
    const rows = await indexed(documentId);
    expect(rows.map((row) => [row.part_id, row.ordinal])).toEqual([
      ['c3', 0],
      ['c1', 1],
      ['c11', 2],
      ['new', 3],
      ['fee-1', 4],
    ]);
    expect(rows[4]?.content).toBe('Fee | Due\nGBP 300 per hour | thirty (30) days');
    expect(rows[4]?.cell_paragraphs).toContainEqual({ id: 'fee-3', text: 'GBP 300 per hour' });
    const { rows: documents } = await db.query('select part_count from documents where user_id = $1 and id = $2', [userId, documentId]);
    expect(documents[0].part_count).toBe(5);
  });

  it('refuses a change whose neighbour is not a text', async () => {
    const response = await api.request('/api/ai/cache-document-update', {
      method: 'POST',
      token,
      json: { documentId: 'any', changes: [{ type: 'added-or-changed', paragraphId: 'p', newText: 'x', previousPartId: 7 }] },
    });
    expect(response.status).toBe(400);
  });
});
