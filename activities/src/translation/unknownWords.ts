import type { UnknownWord } from '@arcline/shared';

/**
 * Apertium's marks (when it is not run with -u): `*word` for a word its analyser did not know, `@word` for one its
 * bilingual dictionary lacks, `#word` for one it could not generate. The word is kept as written; the mark is taken
 * out and the word listed, so nothing is left untranslated without the user being told (issue 30).
 */
const MARKED = /(?<![\p{L}\p{N}*#@])([*#@])([\p{L}\p{N}][\p{L}\p{N}'’/-]*)/gu;
/** Glossary and literal placeholders (protectedTerms, protectedLiterals) are unknown words by design, never listed. */
const PLACEHOLDER = /^ZQ[XY]\d+C?QZ/u;

/**
 * Takes Apertium's marks out of its output and answers the marked words, in order. A mark already in the source
 * ("*Note") is not Apertium's and stays.
 */
export function takeUnknownWordMarks(output: string, source: string): { text: string; words: string[] } {
  const words: string[] = [];
  const text = output.replace(MARKED, (whole, mark: string, word: string) => {
    if (source.includes(whole)) return whole;
    if (!PLACEHOLDER.test(word)) words.push(word.replace(/[-/'’]+$/u, ''));
    return word;
  });
  return { text, words };
}

/** Whether a text has what Apertium's marks look like ("*Note", "#12"): a file that does is translated without marks. */
export function looksMarked(text: string): boolean {
  MARKED.lastIndex = 0;
  return MARKED.test(text);
}

/** Takes the marks out of an office or HTML part's text, leaving markup alone: only text between tags is read. */
export function takeUnknownWordMarksInXml(xml: string, sourceXml: string): { text: string; words: string[] } {
  const words: string[] = [];
  const text = xml.replace(/>([^<]+)</g, (whole, content: string) => {
    if (!/[*#@]/.test(content)) return whole;
    const taken = takeUnknownWordMarks(content, sourceXml);
    words.push(...taken.words);
    return `>${taken.text}<`;
  });
  return { text, words };
}

/** Each word with its offset in the final translation, found in order (a word Apertium kept is there as written). */
export function placesOf(words: readonly string[], translation: string): UnknownWord[] {
  const places: UnknownWord[] = [];
  let from = 0;
  for (const word of words) {
    const at = translation.indexOf(word, from);
    if (at < 0) continue;
    places.push({ word, at });
    from = at + word.length;
  }
  return places;
}
