import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { AttachmentStatusResult, DocumentPart } from '@arcline/shared';
import type { TestApi } from './testApi';

/** A real distributor agreement (CUAD) that the AI tests ask about, as a text file and as a cached Word document. */
export const CONTRACT_FILE = 'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt';
export const contractText = readFileSync(path.resolve(import.meta.dirname, '../../activities/src/testdata', CONTRACT_FILE), 'utf8');
export const GOVERNING_LAW = 'This Agreement shall be governed by the laws of the State of Texas.';

/** The contract as a cached Word document: one part per non-empty paragraph, ids p0, p1, … */
export const contractParts: DocumentPart[] = contractText
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((content, index) => ({ partId: `p${index}`, content }));

/** Uploads the contract as the user's attachment through the real upload and worker; its id once COMPLETED. */
export async function attachContract(api: TestApi, token: string): Promise<string> {
  const post = async (pathname: string, json: unknown) => (await api.request(pathname, { method: 'POST', json, token })).json();
  const bytes = Buffer.from(contractText);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const requested = await api.request('/api/attachments/request-upload', { method: 'POST', json: { name: CONTRACT_FILE, size: bytes.length, type: 'text/plain', md5 }, token });
  expect(requested.status).toBe(202);
  const { attachmentId, uploadUrl } = (await requested.json()).actionResult;
  const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream' }, body: bytes });
  expect(put.status).toBe(201);
  const deadline = Date.now() + 45000;
  while (Date.now() < deadline) {
    const [status] = (await post('/api/attachments/status', { attachmentIds: [attachmentId] })).actionResult as AttachmentStatusResult[];
    if (status?.status === 'COMPLETED') return attachmentId;
    expect(status?.status).not.toBe('FAILED');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the contract attachment was not processed in time');
}
