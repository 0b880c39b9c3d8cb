import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ATTACHMENT_MESSAGES, type AttachmentStatusResult } from '@arcline/shared';
import { startTestApi, type TestApi } from './harness/testApi';

const testdata = path.resolve(import.meta.dirname, '../activities/src/testdata');

const FILES = [
  { name: 'tables.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { name: 'french_diacritics.pdf', type: 'application/pdf' },
  { name: 'SampleShow.pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  { name: 'Tables.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { name: 'links-in-tables.html', type: 'text/html' },
  { name: 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt', type: 'text/plain' },
];

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

describe('attachments: request upload, direct PUT to blob storage, process-attachment workflow', () => {
  let api: TestApi;
  let token: string;
  let userId: string;
  let db: pg.Pool;

  beforeAll(async () => {
    api = await startTestApi();
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    userId = signedIn.user.id;
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  async function requestUpload(body: Record<string, unknown>, as = token) {
    const res = await api.request('/api/attachments/request-upload', { method: 'POST', token: as, json: body });
    return { status: res.status, body: await res.json() };
  }

  async function upload(url: string, bytes: Uint8Array<ArrayBuffer>) {
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(res.status).toBe(201);
  }

  async function waitForFinalStatus(attachmentId: string, as = token): Promise<AttachmentStatusResult> {
    const deadline = Date.now() + 45000;
    while (Date.now() < deadline) {
      const res = await api.request('/api/attachments/status', { method: 'POST', token: as, json: { attachmentIds: [attachmentId] } });
      const [result] = (await res.json()).actionResult as AttachmentStatusResult[];
      if (result && (result.status === 'COMPLETED' || result.status === 'FAILED')) return result;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`attachment ${attachmentId} did not finish`);
  }

  it.each(FILES)('extracts and indexes a real $name', async ({ name, type }) => {
    const bytes = readFileSync(path.join(testdata, name));
    const requested = await requestUpload({ name, size: bytes.length, type, md5: md5(bytes) });
    expect(requested.status).toBe(202);
    const { attachmentId, uploadUrl, signedUrl, isDuplicate } = requested.body.actionResult;
    expect(isDuplicate).toBe(false);
    expect(signedUrl).toBe(uploadUrl);
    expect(uploadUrl).toContain('sp=cw');

    await upload(uploadUrl, bytes);
    const result = await waitForFinalStatus(attachmentId);
    expect(result).toEqual({ attachmentId, status: 'COMPLETED', error: null });

    const { rows } = await db.query('select count(*)::int as n from text_chunks where source_id = $1 and user_id = $2', [attachmentId, userId]);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('finds the indexed contract by full-text search', async () => {
    const { rows } = await db.query(
      `select content from text_chunks where user_id = $1 and search @@ plainto_tsquery('english', 'exclusive distributor') limit 1`,
      [userId],
    );
    expect(rows[0]?.content).toMatch(/distribut/i);
  });

  it('answers 409 with the existing id when the same user uploads the same file again', async () => {
    const bytes = readFileSync(path.join(testdata, FILES[5]!.name));
    const again = await requestUpload({ name: 'copy.txt', size: bytes.length, type: 'text/plain', md5: md5(bytes) });
    expect(again.status).toBe(409);
    expect(again.body.actionResult.attachmentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.body.actionResult.isDuplicate).toBe(true);
  });

  it('marks a corrupt file FAILED with a readable error', async () => {
    const bytes = new TextEncoder().encode(`not really a word document ${randomUUID()}`);
    const { body } = await requestUpload({ name: 'broken.docx', size: bytes.length, type: 'application/octet-stream', md5: md5(bytes) });
    await upload(body.actionResult.uploadUrl, bytes);
    const result = await waitForFinalStatus(body.actionResult.attachmentId);
    expect(result.status).toBe('FAILED');
    expect(result.error).toMatch(/docx/i);
  });

  it('marks a file whose bytes do not match the declared md5 FAILED', async () => {
    const bytes = new TextEncoder().encode(`plain text ${randomUUID()}`);
    const { body } = await requestUpload({ name: 'note.txt', size: bytes.length, type: 'text/plain', md5: md5(new Uint8Array([1, 2, 3])) });
    await upload(body.actionResult.uploadUrl, bytes);
    const result = await waitForFinalStatus(body.actionResult.attachmentId);
    expect(result).toMatchObject({ status: 'FAILED', error: ATTACHMENT_MESSAGES.checksumMismatch });
  });

  it('validates the upload request with clear messages', async () => {
    const good = { name: 'a.txt', size: 10, type: 'text/plain', md5: 'a'.repeat(32) };
    expect((await requestUpload({ ...good, name: 'virus.exe' })).body).toEqual({ errors: [ATTACHMENT_MESSAGES.unsupported] });
    expect((await requestUpload({ ...good, size: 0 })).body).toEqual({ errors: [ATTACHMENT_MESSAGES.sizeInvalid] });
    expect((await requestUpload({ ...good, size: 10 ** 12 })).body).toEqual({ errors: [ATTACHMENT_MESSAGES.tooLarge] });
    expect((await requestUpload({ ...good, md5: 'xyz' })).status).toBe(400);
    expect((await requestUpload({})).status).toBe(400);
  });

  it("never shows one user's attachments to another", async () => {
    const bytes = readFileSync(path.join(testdata, FILES[5]!.name));
    const mine = await requestUpload({ name: 'x.txt', size: bytes.length, type: 'text/plain', md5: md5(bytes) });
    const attachmentId = mine.body.actionResult.attachmentId;
    const other = await api.signUpAndIn();
    const res = await api.request('/api/attachments/status', { method: 'POST', token: other.token, json: { attachmentIds: [attachmentId, 'not-an-id'] } });
    expect(res.status).toBe(200);
    expect((await res.json()).actionResult).toEqual([]);
    // The other user uploading the same bytes gets an attachment of their own, not a 409 pointing at mine.
    const theirs = await requestUpload({ name: 'x.txt', size: bytes.length, type: 'text/plain', md5: md5(bytes) }, other.token);
    expect(theirs.status).toBe(202);
    expect(theirs.body.actionResult.attachmentId).not.toBe(attachmentId);
  });

  it('requires a signed-in user', async () => {
    const res = await api.request('/api/attachments/status', { method: 'POST', json: { attachmentIds: [] } });
    expect(res.status).toBe(401);
  });
});
