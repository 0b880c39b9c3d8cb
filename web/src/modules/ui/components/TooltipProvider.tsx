import { useMemo, useRef, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@arcline/shared';
import { TooltipContext } from '../utils/TooltipContext';

/** Tooltips open after 700 ms, at once within 300 ms of another closing (spec 01 §9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAt = useRef<number | null>(null);
  const settings = useMemo(() => ({ delayMs: TOOLTIP_DELAY_MS, skipDelayMs: TOOLTIP_SKIP_DELAY_MS, lastClosedAt }), []);
  return <TooltipContext.Provider value={settings}>{children}</TooltipContext.Provider>;
}
