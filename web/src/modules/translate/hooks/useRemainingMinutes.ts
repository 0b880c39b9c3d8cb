import { useEffect, useState } from 'react';
import { msUntilNextChange, remainingMinutes } from '../utils/downloadCountdown';

/** Minutes left until `expiresAt`, re-rendered each time the figure changes; 0 once expired. */
export function useRemainingMinutes(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const delay = msUntilNextChange(expiresAt, now);
    if (delay <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return remainingMinutes(expiresAt, now);
}
