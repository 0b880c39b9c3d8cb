import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES } from '@arcline/activities/extraction';
import { pageTreePdf, zipBombDocx } from '../../activities/src/extraction/testing/hostileFiles';
import { startTestApi, type TestApi } from '../harness/testApi';
import { uploadAttachment, waitForAttachment } from '../matrixSupport';

const MB = 1024 * 1024;

describe('hostile files end FAILED with the cap they hit, through the real upload and worker', () => {
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    token = (await api.signUpAndIn()).token;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('a file declared as 1 KB and uploaded much larger', async () => {
    const bytes = Buffer.alloc(3 * MB, 'a');
    const md5 = createHash('md5').update(bytes).digest('hex');
    const res = await api.request('/api/attachments/request-upload', { method: 'POST', token, json: { name: 'small.txt', size: 1024, type: 'text/plain', md5 } });
    const { attachmentId, uploadUrl } = (await res.json()).actionResult as { attachmentId: string; uploadUrl: string };
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: bytes });
    expect(put.status).toBe(201);
    const result = await waitForAttachment(api, token, attachmentId);
    expect(result).toMatchObject({ status: 'FAILED', error: LIMIT_MESSAGES.sizeMismatch(1024, 3 * MB) });
  });

  it('a zip bomb named .docx, and a PDF whose page tree declares 100,000 pages', async () => {
    const bomb = await zipBombDocx(300 * MB);
    const tree = pageTreePdf(5);
    const ids = [
      await uploadAttachment(api, token, 'bomb.docx', bomb, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      await uploadAttachment(api, token, 'tree.pdf', tree, { type: 'application/pdf' }),
    ];
    const [bombResult, treeResult] = await Promise.all(ids.map((id) => waitForAttachment(api, token, id)));
    expect(bombResult).toMatchObject({ status: 'FAILED', error: LIMIT_MESSAGES.inflatesTooMuch(DEFAULT_EXTRACTION_LIMITS) });
    expect(treeResult).toMatchObject({ status: 'FAILED', error: LIMIT_MESSAGES.tooManyPages(DEFAULT_EXTRACTION_LIMITS) });
  });
});
