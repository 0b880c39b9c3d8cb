import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ContainerClient } from '@azure/storage-blob';
import {
  PUSH_MESSAGE_TYPES,
  TRANSLATION_PUSH_STATES,
  type PushNotification,
  type PushPayload,
  type TranslationReadyPayload,
} from '@arcline/shared';
import { SIGNALS, WORKFLOW_TYPES, translateFileWorkflowId, type TranslateFileSignal, type TranslateFileWorkflowInput } from '@arcline/shared/contracts';
import { openTopic, replaceGlossary } from '@arcline/shared/data';
import { openContainer, startWorker } from '@arcline/worker';
import { createAiProvider } from '@arcline/activities/ai';
import { createTranslator, type Translator } from '@arcline/activities/translation';
import type { StartedWorker } from '@arcline/worker/runWorker';
import { pgSql } from '../activities/src/db/pgSql';
import { startFakeDeeplServer, type FakeDeeplServer } from '../activities/test-support/fakeDeeplServer';
import { fakeResponses, startFakeAnthropicServer, type FakeAnthropicServer } from '../activities/test-support/fakeAnthropicServer';
import { readOfficeFixture, shapeOf, withDanishText } from '../activities/test-support/officeFixtures';
import { startTestApi, type TestApi } from './harness/testApi';

/** The fake model's "translation": upper case outside the inline run tags, which it keeps. */
const upperOutsideTags = (segment: string) => segment.replace(/(<\/?t\d+>)|([^<]+)/g, (_whole, tag?: string, text?: string) => tag ?? text!.toUpperCase());

/**
 * translate-file/{uploadId} with the engines the shared test worker lacks: DeepL (the local fake DeepL API) and Claude
 * (the local fake Anthropic API). The workflow runs on a worker of this file's own, on its own task queue, whose
 * translator is switched per test; the push topic is read through the API as the browser reads it.
 */
