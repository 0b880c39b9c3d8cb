/** What the matrix screens show: a cell's text, its highlighted quote, the status line and the progress bar. */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import { MATRIX_TEXTS } from './texts';
import type { AggregatedResultStatus, MatrixResultCell } from './types';

/** Markers around the verbatim quote inside a cell's reference passage (the AI providers write them). */
export const HIGHLIGHT_START = '<<';
export const HIGHLIGHT_END = '>>';

/** The text a result cell shows: the refined result, else the result, else 'No result' (spec 02 §2). */
export function cellDisplayText(cell: Pick<MatrixResultCell, 'refineResult' | 'result'>): string {
  return cell.refineResult?.trim() || cell.result?.trim() || MATRIX_TEXTS.noResult;
}

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** Splits a reference passage at its highlight markers; an unclosed marker highlights to the end. */
export function splitHighlights(reference: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let rest = reference;
  while (rest.length > 0) {
    const start = rest.indexOf(HIGHLIGHT_START);
    if (start < 0) {
      segments.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) segments.push({ text: rest.slice(0, start), highlighted: false });
    const afterStart = rest.slice(start + HIGHLIGHT_START.length);
    const end = afterStart.indexOf(HIGHLIGHT_END);
    const quote = end < 0 ? afterStart : afterStart.slice(0, end);
    if (quote) segments.push({ text: quote, highlighted: true });
    rest = end < 0 ? '' : afterStart.slice(end + HIGHLIGHT_END.length);
  }
  return segments;
}

/** The verbatim quote of a reference passage: its highlighted text. */
export function highlightedQuote(reference: string | null): string {
  if (!reference) return '';
  return splitHighlights(reference)
    .filter((segment) => segment.highlighted)
    .map((segment) => segment.text)
    .join(' … ');
}

/** '5 minutes', '1 hour', 'less than a minute': the {time} of 'Last change: {time} ago'. */
export function formatTimeAgo(thenMs: number, nowMs: number): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (elapsed < MINUTE_MS) return 'less than a minute';
  if (elapsed < HOUR_MS) return unit(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return unit(Math.floor(elapsed / HOUR_MS), 'hour');
  return unit(Math.floor(elapsed / DAY_MS), 'day');
}

/** The status line under the table (spec 02 §9); '' when there is nothing to say. */
export function matrixStatusLine(status: AggregatedResultStatus, nowMs: number): string {
  const parts: string[] = [];
  if (status.completed > 0 && status.lastDataUpdate) {
    parts.push(MATRIX_TEXTS.lastChange(formatTimeAgo(Date.parse(status.lastDataUpdate), nowMs)));
  }
  if (status.processing > 0) parts.push(MATRIX_TEXTS.remaining(status.processing));
  if (status.failed > 0) parts.push(MATRIX_TEXTS.failed(status.failed));
  return parts.join('. ');
}

/** The share of cells no longer processing, 0..1; 1 for a matrix without cells. */
export function matrixProgress(status: AggregatedResultStatus): number {
  const total = status.processing + status.completed + status.failed;
  return total === 0 ? 1 : (status.completed + status.failed) / total;
}
