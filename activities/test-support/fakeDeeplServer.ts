import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';

/**
 * A stand-in for the DeepL HTTP API on a free local port, for tests: `POST /v2/translate` and the document calls
 * (`/v2/document`, its status and result), so the real deepl-node runs end to end against it through `serverUrl`.
 * Its "translation" upper-cases the text (inside the text elements of office files, outside the tags of HTML), which
 * a test can recognise while the file's structure stays as it was. Glossaries (`POST /v2/glossaries`, TSV entries) are
 * honoured: a glossary's source terms (whole words, any case) become its target terms as written. A document goes
 * through DeepL's statuses over its polls: `queued`, then `translating` with seconds_remaining 3, 2, 1, then `done`;
 * its result is refused (503, not ready) before that.
 */
export interface FakeDeeplServer {
  url: string;
  /** Every request: method, path and, for text, the form fields. */
  requests: Array<{ method: string; path: string; fields: Record<string, string[]> }>;
  /** The glossaries created, by id: their languages and entries. */
  glossaries: Map<string, { sourceLang: string; targetLang: string; entries: Array<[string, string]> }>;
  /** The next requests are answered with these statuses (e.g. 456 quota, 429 too many requests), in order. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const OFFICE_TEXT_ELEMENT = /(<(w:t|a:t|t)(?:\s[^>]*)?>)([^<]*)(<\/\2>)/g;

type Translate = (text: string) => string;

/** A document's status at its first, second, … poll (the last one repeats). */
const DOCUMENT_STATUSES: ReadonlyArray<{ status: string; seconds_remaining?: number }> = [
  { status: 'queued' },
  { status: 'translating', seconds_remaining: 3 },
  { status: 'translating', seconds_remaining: 2 },
  { status: 'translating', seconds_remaining: 1 },
  { status: 'done' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Upper-cases the text, except that glossary terms become their translations as written. */
function fakeTranslation(entries: Array<[string, string]> = []): Translate {
  if (entries.length === 0) return (text) => text.toUpperCase();
  const targets = new Map(entries.map(([source, target]) => [source.toLocaleLowerCase(), target]));
  const terms = new RegExp(`(?<![\\p{L}\\p{N}])(${entries.map(([source]) => escapeRegExp(source)).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) =>
    text
      .split(terms)
      .map((part, index) => (index % 2 === 1 ? (targets.get(part.toLocaleLowerCase()) ?? part) : part.toUpperCase()))
      .join('');
}

async function translateDocument(bytes: Buffer, filename: string, translate: Translate): Promise<Buffer> {
  const extension = filename.split('.').pop()?.toLowerCase();
  if (extension === 'txt') return Buffer.from(translate(bytes.toString('utf8')));
  if (extension === 'html' || extension === 'htm') {
    return Buffer.from(bytes.toString('utf8').replace(/>([^<]+)</g, (_whole, text: string) => `>${translate(text)}<`));
  }
  const zip = await JSZip.loadAsync(bytes);
  for (const name of Object.keys(zip.files).filter((file) => file.endsWith('.xml'))) {
    const xml = await zip.file(name)!.async('string');
    zip.file(name, xml.replace(OFFICE_TEXT_ELEMENT, (_whole, open: string, _tag: string, text: string, close: string) => `${open}${translate(text)}${close}`));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeDeeplServer(): Promise<FakeDeeplServer> {
  const failures: number[] = [];
  const documents = new Map<string, { bytes: Buffer; filename: string; glossaryId: string | undefined; polls: number }>();
  const glossaries: FakeDeeplServer['glossaries'] = new Map();
  const translationWith = (glossaryId: string | undefined) => fakeTranslation(glossaryId ? glossaries.get(glossaryId)?.entries : undefined);
  const requests: FakeDeeplServer['requests'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const body = await bodyOf(req);
    const contentType = req.headers['content-type'] ?? '';
    const fields: Record<string, string[]> = {};
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      for (const [key, value] of new URLSearchParams(body.toString('utf8'))) (fields[key] ??= []).push(value);
    }
    requests.push({ method: req.method ?? 'GET', path, fields });
    const failure = failures.shift();
    if (failure !== undefined) return json(res, failure, { message: `fake DeepL answers ${failure}` });

    if (path === '/v2/translate') {
      const source = fields.source_lang?.[0]?.toUpperCase() ?? 'DA';
      const translate = translationWith(fields.glossary_id?.[0]);
      const translations = (fields.text ?? []).map((text) => ({ detected_source_language: source, text: translate(text), billed_characters: text.length }));
      return json(res, 200, { translations });
    }
    if (path === '/v2/glossaries' && req.method === 'POST') {
      const id = randomUUID();
      const entries = (fields.entries?.[0] ?? '').split('\n').filter(Boolean).map((line) => line.split('\t') as [string, string]);
      const [sourceLang, targetLang] = [fields.source_lang?.[0] ?? '', fields.target_lang?.[0] ?? ''];
      glossaries.set(id, { sourceLang, targetLang, entries });
      return json(res, 201, {
        glossary_id: id,
        name: fields.name?.[0],
        ready: true,
        source_lang: sourceLang,
        target_lang: targetLang,
        creation_time: new Date().toISOString(),
        entry_count: entries.length,
      });
    }
    if (path === '/v2/document') {
      const form = await new Request('http://fake/v2/document', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob)) return json(res, 400, { message: 'file is missing' });
      const id = randomUUID();
      const glossaryId = form.get('glossary_id');
      documents.set(id, {
        bytes: Buffer.from(await file.arrayBuffer()),
        filename: String(form.get('filename') ?? (file as File).name),
        glossaryId: typeof glossaryId === 'string' ? glossaryId : undefined,
        polls: 0,
      });
      return json(res, 200, { document_id: id, document_key: `key-${id}` });
    }
    const match = /^\/v2\/document\/([^/]+)(\/result)?$/.exec(path);
    const document = match ? documents.get(match[1]!) : undefined;
    if (!match || !document) return json(res, 404, { message: 'not found' });
    if (!match[2]) {
      const step = DOCUMENT_STATUSES[Math.min(document.polls++, DOCUMENT_STATUSES.length - 1)]!;
      return json(res, 200, { document_id: match[1], ...step, ...(step.status === 'done' ? { billed_characters: document.bytes.length } : {}) });
    }
    if (document.polls < DOCUMENT_STATUSES.length) return json(res, 503, { message: 'Document not ready' });
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(await translateDocument(document.bytes, document.filename, translationWith(document.glossaryId)));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    glossaries,
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
