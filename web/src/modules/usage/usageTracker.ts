import type { ActionEnvelope, ChronicleBody, ChronicleResult } from '@arcline/shared';
import { apiClient } from '../../api/apiClient';
import { sessionStore } from '../../api/sessionStore';
import { createUsageTracker } from './createUsageTracker';
import { setErrorReportingUserAction } from '../errorReporting/utils/errorReporting';

/** The web app's one usage tracker: `usageTracker.track(type)` gives the id to send as X-T-User-Action. */
export const usageTracker = createUsageTracker({
  send: async (userActionEvents, { keepalive }) => {
    const body: ChronicleBody = { userActionEvents };
    const result = await apiClient.post<ActionEnvelope<ChronicleResult>>('/engagement/chronicle', body, { keepalive });
    return result.ok;
  },
  canSend: () => sessionStore.getToken() !== null,
  now: () => new Date(),
  newId: () => crypto.randomUUID(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  onTracked: setErrorReportingUserAction,
});

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void usageTracker.flush({ keepalive: true });
  });
}
