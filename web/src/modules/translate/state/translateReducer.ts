import type { TranslationSourceOption, TranslationTargetOption } from '@arcline/shared';
import type { FileDownload, TextTranslation, TranslateState } from './translateState';

export type TranslateAction =
  | { type: 'sourceChanged'; language: TranslationSourceOption }
  | { type: 'targetChanged'; language: TranslationTargetOption }
  | { type: 'noticeShown'; message: string }
  | { type: 'fileChosen'; file: File }
  | { type: 'fileRemoved' }
  | { type: 'textRequested'; id: string; originalText: string }
  | { type: 'textTranslated'; translation: TextTranslation }
  | { type: 'textFailed'; id: string; error: string }
  | { type: 'uploadRequested'; fileName: string; sourceLanguage: TranslationSourceOption; targetLanguage: TranslationTargetOption }
  | { type: 'uploadProgressed'; percent: number }
  | { type: 'translationStarted' }
  | { type: 'translationProgressed'; percent: number | null }
  | { type: 'translationReady'; download: FileDownload }
  | { type: 'fileFailed'; message: string; detail: string | null };

/** The Translate tab's state: languages, the text translations, and the one file and its translation. */
export function translateReducer(state: TranslateState, action: TranslateAction): TranslateState {
  switch (action.type) {
    case 'sourceChanged':
      return { ...state, sourceLanguage: action.language };
    case 'targetChanged':
      return { ...state, targetLanguage: action.language, notice: null };
    case 'noticeShown':
      return { ...state, notice: action.message };
    case 'fileChosen':
      return { ...state, file: action.file, job: null, notice: null };
    case 'fileRemoved':
      return { ...state, file: null, job: null, notice: null };
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
    case 'uploadRequested':
      return {
        ...state,
        notice: null,
        job: {
          fileName: action.fileName,
          sourceLanguage: action.sourceLanguage,
          targetLanguage: action.targetLanguage,
          stage: 'requesting-upload',
          uploadPercent: 0,
          percent: null,
        },
      };
    default:
      return fileJobReducer(state, action);
  }
}

/** Steps of a running file translation; a step for a job that is gone (the file was removed) changes nothing. */
function fileJobReducer(state: TranslateState, action: TranslateAction): TranslateState {
  const job = state.job;
  if (!job) return state;
  switch (action.type) {
    case 'uploadProgressed':
      return { ...state, job: { ...job, stage: 'uploading', uploadPercent: clampPercent(action.percent) } };
    case 'translationStarted':
      return job.stage === 'ready' || job.stage === 'error' ? state : { ...state, job: { ...job, stage: 'translating', uploadPercent: 100 } };
    case 'translationProgressed':
      return job.stage === 'ready' || job.stage === 'error'
        ? state
        : { ...state, job: { ...job, stage: 'translating', percent: action.percent === null ? job.percent : clampPercent(action.percent) } };
    case 'translationReady':
      return { ...state, job: { ...job, stage: 'ready', percent: 100, download: action.download } };
    case 'fileFailed':
      return { ...state, job: { ...job, stage: 'error', error: { message: action.message, detail: action.detail } } };
    default:
      return state;
  }
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Math.round(percent)));
}
