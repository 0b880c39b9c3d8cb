import { MATRIX_TEXTS } from '@arcline/shared';

/** A toast's description: the server's messages joined by a space, or 'Something went wrong' (spec 02 §8). */
export function describeErrors(errors: readonly string[]): string {
  return errors.filter((message) => message.trim()).join(' ') || MATRIX_TEXTS.toasts.somethingWentWrong;
}
