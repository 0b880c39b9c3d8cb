import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { PUSH_MESSAGE_TYPES, type AttachmentStatusResult, type MatrixAskAnswer, type MatrixAskPushPayload, type MatrixColumn, type MatrixDetail, type MatrixElementDetail, type MatrixQueryTemplate, type MatrixSummary } from '@arcline/shared';
import type { TestApi } from './harness/testApi';
import { untilEndOfTopic } from './harness/pushTopics';

/** CUAD contracts (CC BY 4.0, see tests/fixtures/contracts/LICENSES.md). */
export const CONTRACTS = [
  'blackboxstocksinc-08-05-2014-ex-10.1-distributor-agreement.txt',
  'abilityinc-06-15-2020-ex-4.25-services-agreement.txt',
  'agapeatpcorp-20191202-10-ka-ex-10.1-11911128-ex-10.1-supply-agreement.txt',
  'adamsgolfinc-03-21-2005-ex-10.17-endorsement-agreement.txt',
  'alliedesportsentertainmentinc-20190815-8-k-ex-10.19-11788293-ex-10.19-content-license-agreement.txt',
  'borrowmoneycom-inc-06-11-2020-ex-10.1-joint-venture-agreement.txt',
] as const;

export const contractPath = (name: string) => path.resolve(import.meta.dirname, 'fixtures/contracts', name);
export const readContract = (name: string) => readFileSync(contractPath(name));

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A client of the matrix calls for one signed-in user. */
export function matrixClient(api: TestApi, token: string) {
  const call = async (method: string, urlPath: string, json?: unknown) => {
    const res = await api.request(urlPath, { method, token, ...(json === undefined ? {} : { json }) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  return {
    call,
    /** The raw answer, for files. */
    raw: (urlPath: string) => api.request(urlPath, { token }),
    async createMatrix(name = 'Contracts'): Promise<MatrixSummary> {
      const res = await call('POST', '/api/matrices', { name });
      expect(res.status).toBe(201);
      return res.body.entity;
    },
    async detail(matrixId: string): Promise<MatrixDetail> {
      const res = await call('GET', `/api/matrices/${matrixId}`);
      expect(res.status).toBe(200);
      return res.body.entity;
    },
    async templates(): Promise<MatrixQueryTemplate[]> {
      return (await call('GET', '/api/matrix-queries')).body.collection;
    },
    async addColumn(matrixId: string, column: Record<string, unknown>): Promise<MatrixColumn> {
      const res = await call('POST', '/api/matrices/columns', { matrixId, ...column });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.entity;
    },
    async addTemplateColumn(matrixId: string, templateName: string): Promise<MatrixColumn> {
      const template = (await this.templates()).find((candidate) => candidate.name === templateName);
      if (!template) throw new Error(`no template ${templateName}`);
      return this.addColumn(matrixId, { name: template.name, queryType: 'GLOBAL_TEMPLATE', matrixQueryId: template.id });
    },
    async addDocuments(matrixId: string, attachmentIds: string[]) {
      const res = await call('POST', '/api/matrices/documents', { matrixId, documents: attachmentIds.map((attachmentId) => ({ attachmentId })) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.entity.documents as MatrixDetail['rows'][number]['document'][];
    },
    /** Asks the matrix a question (POST …/ask) and waits for the answer on its push topic. */
    async ask(matrixId: string, question: string): Promise<{ topicId: string; answer: MatrixAskAnswer }> {
      const res = await call('POST', `/api/matrices/${matrixId}/ask`, { question });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const topicId: string = res.body.actionResult.pushNotificationTopicId;
      const payloads = await untilEndOfTopic(api, token, topicId);
      const answered = payloads.find((payload) => payload.type === PUSH_MESSAGE_TYPES.successResponse) as MatrixAskPushPayload | undefined;
      expect(answered, JSON.stringify(payloads)).toBeDefined();
      return { topicId, answer: answered!.matrixAsk };
    },
    /** Every citation is a cell of this matrix at the document and column it names, COMPLETED, and its quote is verbatim in that cell. */
    async expectRealCitations(answer: MatrixAskAnswer) {
      for (const citation of answer.citations) {
        const element = (await call('GET', `/api/matrices/elements/${citation.elementId}`)).body.entity as MatrixElementDetail;
        expect(element).toMatchObject({ document: { id: citation.documentId }, column: { id: citation.columnId }, status: 'COMPLETED' });
        expect(`${element.refineResult}\n${element.referenceResult}`).toContain(citation.quote);
      }
      expect(answer.citations).toEqual(answer.documents.flatMap((document) => document.citations));
    },
    /** Polls the detail until no cell is processing. */
    async waitUntilSettled(matrixId: string, timeoutMs = 45000): Promise<MatrixDetail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const detail = await this.detail(matrixId);
        if (detail.aggregatedResultStatus.processing === 0) return detail;
        if (Date.now() > deadline) throw new Error(`matrix ${matrixId} still has ${detail.aggregatedResultStatus.processing} cells processing`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** Requests an upload for the bytes; with `put`, sends them to blob storage as the browser would. */
export async function uploadAttachment(api: TestApi, token: string, name: string, bytes: Uint8Array, options: { put?: boolean; type?: string } = {}) {
  const res = await api.request('/api/attachments/request-upload', {
    method: 'POST',
    token,
    json: { name, size: bytes.length, type: options.type ?? 'text/plain', md5: md5(bytes) },
  });
  const body = await res.json();
  if (res.status === 409) return body.actionResult.attachmentId as string;
  expect(res.status).toBe(202);
  if (options.put !== false) {
    const put = await fetch(body.actionResult.uploadUrl, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': 'application/octet-stream' },
      body: Buffer.from(bytes),
    });
    expect(put.status).toBe(201);
  }
  return body.actionResult.attachmentId as string;
}

export async function waitForAttachment(api: TestApi, token: string, attachmentId: string): Promise<AttachmentStatusResult> {
  const deadline = Date.now() + 45000;
  for (;;) {
    const res = await api.request('/api/attachments/status', { method: 'POST', token, json: { attachmentIds: [attachmentId] } });
    const [result] = (await res.json()).actionResult as AttachmentStatusResult[];
    if (result && (result.status === 'COMPLETED' || result.status === 'FAILED')) return result;
    if (Date.now() > deadline) throw new Error(`attachment ${attachmentId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Uploads contracts and waits until their text is indexed. */
export async function uploadContracts(api: TestApi, token: string, names: readonly string[]): Promise<string[]> {
  const ids = await Promise.all(names.map((name) => uploadAttachment(api, token, name, readContract(name))));
  for (const id of ids) expect((await waitForAttachment(api, token, id)).status).toBe('COMPLETED');
  return ids;
}
