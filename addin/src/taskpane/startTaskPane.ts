import { OFFICE_ADDIN_LOAD_TIMEOUT_MS, OFFICE_JS_URL } from '@arcline/shared';
import { apiClient, appPushPoller, mountApp, rememberOfficeMode, sessionStore } from '@arcline/web/src/app';
import { systemClock } from '../sync/clock';
import type { OfficeApi } from '../host/office/wordApi';
import { createWordSession } from './createWordSession';
import { loadScript } from './loadScript';
import { syncWhileLoggedIn } from './syncWhileLoggedIn';
import { waitForOffice, type OfficeReadyInfo } from './waitForOffice';

interface OfficeGlobal {
  onReady(): Promise<OfficeReadyInfo>;
}

/**
 * The task pane entry (spec 01 §4, add-in mode): loads Office.js and waits up to 4 s for Word; in Word it mounts
 * the web app with the document host and runs the sync engine while a user is signed in, otherwise it mounts the
 * plain web app. Either way the isOffice flag records the outcome.
 */
export async function startTaskPane(element: HTMLElement, office: () => OfficeApi): Promise<void> {
  const inWord = await waitForOffice({
    loadScript: () => loadScript(OFFICE_JS_URL),
    onReady: () => (globalThis as unknown as { Office?: OfficeGlobal }).Office?.onReady() ?? Promise.reject(new Error('Office.js did not define Office')),
    clock: systemClock,
    timeoutMs: OFFICE_ADDIN_LOAD_TIMEOUT_MS,
  });
  rememberOfficeMode(inWord);
  if (!inWord) {
    mountApp(element, null);
    return;
  }
  // The host is made once Office is ready: its capabilities come from Word's requirement sets.
  const { sync, session } = createWordSession(office(), { client: apiClient, poller: appPushPoller });
  syncWhileLoggedIn(sync, sessionStore);
  mountApp(element, session);
}
