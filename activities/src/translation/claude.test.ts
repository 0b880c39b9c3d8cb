import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { parseRuntimeConfig } from '@arcline/shared';
import { createClaudeClient } from '../ai/claude/claudeProvider';
import { createRateLimiter } from '../ai/rateLimiter';
import { fakeResponses, startFakeAnthropicServer, type FakeAnthropicServer } from '../../test-support/fakeAnthropicServer';
import { readOfficeFixture, shapeOf, withDanishText, type OfficeKind } from '../../test-support/officeFixtures';
import { recordingLogger } from '../../test-support/testProviders';
import { createClaudeTranslationEngine } from './claude';
import type { TranslationEngineClient } from './types';

/** The fake model's "translation": upper case outside the inline tags, which it keeps, as the instructions ask. */
const upperOutsideTags = (segment: string) => segment.replace(/(<\/?t\d+>)|([^<]+)/g, (_whole, tag?: string, text?: string) => tag ?? text!.toUpperCase());

describe('Claude translation engine (real @anthropic-ai/sdk against the local fake Anthropic API)', () => {
  let fake: FakeAnthropicServer;
  let engine: TranslationEngineClient;

  beforeAll(async () => {
    fake = await startFakeAnthropicServer();
    const config = parseRuntimeConfig({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_TIMEOUT_MS: '10000' });
    engine = createClaudeTranslationEngine({
      client: createClaudeClient(config),
      model: 'claude-test-model',
      maxTokens: 2048,
      limiter: createRateLimiter(1000),
      logger: recordingLogger([]),
    });
  });
  beforeEach(() => {
    fake.reset();
    fake.setFallback((request) => {
      const content = (request.body.messages as { content: string }[])[0]!.content;
      const segments = JSON.parse(content.slice(content.indexOf('\n') + 1)) as string[];
      return fakeResponses.toolUse('give_segment_translations', { translations: segments.map(upperOutsideTags) });
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('serves every pair of the spec lists', async () => {
    expect(await engine.serves({ source: 'en', target: 'da' })).toBe(true);
    expect(await engine.serves({ source: 'da', target: 'en' })).toBe(false);
  });

  it('translates text line by line through the forced tool, naming the languages', async () => {
    expect(await engine.translateText('Købesummen betales.\n\nSælgeren leverer.', { source: 'da', target: 'en-GB' })).toBe('KØBESUMMEN BETALES.\n\nSÆLGEREN LEVERER.');
    const body = fake.requests[0]!.body as { tool_choice: unknown; messages: { content: string }[] };
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'give_segment_translations' });
    expect(body.messages[0]!.content).toBe('Translate from Danish into English (British):\n["Købesummen betales.","Sælgeren leverer."]');
  });

  it('honours the glossary through placeholders it copies', async () => {
    const translated = await engine.translateText('Sælgeren betaler sælgerens moms.', { source: 'da', target: 'en-US' }, { glossary: [{ source: 'sælgeren', target: 'the supplier' }] });
    expect(translated).toBe('The supplier BETALER SÆLGERENS MOMS.');
    expect((fake.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content).toContain('ZQX0CQZ betaler');
  });

  it.each<[string, OfficeKind]>([
    ['docx/blk-paras-and-tables.docx', 'docx'],
    ['pptx/shapes.pptx', 'pptx'],
    ['xlsx/simple-monthly-budget.xlsx', 'xlsx'],
  ])('translates %s segment by segment: runs, bold, tables and formulas kept', async (fixture, kind) => {
    const source = await withDanishText(readOfficeFixture(fixture), kind);
    const translated = await engine.translateFile({ bytes: source, kind }, { source: 'da', target: 'en-US' });
    const { texts: before, ...shapeBefore } = await shapeOf(source, kind);
    const { texts: after, ...shapeAfter } = await shapeOf(translated, kind);
    expect(shapeAfter).toEqual(shapeBefore);
    expect(after).toEqual(before.map((text) => text.toUpperCase()));
  });

  it('a word split across runs is one segment with inline tags; each run gets its tag back, bold kept', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document><w:body><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Køber</w:t></w:r><w:r><w:t>en betaler</w:t></w:r></w:p></w:body></w:document>');
    const docx = await zip.generateAsync({ type: 'nodebuffer' });
    fake.setFallback(() => fakeResponses.toolUse('give_segment_translations', { translations: ['The <t1>buyer</t1><t2> pays & more</t2>'] }));
    const translated = await engine.translateFile({ bytes: docx, kind: 'docx' }, { source: 'da', target: 'en-US' });
    const content = (fake.requests[0]!.body as { messages: { content: string }[] }).messages[0]!.content;
    expect(content).toContain(JSON.stringify(['<t1>Køber</t1><t2>en betaler</t2>']));
    expect(await (await JSZip.loadAsync(translated)).file('word/document.xml')!.async('string')).toBe(
      '<w:document><w:body><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>The buyer</w:t></w:r><w:r><w:t xml:space="preserve"> pays &amp; more</w:t></w:r></w:p></w:body></w:document>',
    );
  });

  it('html: text nodes, the title and alt texts; never tags or scripts', async () => {
    const html = '<html><head><title>Aftalen</title><script>var x = "Sælgeren";</script></head><body><p><b>Sælgeren</b> betaler.</p><img alt="Køberen &amp; Sælgeren" src="a.png"></body></html>';
    const translated = (await engine.translateFile({ bytes: Buffer.from(html), kind: 'html' }, { source: 'da', target: 'en-US' })).toString();
    expect(translated).toBe('<html><head><title>AFTALEN</title><script>var x = "Sælgeren";</script></head><body><p><b>SÆLGEREN</b> BETALER.</p><img alt="KØBEREN &amp; SÆLGEREN" src="a.png"></body></html>');
  });

  it('reports progress per request for a long file', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => `${index + 1}. Købesummen betales senest den 1. marts 2025 til Sælgeren.`);
    const progress: number[] = [];
    const translated = await engine.translateFile({ bytes: Buffer.from(lines.join('\n')), kind: 'txt' }, { source: 'da', target: 'nb' }, { onProgress: (fraction) => progress.push(fraction) });
    expect(translated.toString().split('\n')).toEqual(lines.map((line) => line.toUpperCase()));
    expect(fake.requests.length).toBeGreaterThan(2);
    expect(progress).toHaveLength(fake.requests.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });
});
