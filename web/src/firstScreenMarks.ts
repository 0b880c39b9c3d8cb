/**
 * The User Timing marks the app leaves on its way from the server's first screen to the clickable table
 * (web/src/main.tsx), for a page's real-user timing and for bench P4, which prints where the time between the
 * screen's paint and its buttons went (issue 31). Each is set once per page, at the moment named.
 */
export const FIRST_SCREEN_MARKS = {
  /** The document is parsed: the app starts (the server's screen, its answer and its styles are in the page). */
  parsed: 'arcline:first-screen:parsed',
  /** The app knows the browser painted the screen (the paint's report, or its fallback): it may work now. */
  painted: 'arcline:first-screen:painted',
  /** The router has the route's page and the server's answer: the app hydrates the screen (or renders its own). */
  ready: 'arcline:first-screen:ready',
} as const;

/** Sets a mark; a browser without User Timing just has none. */
export function markFirstScreen(name: (typeof FIRST_SCREEN_MARKS)[keyof typeof FIRST_SCREEN_MARKS]): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing: nothing to report.
  }
}