describe('translate-file/{uploadId} with DeepL and Claude (real stack, fake engine APIs)', () => {
  const taskQueue = `translate-engines-${randomUUID()}`;
  let api: TestApi;
  let token: string;
  let userId: string;
  let companyId: string;
  let db: pg.Pool;
  let blobs: ContainerClient;
  let worker: StartedWorker;
  let deepl: FakeDeeplServer;
  let anthropic: FakeAnthropicServer;
  let current: Translator;

  beforeAll(async () => {
    api = await startTestApi();
    const signedIn = await api.signUpAndIn();
    token = signedIn.token;
    userId = signedIn.user.id;
    companyId = signedIn.user.companyId;
    db = new pg.Pool({ connectionString: api.config.DATABASE_URL, max: 3 });
    blobs = openContainer(api.config);
    deepl = await startFakeDeeplServer();
    anthropic = await startFakeAnthropicServer();
    current = createTranslator({ ...api.config, DEEPL_API_KEY: 'test-key:fx', DEEPL_SERVER_URL: deepl.url });
    const switchable: Translator = {
      router: { engines: [], engineFor: (pair) => current.router.engineFor(pair) },
      detectLanguage: (text) => current.detectLanguage(text),
    };
    worker = await startWorker(api.config, { db, blobs, ai: createAiProvider(api.config, { db }), translator: switchable }, { taskQueue });
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await Promise.all([deepl?.close(), anthropic?.close(), db?.end()]);
    await api?.close();
  });

  async function untilTopicEnds(topicId: string): Promise<PushPayload[]> {
    const seen = new Map<string, PushNotification>();
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const query = new URLSearchParams({ topicIds: JSON.stringify([topicId]), lastNSeconds: '600' });
      const res = await api.request(`/api/push-notifications?${query}`, { token });
      for (const notification of (await res.json()).collection as PushNotification[]) seen.set(notification.id, notification);
      const notifications = [...seen.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      if (notifications.some((notification) => notification.payload.type === PUSH_MESSAGE_TYPES.endOfTopic)) return notifications.map((notification) => notification.payload);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`topic ${topicId} did not end`);
  }

  /** What request-upload, the browser's PUT and POST /api/translate/file do, with the workflow on this file's queue. */
  async function translate(fileName: string, bytes: Buffer, signal: TranslateFileSignal) {
    const uploadId = randomUUID();
    const blobPrefix = `translations/${userId}/${uploadId}`;
    const extension = fileName.split('.').pop()!;
    const topic = await openTopic(pgSql(db), userId, 'translate-file', () => translateFileWorkflowId(uploadId));
    const input: TranslateFileWorkflowInput = {
      uploadId,
      userId,
      companyId,
      topicId: topic.id,
      fileName,
      blobPrefix,
      sourceBlobName: `${blobPrefix}/source.${extension}`,
      uploadWaitSeconds: 60,
      downloadExpirySeconds: 60,
    };
    await blobs.getBlockBlobClient(input.sourceBlobName).uploadData(bytes);
    const handle = await api.temporal.workflow.start(WORKFLOW_TYPES.translateFile, { taskQueue, workflowId: translateFileWorkflowId(uploadId), args: [input] });
    await handle.signal(SIGNALS.translateFileRequested, signal);
    const states = (await untilTopicEnds(topic.id)).filter((payload) => payload.type === PUSH_MESSAGE_TYPES.translationStateUpdate);
    // A translated file's workflow sleeps until the expiry; a failed one has ended already.
    if ((await handle.describe()).status.name === 'RUNNING') await handle.terminate('the test has what it needs');
    return states;
  }

  async function downloaded(ready: PushPayload): Promise<Buffer> {
    expect(ready.state).toBe(TRANSLATION_PUSH_STATES.readyForDownload);
    const response = await fetch((ready as TranslationReadyPayload).downloadUrl);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it('DeepL: a docx goes through DeepL’s document API with the company glossary, pushing its percent; structure and bold kept', async () => {
    await replaceGlossary(pgSql(db), companyId, { sourceLanguage: 'da', targetLanguage: 'en-GB', entries: [{ source: 'Sælgeren', target: 'the Supplier' }] });
    const source = await withDanishText(readOfficeFixture('docx/blk-paras-and-tables.docx'), 'docx');
    const states = await translate('Kontrakt.docx', source, { sourceLanguage: 'da', targetLanguage: 'en-GB' });
    // The fake DeepL answers queued, translating with 3, 2, 1 seconds remaining, done: percents from those, then ready.
    const percents = states.filter((state) => state.state === TRANSLATION_PUSH_STATES.translating).map((state) => state.percent);
    expect(percents[0]).toBeNull();
    expect(percents.length).toBeGreaterThanOrEqual(2);
    expect(percents.slice(1).every((percent) => Number(percent) > 0 && Number(percent) < 100)).toBe(true);
    expect(percents.slice(1)).toEqual([...percents.slice(1)].sort((a, b) => Number(a) - Number(b)));
    expect(states.at(-1)!.state).toBe(TRANSLATION_PUSH_STATES.readyForDownload);
    expect(states.at(-1)).toMatchObject({ engine: 'deepl', fileName: 'Kontrakt.en-GB.docx', detectedOriginalLanguage: 'da' });
    const translated = await downloaded(states.at(-1)!);
    const { texts: before, ...shapeBefore } = await shapeOf(source, 'docx');
    const { texts: after, ...shapeAfter } = await shapeOf(translated, 'docx');
    expect(shapeAfter).toEqual(shapeBefore);
    expect(after).toEqual(before.map((text) => (text.trim() === 'Sælgeren' ? 'the Supplier ' : text.toUpperCase())));
    expect(deepl.requests.some((request) => request.path === '/v2/document')).toBe(true);
    expect([...deepl.glossaries.values()].at(-1)).toMatchObject({ sourceLang: 'da', targetLang: 'en' });
  }, 180_000);

  it('DeepL: its 456 (quota) ends the topic with the engine-quota detail, not retried', async () => {
    deepl.failNext(456);
    const before = deepl.requests.length;
    const states = await translate('Noter.txt', Buffer.from('Aftalen træder i kraft.\n'), { sourceLanguage: 'da', targetLanguage: 'nb' });
    expect(states.at(-1)).toMatchObject({ state: TRANSLATION_PUSH_STATES.error, detail: expect.stringContaining('quota') });
    expect(deepl.requests.slice(before).map((request) => request.path)).toEqual(['/v2/document']);
  }, 120_000);

  it('Claude: a long file is translated segment by segment, with translating pushes carrying the percent done', async () => {
    current = createTranslator({ ...api.config, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: anthropic.url, AI_CALLS_PER_SECOND: 1000 });
    anthropic.setFallback((request) => {
      const content = (request.body.messages as { content: string }[])[0]!.content;
      const segments = JSON.parse(content.slice(content.indexOf('\n') + 1)) as string[];
      return fakeResponses.toolUse('give_segment_translations', { translations: segments.map(upperOutsideTags) });
    });
    const lines = Array.from({ length: 600 }, (_, index) => `${index + 1}. Købesummen betales senest den 1. marts 2025 til Sælgeren.`);
    const states = await translate('Noter.txt', Buffer.from(`${lines.join('\n')}\n`), { sourceLanguage: 'da', targetLanguage: 'en-US' });
    const percents = states.filter((state) => state.state === TRANSLATION_PUSH_STATES.translating).map((state) => state.percent);
    expect(percents[0]).toBeNull();
    expect(percents.length).toBeGreaterThan(2);
    expect(percents.slice(1)).toEqual([...percents.slice(1)].sort((a, b) => Number(a) - Number(b)));
    expect(states.at(-1)).toMatchObject({ engine: 'claude' });
    expect((await downloaded(states.at(-1)!)).toString()).toBe(`${lines.map((line) => line.toUpperCase()).join('\n')}\n`);
  }, 180_000);

  it('Claude: a docx keeps its paragraphs, runs, tables and bold', async () => {
    const source = await withDanishText(readOfficeFixture('docx/checkboxes.docx'), 'docx');
    const states = await translate('Kontrakt.docx', source, { sourceLanguage: 'da', targetLanguage: 'en-US' });
    const translated = await downloaded(states.at(-1)!);
    const { texts: before, ...shapeBefore } = await shapeOf(source, 'docx');
    const { texts: after, ...shapeAfter } = await shapeOf(translated, 'docx');
    expect(shapeAfter).toEqual(shapeBefore);
    expect(after).toEqual(before.map((text) => text.toUpperCase()));
  }, 180_000);
});
