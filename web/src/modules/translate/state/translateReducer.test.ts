import { describe, expect, it } from 'vitest';
import { translateReducer, type TranslateAction } from './translateReducer';
import { initialTranslateState, type FileJob, type TranslateState } from './translateState';

const run = (actions: TranslateAction[], state: TranslateState = initialTranslateState) => actions.reduce(translateReducer, state);
const file = { name: 'Lease.pdf', size: 10 } as File;
const languages = { sourceLanguage: 'auto', targetLanguage: 'nb' } as const;
const download = { url: 'http://blob/x', expiresAt: 1000, fileName: 'Lease.docx', engine: 'apertium', detectedOriginalLanguage: 'da' } as const;

describe('translateReducer', () => {
  it('starts with auto detect and no target language', () => {
    expect(initialTranslateState).toMatchObject({ sourceLanguage: 'auto', targetLanguage: null, file: null, jobs: [] });
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

  it('walks a file through the states of spec 02 §4; the text box comes back once it is sent', () => {
    const chosen = run([{ type: 'fileChosen', file }]);
    expect(chosen.file).toBe(file);
    const steps: [TranslateAction, string, Partial<FileJob>][] = [
      [{ type: 'uploadRequested', jobId: 'local', fileName: 'Lease.pdf', ...languages }, 'requesting-upload', { id: 'local', uploadPercent: 0 }],
      [{ type: 'uploadIdentified', jobId: 'local', uploadId: 'u1' }, 'requesting-upload', { id: 'u1' }],
      [{ type: 'uploadProgressed', jobId: 'u1', percent: 42.4 }, 'uploading', { uploadPercent: 42 }],
      [{ type: 'translationStarted', jobId: 'u1' }, 'translating', { uploadPercent: 100, percent: null }],
      [{ type: 'translationProgressed', jobId: 'u1', percent: 120 }, 'translating', { percent: 100 }],
      [{ type: 'translationProgressed', jobId: 'u1', percent: null }, 'translating', { percent: 100 }],
      [{ type: 'translationReady', jobId: 'u1', download }, 'ready', { download }],
    ];
    let state = chosen;
    for (const [action, stage, fields] of steps) {
      state = translateReducer(state, action);
      expect(state.jobs).toMatchObject([{ stage, ...fields }]);
    }
    expect(state.file).toBeNull();
    expect(translateReducer(state, { type: 'translationProgressed', jobId: 'u1', percent: 50 }).jobs[0]?.stage).toBe('ready');
  });

  it('keeps several files apart: each has its own progress, error and download', () => {
    const state = run([
      { type: 'uploadRequested', jobId: 'a', fileName: 'A.docx', ...languages },
      { type: 'uploadRequested', jobId: 'b', fileName: 'B.docx', ...languages },
      { type: 'translationProgressed', jobId: 'a', percent: 30 },
      { type: 'fileFailed', jobId: 'b', message: 'upload failed', detail: null },
      { type: 'translationStarted', jobId: 'b' },
      { type: 'translationReady', jobId: 'a', download },
    ]);
    expect(state.jobs).toMatchObject([
      { id: 'a', fileName: 'A.docx', stage: 'ready', download },
      { id: 'b', fileName: 'B.docx', stage: 'error', error: { message: 'upload failed', detail: null } },
    ]);
    expect(run([{ type: 'fileRemoved' }], state).jobs).toHaveLength(2);
  });

  it('puts the translations listed after a reload before the ones of this page, without doubling one it follows', () => {
    const restored = (id: string): FileJob => ({ id, fileName: `${id}.docx`, sourceLanguage: 'auto', targetLanguage: null, stage: 'ready', uploadPercent: 100, percent: 100, download });
    const state = run([
      { type: 'uploadRequested', jobId: 'mine', fileName: 'mine.docx', ...languages },
      { type: 'jobsRestored', jobs: [restored('old'), restored('mine')] },
    ]);
    expect(state.jobs.map((job) => [job.id, job.stage])).toEqual([
      ['old', 'ready'],
      ['mine', 'requesting-upload'],
    ]);
  });
});
