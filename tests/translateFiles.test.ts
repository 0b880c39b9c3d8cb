import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContainerClient } from '@azure/storage-blob';
import {
  PUSH_MESSAGE_TYPES,
  TRANSLATION_MESSAGES,
  TRANSLATION_PUSH_STATES,
  type PushNotification,
  type PushPayload,
  type RecentFileTranslation,
  type TranslationReadyPayload,
} from '@arcline/shared';
import { translateFileWorkflowId } from '@arcline/shared/contracts';
import { openContainer } from '@arcline/worker';
import { startTestApi, type TestApi } from './harness/testApi';
import { runCommand } from '../activities/src/translation/runCommand';
import { pgSql } from '../activities/src/db/pgSql';
import { replaceGlossary } from '@arcline/shared/data';
import JSZip from 'jszip';
import pg from 'pg';
import { danishBudget } from '../activities/src/translation/testdata/danishBudget';
import { readOfficeFixture, shapeOf, withDanishText, type OfficeKind } from '../activities/test-support/officeFixtures';

/** A fixture in another format, written by LibreOffice headless (as a user's own .doc or PDF would be). */
async function convertWithLibreOffice(bytes: Buffer, from: string, to: string): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'arcline-fixture-'));
  try {
    await writeFile(path.join(folder, `source.${from}`), bytes);
    const profile = pathToFileURL(path.join(folder, 'profile')).href;
    await runCommand('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', to, '--outdir', folder, path.join(folder, `source.${from}`)], { timeoutMs: 120_000 });
    return await readFile(path.join(folder, `source.${to}`));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The smallest .docx Word opens: one run per paragraph. */
