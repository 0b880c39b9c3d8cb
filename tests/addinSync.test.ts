import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ADDIN_MANIFEST_PATH } from '@arcline/shared';
import { runSyncScenario, type SyncScenarioResult } from '../addin/src/sync/testing/syncScenario';
import { startTestApi, type TestApi } from './harness/testApi';

const PARAGRAPHS = 2000;

describe('Word add-in sync engine against the real stack', () => {
  let api: TestApi;
  let db: pg.Pool;
  let token: string;
  let userId: string;
  let result: SyncScenarioResult;

  beforeAll(async () => {
    api = await startTestApi();
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    userId = signedIn.user.id;
    const chunks = `from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2`;
    result = await runSyncScenario({
      apiUrl: api.url,
      token,
      paragraphCount: PARAGRAPHS,
      indexedPartCount: async (documentId) => (await db.query<{ n: number }>(`select count(*)::int as n ${chunks}`, [userId, documentId])).rows[0]?.n ?? 0,
      indexHolds: async (documentId, text) => ((await db.query(`select 1 ${chunks} and content = $3`, [userId, documentId, text])).rowCount ?? 0) > 0,
    });
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  it('syncs a 2,000-paragraph document in one full upload, then an edited paragraph as one small update', async () => {
    const paths = result.requests.map((request) => request.path);
    expect(paths.filter((path) => path.endsWith('/ai/cache-document-full'))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith('/ai/cache-document-update'))).toHaveLength(1);
    expect(result.editUploadBytes[0]).toBeLessThan(result.fullUploadBytes / 100);
    const { rows } = await db.query(
      `select part_id, content, ordinal from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2 and content = $3`,
      [userId, result.documentId, result.editedTexts[0]],
    );
    expect(rows).toEqual([expect.objectContaining({ ordinal: PARAGRAPHS / 2 })]);
  });

  it('reports the sync statistics with the full-document-cache-sync user action', async () => {
    const { rows } = await db.query(
      `select type, user_action_id, document_data, document_update_statistics from user_action_events where user_id = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe('full-document-cache-sync');
    expect(rows[0].document_data).toEqual({ documentId: result.documentId, changeTrackingMode: 'Off' });
    expect(rows[0].document_update_statistics.fullUpdate).toMatchObject({ numberOfSyncs: 1, numberOfInitialSyncs: 1 });
    expect(rows[0].document_update_statistics.fullUpdate.numberOfParagraphsChanged.sum).toBe(PARAGRAPHS);
  });

  it('serves the add-in manifest with the URLs on the configured origin', async () => {
    const response = await api.request(ADDIN_MANIFEST_PATH);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<SourceLocation DefaultValue="${api.config.ADDIN_PUBLIC_URL}/taskpane.html"/>`);
  });
});
