import type { TranslationSourceOption, TranslationTargetOption } from '@arcline/shared';
import type { FileDownload, FileJob, TextTranslation, TranslateState } from './translateState';

/** A step of one file translation (spec 02 §4), from the browser's own calls or from its push topic. */
export type FileJobStep =
  | { type: 'uploadProgressed'; percent: number }
  | { type: 'translationStarted' }
  | { type: 'translationProgressed'; percent: number | null }
  | { type: 'translationReady'; download: FileDownload }
  | { type: 'fileFailed'; message: string; detail: string | null };

export type TranslateAction =
  | { type: 'sourceChanged'; language: TranslationSourceOption }
  | { type: 'targetChanged'; language: TranslationTargetOption }
  | { type: 'noticeShown'; message: string }
  | { type: 'fileChosen'; file: File }
  | { type: 'fileRemoved' }
  | { type: 'textRequested'; id: string; originalText: string }
  | { type: 'textTranslated'; translation: TextTranslation }
  | { type: 'textFailed'; id: string; error: string }
  | { type: 'uploadRequested'; jobId: string; fileName: string; sourceLanguage: TranslationSourceOption; targetLanguage: TranslationTargetOption }
  | { type: 'uploadIdentified'; jobId: string; uploadId: string }
  | { type: 'jobsRestored'; jobs: FileJob[] }
  | (FileJobStep & { jobId: string });

/** The Translate tab's state: languages, the text translations, the chosen file and the file translations. */
export function translateReducer(state: TranslateState, action: TranslateAction): TranslateState {
  switch (action.type) {
    case 'sourceChanged':
      return { ...state, sourceLanguage: action.language };
    case 'targetChanged':
      return { ...state, targetLanguage: action.language, notice: null };
    case 'noticeShown':
      return { ...state, notice: action.message };
    case 'fileChosen':
      return { ...state, file: action.file, notice: null };
    case 'fileRemoved':
      return { ...state, file: null, notice: null };
    case 'textRequested':
      return {
        ...state,
        notice: null,
        translations: [...state.translations, { id: action.id, originalText: action.originalText, status: 'pending' }],
      };
    case 'textTranslated':
      return { ...state, translations: state.translations.map((item) => (item.id === action.translation.id ? action.translation : item)) };
    case 'textFailed':
      return {
        ...state,
        translations: state.translations.map((item) => (item.id === action.id ? { ...item, status: 'failed', error: action.error } : item)),
      };
    case 'uploadRequested': {
      // The file is on its way: the text box comes back, so another file can be chosen while this one is translated.
      const job: FileJob = {
        id: action.jobId,
        fileName: action.fileName,
        sourceLanguage: action.sourceLanguage,
        targetLanguage: action.targetLanguage,
        stage: 'requesting-upload',
        uploadPercent: 0,
        percent: null,
      };
      return { ...state, notice: null, file: null, jobs: [...state.jobs, job] };
    }
    case 'uploadIdentified':
      return withJob(state, action.jobId, (job) => ({ ...job, id: action.uploadId }));
    case 'jobsRestored': {
      // Jobs this page already follows keep their own state; the others come first, as they are older.
      const known = new Set(state.jobs.map((job) => job.id));
      return { ...state, jobs: [...action.jobs.filter((job) => !known.has(job.id)), ...state.jobs] };
    }
    default:
      return withJob(state, action.jobId, (job) => fileJobStep(job, action));
  }
}

function withJob(state: TranslateState, jobId: string, change: (job: FileJob) => FileJob): TranslateState {
  return { ...state, jobs: state.jobs.map((job) => (job.id === jobId ? change(job) : job)) };
}

/** One step of a file translation; a ready or failed translation stays so. */
export function fileJobStep(job: FileJob, step: FileJobStep): FileJob {
  const settled = job.stage === 'ready' || job.stage === 'error';
  switch (step.type) {
    case 'uploadProgressed':
      return { ...job, stage: 'uploading', uploadPercent: clampPercent(step.percent) };
    case 'translationStarted':
      return settled ? job : { ...job, stage: 'translating', uploadPercent: 100 };
    case 'translationProgressed':
      return settled ? job : { ...job, stage: 'translating', percent: step.percent === null ? job.percent : clampPercent(step.percent) };
    case 'translationReady':
      return { ...job, stage: 'ready', percent: 100, download: step.download };
    case 'fileFailed':
      return { ...job, stage: 'error', error: { message: step.message, detail: step.detail } };
  }
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent)));
}