async function minimalDocx(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Short enough for the expiry test, long enough to download every result first. */
const EXPIRY_SECONDS = 15;

const DANISH_HTML = `<!doctype html><html><head><title>Aftalen</title><script>var Købesummen = "Sælgeren";</script></head>
<body><h1>Aftalen</h1><p><b>Købesummen</b> betales senest den 1. marts 2025.</p><img src="x.png" alt="Sælgeren"></body></html>`;
const DANISH_TXT = 'Aftalen træder i kraft ved underskrift.\nKøbesummen betales senest den 1. marts 2025.\n';

describe('translate-file/{uploadId}: upload, translation by Apertium da→nb, download, expiry (real stack)', () => {
  let api: TestApi;
  let token: string;
  let userId: string;
  let blobs: ContainerClient;
  let companyId: string;
  let db: pg.Pool;

  beforeAll(async () => {
    api = await startTestApi({ env: { TRANSLATION_DOWNLOAD_EXPIRY_SECONDS: String(EXPIRY_SECONDS) } });
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    userId = signedIn.user.id;
    companyId = signedIn.user.companyId;
    blobs = openContainer(api.config);
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 2 });
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await api?.close();
  });

  async function post(pathname: string, json: unknown) {
    const res = await api.request(pathname, { method: 'POST', token, json });
    expect(res.status).toBe(200);
    return (await res.json()).actionResult;
  }

  async function untilTopicEnds(topicId: string): Promise<PushPayload[]> {
    const seen = new Map<string, PushNotification>();
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const query = new URLSearchParams({ topicIds: JSON.stringify([topicId]), lastNSeconds: '600' });
      const res = await api.request(`/api/push-notifications?${query}`, { token });
      for (const notification of (await res.json()).collection as PushNotification[]) seen.set(notification.id, notification);
      const payloads = [...seen.values()].map((notification) => notification.payload);
      if (payloads.some((payload) => payload.type === PUSH_MESSAGE_TYPES.endOfTopic)) return payloads;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`topic ${topicId} did not end`);
  }

  async function translate(name: string, bytes: Buffer, languages: { sourceLanguage: string; targetLanguage: string; bilingual?: boolean } = { sourceLanguage: 'da', targetLanguage: 'nb' }) {
    const { uploadId, uploadUrl, pushNotificationTopicId } = await post('/api/translate/request-upload', { name, size: bytes.length });
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: new Uint8Array(bytes) });
    expect(put.status).toBe(201);
    await post('/api/translate/file', { uploadId, ...languages });
    const payloads = await untilTopicEnds(pushNotificationTopicId);
    const states = payloads.filter((payload) => payload.type === PUSH_MESSAGE_TYPES.translationStateUpdate);
    return { uploadId, payloads, states };
  }

  async function translatedFile(name: string, bytes: Buffer, languages?: { sourceLanguage: string; targetLanguage: string }) {
    const { uploadId, states } = await translate(name, bytes, languages);
    expect(states[0]).toEqual({ type: PUSH_MESSAGE_TYPES.translationStateUpdate, state: TRANSLATION_PUSH_STATES.translating, percent: null });
    const ready = states.at(-1) as TranslationReadyPayload;
    expect(ready.state).toBe(TRANSLATION_PUSH_STATES.readyForDownload);
    expect(ready.engine).toBe('apertium');
    expect(Date.parse(ready.downloadUrlExpiration) - Date.now()).toBeGreaterThan(0);
    expect(new URL(ready.downloadUrl).searchParams.get('sp')).toBe('r');
    const download = await fetch(ready.downloadUrl);
    expect(download.status).toBe(200);
    return { uploadId, ready, bytes: Buffer.from(await download.arrayBuffer()), contentDisposition: download.headers.get('content-disposition') };
  }

  it.each<[string, OfficeKind]>([
    ['docx/blk-paras-and-tables.docx', 'docx'],
    ['docx/checkboxes.docx', 'docx'],
    ['pptx/shapes.pptx', 'pptx'],
    ['xlsx/simple-monthly-budget.xlsx', 'xlsx'],
  ])('%s keeps its paragraphs, runs, tables, bold and formulas; its text is translated', async (fixture, kind) => {
    const source = await withDanishText(readOfficeFixture(fixture), kind);
    const name = `Kontrakt.${kind}`;
    const result = await translatedFile(name, source);
    // Named after the original with the target language (issue 30), so it does not replace the original on disk.
    expect(result.ready.fileName).toBe(`Kontrakt.nb.${kind}`);
    expect(result.ready.detectedOriginalLanguage).toBe('da');
    expect(result.contentDisposition).toContain(`Kontrakt.nb.${kind}`);
    const { texts: sourceTexts, ...before } = await shapeOf(source, kind);
    const { texts, ...after } = await shapeOf(result.bytes, kind);
    expect(after).toEqual(before);
    expect(texts).not.toEqual(sourceTexts);
    expect(texts.join(' ')).toMatch(/Kjøpesummen|Selgeren|Avtalen|Kjøperen/);
    // Apertium ran with its unknown-word marks: none is left in the file, and the words are reported with the link.
    expect(texts.join(' ')).not.toMatch(/(?<![\p{L}\p{N}*#@])[*#@]\p{L}/u);
    expect(result.ready.coverage).toEqual({ unknownWords: expect.any(Array), unknownWordCount: expect.any(Number) });
    expect(result.ready.coverage!.unknownWords.length).toBeLessThanOrEqual(result.ready.coverage!.unknownWordCount);
  }, 180_000);

  it('a long contract (docx): translating pushes carry a rising percent counted from Apertium’s output, then ready', async () => {
    const contract = await readFile(path.resolve(import.meta.dirname, '../bench/translate/fixtures/leveringsaftale-da.txt'), 'utf8');
    const paragraphs = Array.from({ length: 10 }, () => contract.split('\n').filter((line) => line.trim())).flat();
    const source = await minimalDocx(paragraphs.map((paragraph) => paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;')));
    const { states } = await translate('Leveringsaftale.docx', source);
    const percents = states.filter((state) => state.state === TRANSLATION_PUSH_STATES.translating).map((state) => state.percent);
    expect(percents[0]).toBeNull();
    const intermediate = percents.slice(1).map(Number);
    expect(intermediate.length).toBeGreaterThanOrEqual(2);
    expect(intermediate).toEqual([...intermediate].sort((a, b) => a - b));
    expect(intermediate.every((percent) => percent > 0 && percent < 100)).toBe(true);
    const ready = states.at(-1) as TranslationReadyPayload;
    expect(ready).toMatchObject({ state: TRANSLATION_PUSH_STATES.readyForDownload, engine: 'apertium' });
    const { texts } = await shapeOf(Buffer.from(await (await fetch(ready.downloadUrl)).arrayBuffer()), 'docx');
    expect(texts).toHaveLength(paragraphs.length);
    expect(texts.join(' ')).toContain('Selgeren');
  }, 180_000);

  it('xlsx: a table\'s column names follow its translated header cells, and formulas their names and a criterion its cells (issue 30)', async () => {
    const { bytes } = await translatedFile('Budget.xlsx', await danishBudget());
    const zip = await JSZip.loadAsync(bytes);
    expect(await zip.file('xl/tables/table1.xml')!.async('string')).toMatch(/<tableColumn [^>]*name="Beløp"/);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('<f>COUNTIF(Udgifter[Kategori],"Husleie")</f>');
    expect(sheet).toContain('<f>SUMIF(Udgifter[Kategori],"Husleie",Udgifter[Beløp])</f>');
  }, 180_000);

  it('html: text nodes and the title are translated; tags, attributes and scripts are not', async () => {
    const { bytes } = await translatedFile('Side.html', Buffer.from(DANISH_HTML));
    const html = bytes.toString('utf8');
    expect(html).toContain('<title>Avtalen</title>');
    // The page says it is in Norwegian now (issue 30).
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<b>Kjøpesummen</b>');
    expect(html).toContain('1. mars 2025');
    expect(html).toContain('var Købesummen = "Sælgeren";');
    expect(html).toContain('src="x.png"');
  }, 180_000);

  it('txt: every line is translated, auto-detecting Danish', async () => {
    const { bytes, ready } = await translatedFile('Noter.txt', Buffer.from(DANISH_TXT), { sourceLanguage: 'auto', targetLanguage: 'nb' });
    expect(ready.detectedOriginalLanguage).toBe('da');
    expect(bytes.toString('utf8').split('\n').filter(Boolean)).toEqual(['Avtalen trer i kraft ved underskrift.', 'Kjøpesummen betales senest den 1. mars 2025.']);
  }, 180_000);

  it('GET /api/translate/files lists the user\'s translations with their last state, newest first, two at once each with its own link (issue 30)', async () => {
    const [first, second] = await Promise.all([
      translatedFile('Første.txt', Buffer.from(DANISH_TXT)),
      translatedFile('Anden.txt', Buffer.from('Lejeaftalen kan opsiges med tre måneders varsel.\n')),
    ]);
    expect(first.ready.downloadUrl).not.toBe(second.ready.downloadUrl);
    expect(first.ready.targetLanguage).toBe('nb');
    const notStarted = await post('/api/translate/request-upload', { name: 'Aldrig.txt', size: 10 });
    const res = await api.request('/api/translate/files', { token });
    expect(res.status).toBe(200);
    const listed = (await res.json()).collection as RecentFileTranslation[];
    const ids = listed.map((item) => item.uploadId);
    expect(ids).toContain(first.uploadId);
    expect(ids).toContain(second.uploadId);
    // Requested but never started: nothing to show after a reload.
    expect(ids).not.toContain(notStarted.uploadId);
    expect(listed.map((item) => item.createdAt)).toEqual(listed.map((item) => item.createdAt).sort().reverse());
    const mine = listed.find((item) => item.uploadId === second.uploadId)!;
    expect(mine).toMatchObject({ name: 'Anden.txt', update: { state: TRANSLATION_PUSH_STATES.readyForDownload, fileName: 'Anden.nb.txt', targetLanguage: 'nb' } });
    const again = await fetch((mine.update as TranslationReadyPayload).downloadUrl);
    expect((await again.text()).trim()).toBe(second.bytes.toString('utf8').trim());

    const stranger = await api.signUpAndIn();
    const theirs = await api.request('/api/translate/files', { token: stranger.token });
    expect((await theirs.json()).collection).toEqual([]);
  }, 180_000);

  it('html: alt texts are translated too, through the text path', async () => {
    const { bytes } = await translatedFile('Billeder.html', Buffer.from('<html><body><p>Aftalen</p><img alt="Sælgeren &amp; Køberen" src="a.png"><img alt=\'Købesummen\'></body></html>'));
    const html = bytes.toString('utf8');
    expect(html).toContain('alt="Selgeren &amp; Kjøperen"');
    expect(html).toContain("alt='Kjøpesummen'");
  }, 180_000);

  it('.doc: converted by LibreOffice, translated and delivered as .docx', async () => {
    const doc = await convertWithLibreOffice(await withDanishText(readOfficeFixture('docx/blk-paras-and-tables.docx'), 'docx'), 'docx', 'doc');
    const result = await translatedFile('Kontrakt.doc', doc);
    expect(result.ready.fileName).toBe('Kontrakt.nb.docx');
    expect(result.bytes.subarray(0, 2).toString()).toBe('PK');
    const { texts } = await shapeOf(result.bytes, 'docx');
    expect(texts.join(' ')).toMatch(/Kjøpesummen|Selgeren|Avtalen|Kjøperen/);
    expect(texts.join(' ')).not.toMatch(/Købesummen|Sælgeren|Køberen/);
  }, 240_000);

  it('.pdf: its text is translated into a .docx, a paragraph a line', async () => {
    const pdf = await convertWithLibreOffice(Buffer.from(DANISH_TXT), 'txt', 'pdf');
    const result = await translatedFile('Aftale.pdf', pdf);
    expect(result.ready.fileName).toBe('Aftale.nb.docx');
    const { texts } = await shapeOf(result.bytes, 'docx');
    expect(texts.join('\n')).toContain('Kjøpesummen betales senest den 1. mars 2025.');
  }, 240_000);

  it('bilingual: a side-by-side .docx, paragraph by paragraph, highlights the row whose numbers differ (a glossary changed one)', async () => {
    await replaceGlossary(pgSql(db), companyId, { sourceLanguage: 'da', targetLanguage: 'nb', entries: [{ source: '30 dage', target: '60 dager' }] });
    const source = await minimalDocx(['Aftalen træder i kraft ved underskrift.', 'Købesummen betales inden 30 dage.']);
    const { uploadId, states } = await translate('Aftale.docx', source, { sourceLanguage: 'da', targetLanguage: 'nb', bilingual: true });
    const ready = states.at(-1) as TranslationReadyPayload;
    expect(ready.bilingual?.fileName).toBe('Aftale (side by side).docx');
    const download = await fetch(ready.bilingual!.downloadUrl);
    expect(download.status).toBe(200);
    const xml = await (await JSZip.loadAsync(Buffer.from(await download.arrayBuffer()))).file('word/document.xml')!.async('string');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('Aftalen træder i kraft ved underskrift.');
    expect(xml).toContain('Avtalen trer i kraft ved underskrift.');
    expect(xml).toContain('Kjøpesummen betales innen 60 dager.');
    expect(xml.match(/w:fill="FFF2AB"/g)).toHaveLength(2);
    expect(xml).toMatch(/30[^<]* is in the source but not in the translation\./);
    expect((await blobNames(uploadId)).sort()).toEqual([`translations/${userId}/${uploadId}/bilingual.docx`, `translations/${userId}/${uploadId}/source.docx`, `translations/${userId}/${uploadId}/translated.docx`]);
    await replaceGlossary(pgSql(db), companyId, { sourceLanguage: 'da', targetLanguage: 'nb', entries: [] });
  }, 180_000);

  it('a .docx that is not a zip fails with a clear push error and its upload is deleted', async () => {
    const { uploadId, states } = await translate('Kontrakt.docx', Buffer.from('Aftalen træder i kraft ved underskrift.'));
    expect(states.at(-1)).toEqual({
      type: PUSH_MESSAGE_TYPES.translationStateUpdate,
      state: TRANSLATION_PUSH_STATES.error,
      detail: 'The file could not be read as a Word document (docx): it is not a valid .docx file.',
    });
    expect(await api.temporal.workflow.getHandle(translateFileWorkflowId(uploadId)).result()).toMatchObject({ outcome: 'failed' });
    expect(await blobNames(uploadId)).toEqual([]);
  }, 120_000);

  it('a pair no engine serves fails with E002 in the user\'s words', async () => {
    const { states } = await translate('Notes.txt', Buffer.from('The buyer bears the risk.\n'), { sourceLanguage: 'en', targetLanguage: 'da' });
    // In the user's words; the environment variables that would serve it are for the operator's log (issue 30).
    expect(states.at(-1)).toMatchObject({ state: TRANSLATION_PUSH_STATES.error, detail: TRANSLATION_MESSAGES.languagePairNotAvailable('en', 'da') });
  }, 120_000);

  it('after the expiry the durable timer deletes the source and the translation', async () => {
    const { uploadId } = await translatedFile('Noter.txt', Buffer.from(DANISH_TXT));
    expect((await blobNames(uploadId)).sort()).toEqual([`translations/${userId}/${uploadId}/source.txt`, `translations/${userId}/${uploadId}/translated.txt`]);
    expect(await api.temporal.workflow.getHandle(translateFileWorkflowId(uploadId)).result()).toEqual({ outcome: 'expired' });
    expect(await blobNames(uploadId)).toEqual([]);
  }, 180_000);

  async function blobNames(uploadId: string): Promise<string[]> {
    const names: string[] = [];
    for await (const blob of blobs.listBlobsFlat({ prefix: `translations/${userId}/${uploadId}/` })) names.push(blob.name);
    return names;
  }
});
