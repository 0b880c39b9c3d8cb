import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as deepl from 'deepl-node';
import { readOfficeFixture, shapeOf, withDanishText, type OfficeKind } from '../../test-support/officeFixtures';
import { createDeeplEngine } from './deepl';
import { EngineQuotaExceededError } from './engineErrors';
import { startFakeDeeplServer, type FakeDeeplServer } from '../../test-support/fakeDeeplServer';
import type { TranslationEngineClient } from './types';

describe('DeepL engine (real deepl-node against a local fake of the DeepL API)', () => {
  let fake: FakeDeeplServer;
  let engine: TranslationEngineClient;

  beforeAll(async () => {
    fake = await startFakeDeeplServer();
    engine = createDeeplEngine({ authKey: 'test-key:fx', serverUrl: fake.url, pollMs: { min: 10, max: 50 } });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('serves every pair of the spec lists, English variants included, and no unknown code', async () => {
    expect(await engine.serves({ source: 'en', target: 'da' })).toBe(true);
    expect(await engine.serves({ source: 'da', target: 'en-GB' })).toBe(true);
    expect(await engine.serves({ source: 'da', target: 'en' })).toBe(false);
    expect(await engine.serves({ source: 'xx', target: 'nb' })).toBe(false);
  });

  it('translates text with the pair and a formal register', async () => {
    expect(await engine.translateText('Købesummen betales.', { source: 'da', target: 'en-US' })).toBe('KØBESUMMEN BETALES.');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v2/translate');
    expect(request.fields).toMatchObject({ source_lang: ['da'], target_lang: ['en-US'], formality: ['prefer_more'] });
  });

  it('maps 456 to the engine quota error (not retried) and leaves 429 an ordinary error (retried by Temporal)', async () => {
    fake.failNext(456);
    await expect(engine.translateText('Aftalen.', { source: 'da', target: 'nb' })).rejects.toBeInstanceOf(EngineQuotaExceededError);
    fake.failNext(429);
    const busy = engine.translateText('Aftalen.', { source: 'da', target: 'nb' });
    await expect(busy).rejects.toBeInstanceOf(deepl.TooManyRequestsError);
    fake.failNext(456);
    const file = engine.translateFile({ bytes: Buffer.from('Aftalen.\n'), kind: 'txt' }, { source: 'da', target: 'nb' });
    await expect(file).rejects.toBeInstanceOf(EngineQuotaExceededError);
  });

  it.each<[string, OfficeKind]>([
    ['docx/checkboxes.docx', 'docx'],
    ['pptx/shapes.pptx', 'pptx'],
    ['xlsx/simple-monthly-budget.xlsx', 'xlsx'],
  ])('translates %s as a document, its structure and bold kept', async (fixture, kind) => {
    const source = await withDanishText(readOfficeFixture(fixture), kind);
    const translated = await engine.translateFile({ bytes: source, kind }, { source: 'da', target: 'nb' });
    const { texts: before, ...shapeBefore } = await shapeOf(source, kind);
    const { texts: after, ...shapeAfter } = await shapeOf(translated, kind);
    expect(shapeAfter).toEqual(shapeBefore);
    expect(after).toEqual(before.map((text) => text.toUpperCase()));
  });

  it('reports a document’s progress from DeepL’s statuses (queued, translating with seconds remaining, done): rising, below 1', async () => {
    const fractions: number[] = [];
    const source = await withDanishText(readOfficeFixture('docx/checkboxes.docx'), 'docx');
    await engine.translateFile({ bytes: source, kind: 'docx' }, { source: 'da', target: 'nb' }, { onProgress: (fraction) => fractions.push(fraction) });
    const started = fake.requests.findLastIndex((request) => request.path === '/v2/document');
    expect(fake.requests.slice(started).map((request) => request.path.replace(/[0-9a-f-]{36}/, 'ID'))).toEqual([
      '/v2/document',
      ...Array<string>(5).fill('/v2/document/ID'),
      '/v2/document/ID/result',
    ]);
    const intermediate = fractions.filter((fraction) => fraction > 0);
    expect(intermediate.length).toBeGreaterThanOrEqual(2);
    expect(intermediate).toEqual([...intermediate].sort((a, b) => a - b));
    expect(Math.max(...fractions)).toBeLessThan(1);
  });

  it('translates html text but not its tags, and txt', async () => {
    const html = await engine.translateFile({ bytes: Buffer.from('<p class="x"><b>Aftalen</b> gælder.</p>'), kind: 'html' }, { source: 'da', target: 'nb' });
    expect(html.toString()).toBe('<p class="x"><b>AFTALEN</b> GÆLDER.</p>');
    const txt = await engine.translateFile({ bytes: Buffer.from('Aftalen gælder.\n'), kind: 'txt' }, { source: 'da', target: 'nb' });
    expect(txt.toString()).toBe('AFTALEN GÆLDER.\n');
  });

  it('creates a DeepL glossary from the company terms once and translates with it', async () => {
    const glossary = [{ source: 'Sælgeren', target: 'Leverandøren' }];
    const pair = { source: 'da', target: 'en-GB' };
    expect(await engine.translateText('Sælgeren betaler.', pair, { glossary })).toBe('Leverandøren BETALER.');
    expect(await engine.translateText('Sælgeren leverer.', pair, { glossary })).toBe('Leverandøren LEVERER.');
    expect([...fake.glossaries.values()]).toEqual([{ sourceLang: 'da', targetLang: 'en', entries: [['Sælgeren', 'Leverandøren']] }]);
    const request = fake.requests.at(-1)!;
    expect(request.fields.glossary_id).toEqual([[...fake.glossaries.keys()][0]]);
    const txt = await engine.translateFile({ bytes: Buffer.from('Sælgeren betaler.\n'), kind: 'txt' }, pair, { glossary });
    expect(txt.toString()).toBe('Leverandøren BETALER.\n');
  });
});
