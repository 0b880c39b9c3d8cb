import { NUMBER_CHECK_TEXTS } from './messages';
import type { NumberCheckMismatch } from './numberCheck';

/** One mismatch of the number and term check in words, as the Translate tab and the bilingual .docx list it. */
export function numberCheckLine(mismatch: NumberCheckMismatch): string {
  if (mismatch.kind === 'term') {
    return mismatch.translation === null
      ? NUMBER_CHECK_TEXTS.termNotDefined(mismatch.source ?? '')
      : NUMBER_CHECK_TEXTS.termCount(mismatch.source ?? '', mismatch.sourceCount ?? 0, mismatch.translation, mismatch.translationCount ?? 0);
  }
  if (mismatch.kind === 'negation') {
    const line = NUMBER_CHECK_TEXTS.negations(mismatch.source, mismatch.sourceCount ?? 0, mismatch.translation, mismatch.translationCount ?? 0);
    return mismatch.context ? `${line} ${NUMBER_CHECK_TEXTS.place(mismatch.context)}` : line;
  }
  const line = mismatch.source === null ? NUMBER_CHECK_TEXTS.extra(mismatch.translation ?? '') : NUMBER_CHECK_TEXTS.missing(mismatch.source);
  return mismatch.context ? `${line} ${NUMBER_CHECK_TEXTS.place(mismatch.context)}` : line;
}
