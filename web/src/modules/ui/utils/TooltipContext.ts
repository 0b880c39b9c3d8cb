import { createContext } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@arcline/shared';

export interface TooltipSettings {
  delayMs: number;
  skipDelayMs: number;
  /** When the last tooltip closed, shared by every tooltip under one provider. */
  lastClosedAt: { current: number | null };
}

export const TooltipContext = createContext<TooltipSettings>({
  delayMs: TOOLTIP_DELAY_MS,
  skipDelayMs: TOOLTIP_SKIP_DELAY_MS,
  lastClosedAt: { current: null },
});
