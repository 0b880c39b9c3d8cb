/** The engine's own account is out of characters (DeepL answers 456): no retry helps until it is topped up. */
export class EngineQuotaExceededError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EngineQuotaExceededError';
  }
}
