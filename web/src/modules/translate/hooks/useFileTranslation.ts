import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import {
  PUSH_MESSAGE_TYPES,
  TRANSLATION_UI_MESSAGES,
  type TranslationSourceOption,
  type TranslationTargetOption,
} from '@arcline/shared';
import { putToSignedUrl } from '../../attachments/api/putToSignedUrl';
import { appPushPoller } from '../../push/appPushPoller';
import { usageTracker } from '../../usage/usageTracker';
import { requestTranslationUpload } from '../api/requestTranslationUpload';
import { startFileTranslation } from '../api/startFileTranslation';
import type { TranslateAction } from '../state/translateReducer';
import { fileTranslationFailureMessage, uploadFailureMessage } from '../utils/failureMessages';
import { translationPushAction } from '../utils/translationPushAction';

const PERCENT = 100;

/**
 * A file's way through spec 02 §4: request the upload, PUT the file to the signed URL (with progress), start the
 * translation, then follow the push topic: translating with percent, ready for download, or error. Each step is a
 * tracked user action (translate-request-upload, translate-file-upload, translate-file-execute).
 */
export function useFileTranslation(dispatch: Dispatch<TranslateAction>) {
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  /** Bumped when a run starts or is abandoned (file removed, tab left): an older run stops at its next step. */
  const currentRun = useRef(0);
  const stopFollowing = useCallback(() => {
    currentRun.current += 1;
    unsubscribe.current?.();
    unsubscribe.current = undefined;
  }, []);
  useEffect(() => stopFollowing, [stopFollowing]);

  const translateFile = useCallback(
    async (file: File, languages: { sourceLanguage: TranslationSourceOption; targetLanguage: TranslationTargetOption }, bilingual = false) => {
      stopFollowing();
      const run = currentRun.current;
      const abandoned = () => currentRun.current !== run;
      dispatch({ type: 'uploadRequested', fileName: file.name, ...languages });

      // The languages go along, so a target no translator serves is refused before the file is uploaded.
      const requested = await requestTranslationUpload({ name: file.name, size: file.size, ...languages }, usageTracker.track('translate-request-upload'));
      if (abandoned()) return;
      if (!requested.ok) {
        dispatch({ type: 'fileFailed', message: uploadFailureMessage(requested), detail: null });
        return;
      }
      const { uploadId, uploadUrl, pushNotificationTopicId } = requested.data;
      unsubscribe.current = appPushPoller.subscribe(pushNotificationTopicId, {
        [PUSH_MESSAGE_TYPES.translationStateUpdate]: (payload) => {
          const action = translationPushAction(payload);
          if (action) dispatch(action);
        },
      });

      usageTracker.track('translate-file-upload');
      dispatch({ type: 'uploadProgressed', percent: 0 });
      const uploaded = await putToSignedUrl(uploadUrl, file, (loaded, total) =>
        dispatch({ type: 'uploadProgressed', percent: total > 0 ? (loaded / total) * PERCENT : 0 }),
      );
      if (abandoned()) return;
      if (!uploaded) {
        stopFollowing();
        dispatch({ type: 'fileFailed', message: TRANSLATION_UI_MESSAGES.uploadFailed, detail: null });
        return;
      }

      dispatch({ type: 'translationStarted' });
      const started = await startFileTranslation({ uploadId, ...languages, bilingual }, usageTracker.track('translate-file-execute'));
      if (!started.ok && !abandoned()) {
        stopFollowing();
        const { message, detail } = fileTranslationFailureMessage(started);
        dispatch({ type: 'fileFailed', message, detail });
      }
    },
    [dispatch, stopFollowing],
  );

  return { translateFile, stopFollowing };
}
