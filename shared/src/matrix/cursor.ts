/**
 * The cursor of a matrix's state (README "Matrix Review"): `{structure digest}.{latest cell change, µs}.{processing}.
 * {completed}.{failed}`, then `.f{frame digest}` (issue 31, 31r: the name and columns alone), then `.s` when the matrix was quiet when it was written (issue 31, 31o: no cell written in the
 * MATRIX_CHANGES_OVERLAP_MS before, so no late commit can follow). The API writes it; the web app only compares two
 * cursors of the same matrix.
 */
export interface MatrixCursor {
  /** A digest of the name, the columns and the documents: another digest means reload the detail. */
  structure: string;
  /** The latest cell change, in microseconds since the epoch (0 without cells). */
  micros: bigint;
  /** Written when no cell had changed for MATRIX_CHANGES_OVERLAP_MS: the changes since need no overlap. */
  settled: boolean;
  /**
   * A digest of the name and the columns only (issue 31, 31r), null in a cursor written before it: the same frame with
   * another structure means only rows changed (added, removed, renamed, a new version), which the changes call sends.
   */
  frame: string | null;
}

export const MATRIX_STRUCTURE_DIGEST_CHARS = 16;
export const MATRIX_FRAME_DIGEST_CHARS = 8;
const CURSOR = /^([0-9a-f]{16})\.(\d{1,20})\.(\d{1,10})\.(\d{1,10})\.(\d{1,10})(?:\.f([0-9a-f]{8}))?(\.s)?$/;

export function formatMatrixCursor(
  structure: string,
  micros: string,
  counts: { processing: number; completed: number; failed: number },
  settled = false,
  frame?: string,
): string {
  return [structure, micros, counts.processing, counts.completed, counts.failed].join('.') + (frame ? `.f${frame}` : '') + (settled ? '.s' : '');
}

/** The cursor's parts, or null when it is not a cursor. */
export function parseMatrixCursor(cursor: string): MatrixCursor | null {
  const match = CURSOR.exec(cursor);
  return match ? { structure: match[1]!, micros: BigInt(match[2]!), settled: match[7] !== undefined, frame: match[6] ?? null } : null;
}

/**
 * A digest of a matrix's row ids in a given order (issue 31, 31l): two 32-bit FNV-1a hashes, hex. The changes call
 * sends it with the changed rows, and a page that laid its rows out from them checks its order against it.
 */
export function rowOrderDigest(ids: readonly string[]): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ ids.length;
  for (const id of ids) {
    for (let index = 0; index < id.length; index += 1) {
      const code = id.charCodeAt(index);
      first = Math.imul(first ^ code, 0x01000193);
      second = Math.imul(second ^ code, 0x01000193) ^ (second >>> 15);
    }
    first = Math.imul(first ^ 0x7c, 0x01000193);
    second = Math.imul(second ^ 0x7c, 0x01000193) ^ (second >>> 15);
  }
  return `${(first >>> 0).toString(16).padStart(8, '0')}${(second >>> 0).toString(16).padStart(8, '0')}`;
}
