/** A file that cannot be turned into text; the message is written for the user who uploaded it. */
export class ExtractionError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}
