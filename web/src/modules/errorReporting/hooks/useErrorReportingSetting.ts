import { useEffect } from 'react';
import { useConfiguration } from '../../configuration/hooks/useConfiguration';
import { isOfficeMode } from '../../session/utils/isOfficeMode';
import { SAME_ORIGIN_ERROR_REPORT_TUNNEL, setErrorReportingUser, startErrorReporting } from '../utils/errorReporting';
import { setErrorReportingLogLevel } from '../utils/errorReportingLogLevel';

/** Starts the SDK with the configuration's error-reporting setting (once per page) and gives it the signed-in user's id. */
export function useErrorReportingSetting(): void {
  const { data } = useConfiguration();
  const setting = data?.errorReporting;
  const userId = data?.user.id ?? null;
  useEffect(() => {
    if (!setting) return;
    // Also while reporting runs from start-up: 'off' then stops every event.
    setErrorReportingLogLevel(setting.logLevel);
    if (!setting.enabled) return;
    // In the browser the tunnel is same-origin; the add-in's task pane runs elsewhere and uses the absolute URL.
    startErrorReporting({ ...setting, tunnel: isOfficeMode() ? setting.tunnel : SAME_ORIGIN_ERROR_REPORT_TUNNEL });
  }, [setting]);
  useEffect(() => setErrorReportingUser(userId), [userId]);
}
