import { API_DOCUMENT_SYNC_FIRST_RETRY_MS, API_DOCUMENT_SYNC_MAX_RETRY_MS } from '@arcline/shared';

const SECOND_MS = 1000;

/**
 * The wait before the n-th retry (n from 1) of a failed run (spec 01 §9): the first after 1000 ms, then 2^n seconds,
 * capped at 60 s: 1 s, 4 s, 8 s, 16 s, 32 s, 60 s, 60 s, …
 */
export function retryDelayMs(retry: number): number {
  if (retry <= 1) return API_DOCUMENT_SYNC_FIRST_RETRY_MS;
  return Math.min(2 ** retry * SECOND_MS, API_DOCUMENT_SYNC_MAX_RETRY_MS);
}
