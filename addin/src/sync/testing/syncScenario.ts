import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient, PushPoller, pushNotificationsFetcher } from '@arcline/web';
import { createDocumentSync } from '../createDocumentSync';
import type { SyncLogger } from '../logger';
import { MemoryDocumentHost } from './MemoryDocumentHost';

const contractsDir = path.resolve(import.meta.dirname, '../../../../tests/fixtures/contracts');

/** n paragraphs of real contract text (the CUAD contracts of tests/fixtures), sentence by sentence, in a cycle. */
export function contractParagraphs(count: number): string[] {
  const sentences = readdirSync(contractsDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => readFileSync(path.join(contractsDir, name), 'utf8').split(/(?<=\.)\s+|\n+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
  return Array.from({ length: count }, (_, index) => `${sentences[index % sentences.length]}\r`);
}

export interface SyncScenarioDeps {
  /** The API's origin, e.g. http://127.0.0.1:41234. */
  apiUrl: string;
  token: string;
  paragraphCount: number;
  /** Paragraphs edited one after the other, each waited for until the index holds it (1 by default). */
  edits?: number;
  /** A pause before each edit, so edits land at different moments of the change tracker's 1500 ms cycle. */
  pauseBeforeEditMs?: (editIndex: number) => number;
  /** How many document parts the server's index holds for the document (read from the database). */
  indexedPartCount(documentId: string): Promise<number>;
  /** Whether the server's index holds this exact text for the document. */
  indexHolds(documentId: string, text: string): Promise<boolean>;
  logger?: SyncLogger;
}

export interface SyncScenarioResult {
  documentId: string;
  fullSyncMs: number;
  fullUploadBytes: number;
  /** Per edit: from the edit to the index holding it. */
  editToIndexMs: number[];
  /** Per edit: bytes of the update requests it caused. */
  editUploadBytes: number[];
  editedTexts: string[];
  requests: { path: string; bytes: number }[];
}

const POLL_MS = 10;
const TIMEOUT_MS = 60_000;

async function until(what: string, condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = performance.now() + TIMEOUT_MS;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * P3: a long document synced through the real sync engine (in-memory Word, real API client, push poller and
 * server at the spec's intervals), then one paragraph edited. Measures the full sync and the edit until the
 * server's index holds it, and the bytes each sent.
 */
export async function runSyncScenario(deps: SyncScenarioDeps): Promise<SyncScenarioResult> {
  const requests: { path: string; bytes: number; at: number }[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    requests.push({ path: url.pathname, bytes: typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0, at: performance.now() });
    return fetch(input, init);
  };
  const client = createApiClient({
    fetch: countingFetch,
    baseUrl: `${deps.apiUrl}/api`,
    getToken: () => deps.token,
    replaceToken: () => undefined,
    onUnauthorized: () => {
      throw new Error('The scenario user was signed out');
    },
    logError: (message, detail) => deps.logger?.error(message, detail),
  });
  const host = new MemoryDocumentHost(contractParagraphs(deps.paragraphCount));
  const sync = createDocumentSync({ host, client, poller: new PushPoller(pushNotificationsFetcher(client)), logger: deps.logger });

  const startedAt = performance.now();
  await sync.start();
  let documentId = '';
  await until('the full document is indexed', async () => {
    documentId = sync.wordSync.snapshot()?.documentId ?? '';
    return documentId !== '' && sync.apiSync.state === 'waiting' && (await deps.indexedPartCount(documentId)) === deps.paragraphCount;
  });
  const fullSyncMs = performance.now() - startedAt;
  const fullUploadBytes = requests.filter((request) => request.path.endsWith('/ai/cache-document-full')).reduce((sum, request) => sum + request.bytes, 0);

  const editToIndexMs: number[] = [];
  const editUploadBytes: number[] = [];
  const editedTexts: string[] = [];
  for (let edit = 0; edit < (deps.edits ?? 1); edit++) {
    await new Promise((resolve) => setTimeout(resolve, deps.pauseBeforeEditMs?.(edit) ?? 0));
    const paragraph = host.paragraphs[(Math.floor(deps.paragraphCount / 2) + edit * 37) % deps.paragraphCount]!;
    const editedText = `The Supplier shall deliver the escrow materials to Quillfeather Vault within ${edit + 9} days.`;
    const editedAt = performance.now();
    host.edit(paragraph.id, `${editedText}\r`);
    await until('the edit is indexed', () => deps.indexHolds(documentId, editedText));
    editToIndexMs.push(performance.now() - editedAt);
    editedTexts.push(editedText);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    editUploadBytes.push(
      requests.filter((request) => request.at >= editedAt && request.path.endsWith('/ai/cache-document-update')).reduce((sum, request) => sum + request.bytes, 0),
    );
  }

  await sync.stop();
  return { documentId, fullSyncMs, fullUploadBytes, editToIndexMs, editUploadBytes, editedTexts, requests: requests.map(({ path: p, bytes }) => ({ path: p, bytes })) };
}
