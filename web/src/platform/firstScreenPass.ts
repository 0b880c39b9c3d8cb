import { useSyncExternalStore } from 'react';
import { FIRST_SCREEN } from '@arcline/shared';
import { isServerRender } from './browserStorage';

const unchanging = () => () => undefined;
const inBrowser = () => false;
const onServer = () => true;

/**
 * True while the server renders the first screen and while the app hydrates it (web/src/main.tsx): the app's first
 * render must give exactly the server's markup; false everywhere else, and right after the hydration React renders
 * the components that read it again with false (their buttons, the measured column widths).
 */
export function useFirstScreenPass(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}

/** The locale the server wrote the first screen's dates and amounts in (the request's Accept-Language). */
let requestLocale: string | undefined;

/** Runs the server's (synchronous) render with the request's locale. */
export function withRequestLocale<T>(locale: string | undefined, render: () => T): T {
  requestLocale = locale;
  try {
    return render();
  } finally {
    requestLocale = undefined;
  }
}

/**
 * The first screen's locale: on the server the request's; in the browser the one the server wrote in the page beside
 * its answer (`data-locale`), so the hydrating render writes the same text.
 */
export function firstScreenLocale(): string | undefined {
  if (isServerRender) return requestLocale;
  return document.getElementById(FIRST_SCREEN.dataElementId)?.dataset.locale || undefined;
}
