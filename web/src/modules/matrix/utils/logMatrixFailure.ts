/** Failures spec 02 §8 leaves without a user message (fetch, rename, deletes, recalculate) are only logged. */
export function logMatrixFailure(action: string, detail: unknown): void {
  console.error(`Matrix Review: ${action} failed`, detail);
}
