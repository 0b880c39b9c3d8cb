import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import {
  AUTO_DETECT_LANGUAGE,
  PUSH_MESSAGE_TYPES,
  TRANSLATION_PUSH_STATES,
  TRANSLATION_UI_MESSAGES,
  type RecentFileTranslation,
  type TranslationSourceOption,
  type TranslationTargetOption,
} from '@arcline/shared';
import { putToSignedUrl } from '../../attachments/api/putToSignedUrl';
import { appPushPoller } from '../../push/appPushPoller';
import { usageTracker } from '../../usage/usageTracker';
import { fetchRecentFileTranslations } from '../api/recentFileTranslations';
import { requestTranslationUpload } from '../api/requestTranslationUpload';
import { startFileTranslation } from '../api/startFileTranslation';
import { fileJobStep, type TranslateAction } from '../state/translateReducer';
import type { FileJob } from '../state/translateState';
import { fileTranslationFailureMessage, uploadFailureMessage } from '../utils/failureMessages';
import { translationPushAction } from '../utils/translationPushAction';

const PERCENT = 100;

/** A translation the server listed, as a job at its last pushed state. */
function restoredJob(recent: RecentFileTranslation): FileJob {
  const job: FileJob = {
    id: recent.uploadId,
    fileName: recent.name,
    sourceLanguage: AUTO_DETECT_LANGUAGE,
    targetLanguage: null,
    stage: 'translating',
    uploadPercent: PERCENT,
    percent: null,
  };
  const step = translationPushAction(recent.update);
  return step ? fileJobStep(job, step) : job;
}

/**
 * Files' ways through spec 02 §4, several at once, each with its own job: request the upload, PUT the file to the
 * signed URL (with progress), start the translation, then follow its push topic: translating with percent, ready for
 * download, or error. Each step is a tracked user action (translate-request-upload, translate-file-upload,
 * translate-file-execute). On mount the user's recent translations are listed from the server (they survive a
 * reload), and those still translating are followed again.
 */
export function useFileTranslation(dispatch: Dispatch<TranslateAction>) {
  const subscriptions = useRef(new Map<string, () => void>());
  const mounted = useRef(true);

  const follow = useCallback(
    (jobId: string, topicId: string) => {
      subscriptions.current.set(
        jobId,
        appPushPoller.subscribe(topicId, {
          [PUSH_MESSAGE_TYPES.translationStateUpdate]: (payload) => {
            const step = translationPushAction(payload);
            if (step) dispatch({ ...step, jobId });
          },
          [PUSH_MESSAGE_TYPES.endOfTopic]: () => subscriptions.current.delete(jobId),
        }),
      );
    },
    [dispatch],
  );
  const unfollow = useCallback((jobId: string) => {
    subscriptions.current.get(jobId)?.();
    subscriptions.current.delete(jobId);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const following = subscriptions.current;
    void fetchRecentFileTranslations().then((recent) => {
      if (!mounted.current || !recent) return;
      dispatch({ type: 'jobsRestored', jobs: recent.map(restoredJob).reverse() });
      for (const translation of recent) {
        if (translation.update.state === TRANSLATION_PUSH_STATES.translating && !following.has(translation.uploadId)) {
          follow(translation.uploadId, translation.pushNotificationTopicId);
        }
      }
    });
    return () => {
      mounted.current = false;
      for (const stop of following.values()) stop();
      following.clear();
    };
  }, [dispatch, follow]);

  const translateFile = useCallback(
    async (file: File, languages: { sourceLanguage: TranslationSourceOption; targetLanguage: TranslationTargetOption }, bilingual = false) => {
      let jobId: string = crypto.randomUUID();
      dispatch({ type: 'uploadRequested', jobId, fileName: file.name, ...languages });

      // The languages go along, so a target no translator serves is refused before the file is uploaded.
      const requested = await requestTranslationUpload({ name: file.name, size: file.size, ...languages }, usageTracker.track('translate-request-upload'));
      if (!mounted.current) return;
      if (!requested.ok) {
        dispatch({ type: 'fileFailed', jobId, message: uploadFailureMessage(requested), detail: null });
        return;
      }
      const { uploadId, uploadUrl, pushNotificationTopicId } = requested.data;
      // From here the job is known by its upload id, as the server lists it after a reload.
      dispatch({ type: 'uploadIdentified', jobId, uploadId });
      jobId = uploadId;
      follow(jobId, pushNotificationTopicId);

      usageTracker.track('translate-file-upload');
      dispatch({ type: 'uploadProgressed', jobId, percent: 0 });
      const uploaded = await putToSignedUrl(uploadUrl, file, (loaded, total) =>
        dispatch({ type: 'uploadProgressed', jobId, percent: total > 0 ? (loaded / total) * PERCENT : 0 }),
      );
      if (!mounted.current) return;
      if (!uploaded) {
        unfollow(jobId);
        dispatch({ type: 'fileFailed', jobId, message: TRANSLATION_UI_MESSAGES.uploadFailed, detail: null });
        return;
      }

      dispatch({ type: 'translationStarted', jobId });
      const started = await startFileTranslation({ uploadId, ...languages, bilingual }, usageTracker.track('translate-file-execute'));
      if (!started.ok && mounted.current) {
        unfollow(jobId);
        const { message, detail } = fileTranslationFailureMessage(started);
        dispatch({ type: 'fileFailed', jobId, message, detail });
      }
    },
    [dispatch, follow, unfollow],
  );

  return { translateFile };
}
