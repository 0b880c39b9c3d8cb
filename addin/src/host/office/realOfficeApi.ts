/// <reference types="office-js" />
import type { OfficeApi } from './wordApi';

/**
 * Office.js itself, once its script has loaded in Word. Typed as `OfficeApi`, so the compiler proves that real Word
 * offers every member the host (and the simulator) uses.
 */
export function realOfficeApi(): OfficeApi {
  return { Word, Office };
}
