import { TRANSLATION_PUSH_STATES, TRANSLATION_UI_MESSAGES, type PushPayload, type TranslationStateUpdatePayload } from '@arcline/shared';
import type { FileJobStep } from '../state/translateReducer';

/** The job's step for a translation-state-update push (spec 01 §4, spec 02 §4); an unreadable one is ignored. */
export function translationPushAction(payload: PushPayload): FileJobStep | undefined {
  const update = payload as TranslationStateUpdatePayload;
  switch (update.state) {
    case TRANSLATION_PUSH_STATES.translating:
      return { type: 'translationProgressed', percent: typeof update.percent === 'number' ? update.percent : null };
    case TRANSLATION_PUSH_STATES.readyForDownload: {
      const expiresAt = Date.parse(update.downloadUrlExpiration);
      if (!update.downloadUrl || Number.isNaN(expiresAt)) return undefined;
      return {
        type: 'translationReady',
        download: {
          url: update.downloadUrl,
          expiresAt,
          fileName: update.fileName,
          engine: update.engine,
          detectedOriginalLanguage: update.detectedOriginalLanguage,
          ...(update.targetLanguage ? { targetLanguage: update.targetLanguage } : {}),
          ...(update.bilingual ? { bilingual: { url: update.bilingual.downloadUrl, fileName: update.bilingual.fileName } } : {}),
          ...(update.coverage ? { coverage: update.coverage } : {}),
        },
      };
    }
    case TRANSLATION_PUSH_STATES.error:
      return { type: 'fileFailed', message: TRANSLATION_UI_MESSAGES.pushError, detail: update.detail ?? null };
    default:
      return undefined;
  }
}
