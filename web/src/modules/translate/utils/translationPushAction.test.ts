import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@arcline/shared';
import { translationPushAction } from './translationPushAction';

const push = (fields: Record<string, unknown>) => ({ type: 'translation-state-update', ...fields }) as PushPayload;

describe('translationPushAction', () => {
  it('reads translating with and without percent', () => {
    expect(translationPushAction(push({ state: 'translating', percent: 40 }))).toEqual({ type: 'translationProgressed', percent: 40 });
    expect(translationPushAction(push({ state: 'translating', percent: null }))).toEqual({ type: 'translationProgressed', percent: null });
  });

  it('reads ready for download with its expiry', () => {
    const payload = push({
      state: 'ready-for-download',
      downloadUrl: 'http://blob/out.docx?sig',
      downloadUrlExpiration: '2026-11-23T05:00:00.000Z',
      fileName: 'out.docx',
      engine: 'apertium',
      detectedOriginalLanguage: 'da',
    });
    expect(translationPushAction(payload)).toEqual({
      type: 'translationReady',
      download: {
        url: 'http://blob/out.docx?sig',
        expiresAt: Date.parse('2026-11-23T05:00:00.000Z'),
        fileName: 'out.docx',
        engine: 'apertium',
        detectedOriginalLanguage: 'da',
      },
    });
    expect(translationPushAction(push({ state: 'ready-for-download', downloadUrl: 'x', downloadUrlExpiration: 'soon' }))).toBeUndefined();
    const withBilingual = push({
      state: 'ready-for-download',
      downloadUrl: 'http://blob/out.docx?sig',
      downloadUrlExpiration: '2026-11-23T05:00:00.000Z',
      fileName: 'out.docx',
      engine: 'apertium',
      detectedOriginalLanguage: 'da',
      bilingual: { downloadUrl: 'http://blob/bilingual.docx?sig', fileName: 'out (side by side).docx' },
    });
    expect(translationPushAction(withBilingual)).toMatchObject({
      download: { bilingual: { url: 'http://blob/bilingual.docx?sig', fileName: 'out (side by side).docx' } },
    });
    const withCoverage = push({
      state: 'ready-for-download',
      downloadUrl: 'http://blob/out.docx?sig',
      downloadUrlExpiration: '2026-11-23T05:00:00.000Z',
      fileName: 'out.nb.docx',
      engine: 'apertium',
      detectedOriginalLanguage: 'da',
      coverage: { unknownWords: ['Udlejeren', 'omhu'], unknownWordCount: 3 },
    });
    expect(translationPushAction(withCoverage)).toMatchObject({ download: { coverage: { unknownWords: ['Udlejeren', 'omhu'], unknownWordCount: 3 } } });
  });

  it('reads an error as the spec message with the server detail', () => {
    expect(translationPushAction(push({ state: 'error', detail: 'The file is not a valid .docx file.' }))).toEqual({
      type: 'fileFailed',
      message: 'Error occurred while translating file. Please try again. If the problem persists, please contact support.',
      detail: 'The file is not a valid .docx file.',
    });
    expect(translationPushAction(push({ state: 'unknown' }))).toBeUndefined();
  });
});
