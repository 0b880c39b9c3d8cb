import { describe, expect, it } from 'vitest';
import { translateReducer, type TranslateAction } from './translateReducer';
import { initialTranslateState, type TranslateState } from './translateState';

const run = (actions: TranslateAction[], state: TranslateState = initialTranslateState) => actions.reduce(translateReducer, state);
const file = { name: 'Lease.pdf', size: 10 } as File;
const languages = { sourceLanguage: 'auto', targetLanguage: 'nb' } as const;
const download = { url: 'http://blob/x', expiresAt: 1000, fileName: 'Lease.docx', engine: 'apertium', detectedOriginalLanguage: 'da' } as const;

describe('translateReducer', () => {
  it('starts with auto detect and no target language', () => {
    expect(initialTranslateState).toMatchObject({ sourceLanguage: 'auto', targetLanguage: null, file: null, job: null });
  });

  it('clears the target-required notice when a target is chosen', () => {
    const state = run([{ type: 'noticeShown', message: 'pick one' }, { type: 'targetChanged', language: 'da' }]);
    expect(state).toMatchObject({ notice: null, targetLanguage: 'da' });
  });

  it('follows a text translation from pending to translated or failed', () => {
    const pending = run([{ type: 'textRequested', id: 'a', originalText: 'Hej' }, { type: 'textRequested', id: 'b', originalText: 'Tak' }]);
    expect(pending.translations.map((item) => item.status)).toEqual(['pending', 'pending']);
    const done = run(
      [
        { type: 'textTranslated', translation: { id: 'a', originalText: 'Hej', status: 'translated', chatMessage: 'Hei' } },
        { type: 'textFailed', id: 'b', error: 'quota' },
      ],
      pending,
    );
    expect(done.translations).toMatchObject([
      { id: 'a', status: 'translated', chatMessage: 'Hei' },
      { id: 'b', status: 'failed', error: 'quota' },
    ]);
  });

  it('walks a file through the states of spec 02 §4', () => {
    const chosen = run([{ type: 'fileChosen', file }]);
    expect(chosen.file).toBe(file);
    const steps: [TranslateAction, string, Partial<NonNullable<TranslateState['job']>>][] = [
      [{ type: 'uploadRequested', fileName: 'Lease.pdf', ...languages }, 'requesting-upload', { uploadPercent: 0 }],
      [{ type: 'uploadProgressed', percent: 42.4 }, 'uploading', { uploadPercent: 42 }],
      [{ type: 'translationStarted' }, 'translating', { uploadPercent: 100, percent: null }],
      [{ type: 'translationProgressed', percent: 120 }, 'translating', { percent: 100 }],
      [{ type: 'translationProgressed', percent: null }, 'translating', { percent: 100 }],
      [{ type: 'translationReady', download }, 'ready', { download }],
    ];
    let state = chosen;
    for (const [action, stage, fields] of steps) {
      state = translateReducer(state, action);
      expect(state.job).toMatchObject({ stage, ...fields });
    }
    expect(translateReducer(state, { type: 'translationProgressed', percent: 50 }).job?.stage).toBe('ready');
  });

  it('keeps an error once it happened and forgets the job when the file is removed', () => {
    const failed = run([
      { type: 'fileChosen', file },
      { type: 'uploadRequested', fileName: 'Lease.pdf', ...languages },
      { type: 'fileFailed', message: 'upload failed', detail: null },
      { type: 'translationStarted' },
    ]);
    expect(failed.job).toMatchObject({ stage: 'error', error: { message: 'upload failed', detail: null } });
    expect(run([{ type: 'fileRemoved' }, { type: 'translationProgressed', percent: 3 }], failed)).toMatchObject({ file: null, job: null });
  });
});
