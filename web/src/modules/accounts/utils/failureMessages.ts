/** The spec's failure message followed by the server's errors, without repeating it (spec 01 §8). */
export function failureMessages(specMessage: string, serverErrors: readonly string[]): string[] {
  return [specMessage, ...new Set(serverErrors.filter((message) => message !== specMessage))];
}
