import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@arcline/shared';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Widths under 768 px count as mobile (spec 01 §2). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The server's first screen is the desktop layout.
    () => false,
  );
}
