/** Where the sync engine reports the internal conditions of spec 01 §8 (console only in production). */
export interface SyncLogger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}
