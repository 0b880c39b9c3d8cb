import { __PRIVATE__ } from 'styled-components';
import { FIRST_SCREEN } from '@arcline/shared';
import { queryClient } from './api/queryClient';
import { appRouter } from './router';

/** A first screen whose data does not come within this long is replaced by the app's own loading state. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Resolves once the document has been parsed (its `#root`, the server's first screen and its answer are in it): the
 * app's modules may be evaluated before, while the server still renders (api/src/firstScreen.ts).
 */
export function whenDocumentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Resolves in a task after the next frame: that frame's work on the main thread (style, layout, paint) is done. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * Resolves once the browser has painted the server's first screen (the early-requests script's promise,
 * `FIRST_SCREEN.paintedGlobal`, web/src/api/earlyRequests.ts), at once without one: the app's work waits for that
 * frame, whose raster it would otherwise delay (bench/README.md, P4).
 */
export function whenFirstScreenPainted(): Promise<void> {
  const painted = (window as unknown as Partial<Record<string, Promise<void>>>)[FIRST_SCREEN.paintedGlobal];
  if (!painted) return Promise.resolve();
  // …and a frame of the whole document: the first contentful paint may be a frame of the page half parsed, and the
  // app, whose modules are already evaluated, would otherwise hydrate the table before its first paint (the new tab
  // of bench P4 reported no paint of the server's cells in 2 of 7 tabs).
  const paintedAndAFrame = painted.then(afterNextFrame);
  // Sooner when the browser reports the paint of the screen's last answer (Element Timing; called once the document is
  // parsed): the frame that showed it showed the whole screen, and the frame after it is not needed (issue 31, 31h).
  const answers = document.querySelectorAll(`[elementtiming="${FIRST_SCREEN.answerTiming.server}"]`);
  const last = answers[answers.length - 1];
  if (!last || !PerformanceObserver.supportedEntryTypes?.includes('element')) return paintedAndAFrame;
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if ((list.getEntries() as (PerformanceEntry & { element?: Element | null })[]).some((entry) => entry.element === last)) done();
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'element', buffered: true });
    void paintedAndAFrame.then(done);
  });
}

/** styled-components' rule separator and the marker rule that closes each component's rules in a server style element. */
const RULE_SPLITTER = '/*!sc*/\n';
const GROUP_MARKER = /^data-styled\.g(\d+)\[id="([\w\d-]+)"\].*?"([^"]*)/;

/**
 * Takes the server's style elements into styled-components' sheet, as its own rehydration does, and removes them: the
 * app then neither generates nor inserts again the rules the screen already has while it hydrates (issue 31).
 *
 * styled-components takes them in by itself when its module is evaluated, with the server's group numbers; but the app's
 * modules are now evaluated before the page's body (and its style elements) has arrived (api/src/firstScreen.ts), and
 * every styled component has by then registered its group in the browser's order: the server's numbers would give two
 * components one group and reset the counter. So each component's rules go into its group as the browser numbered it
 * (`StyleSheet.registerId`), under the same class names; where the server's style elements were already taken in (the
 * modules evaluated after the body), there is nothing left to do.
 */
export function takeInFirstScreenStyles(): void {
  const { StyleSheet, mainSheet } = __PRIVATE__;
  for (const element of document.querySelectorAll<HTMLStyleElement>(FIRST_SCREEN.serverStylesSelector)) {
    let rules: string[] = [];
    for (const part of (element.textContent ?? '').split(RULE_SPLITTER)) {
      const rule = part.trim();
      if (!rule) continue;
      const marker = GROUP_MARKER.exec(rule);
      if (!marker) {
        rules.push(rule);
        continue;
      }
      const [, group, id, names] = marker as unknown as [string, string, string, string];
      if (Number(group) !== 0) {
        for (const name of names.split(',')) if (name) mainSheet.registerName(id, name);
        mainSheet.getTag().insertRules(StyleSheet.registerId(id), rules);
      }
      rules = [];
    }
    element.remove();
  }
}

/**
 * Resolves once the router has loaded the route's page and its first data is in the cache (the loader takes it from
 * the server's answer in the page, web/src/api/earlyRequests.ts): the app's first render then gives the screen the
 * server rendered (api/src/firstScreen.ts), never a loading state. True then; false when it timed out.
 */
export function whenFirstScreenReady(): Promise<boolean> {
  const router = appRouter();
  return new Promise<boolean>((resolve) => {
    const stops: (() => void)[] = [];
    const done = (ready: boolean) => {
      stops.forEach((stop) => stop());
      resolve(ready);
    };
    const check = () => {
      if (router.state.initialized && queryClient.isFetching() === 0) done(true);
    };
    stops.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    const timer = setTimeout(() => done(false), FIRST_SCREEN_WAIT_MS);
    stops.push(() => clearTimeout(timer));
    check();
  });
}
