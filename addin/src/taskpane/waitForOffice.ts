import { sleep, type Clock } from '../sync/clock';

/** What Office.onReady tells: the host application, e.g. 'Word'; null outside Office. */
export interface OfficeReadyInfo {
  host: string | null;
  platform: string | null;
}

export interface WaitForOfficeDeps {
  /** Adds the Office.js script to the page; rejects when it cannot load. */
  loadScript(): Promise<void>;
  /** Office.onReady of the loaded script. */
  onReady(): Promise<OfficeReadyInfo>;
  clock: Clock;
  timeoutMs: number;
}

const WORD_HOST = 'Word';

/**
 * Add-in mode (spec 01 §4): the Office script must load and Office signal ready, in Word, within the timeout;
 * otherwise (no script, not ready in time, another host) the page runs as the web app. Resolves true for Word.
 */
export async function waitForOffice(deps: WaitForOfficeDeps): Promise<boolean> {
  const ready = deps.loadScript().then(() => deps.onReady());
  const timedOut = sleep(deps.clock, deps.timeoutMs).then(() => null);
  try {
    const info = await Promise.race([ready, timedOut]);
    if (info?.host === WORD_HOST) return true;
    console.warn(info ? `Office context is not Word (${info.host ?? 'no host'})` : 'Office context not ready');
  } catch (error) {
    console.warn('Office context not ready', error);
  }
  return false;
}
