/**
 * TeX and some older PDF producers draw an accented letter as a spacing accent next to its base letter
 * ("na¨ıve"); this turns such pairs back into the precomposed letter ("naïve"). A pair is changed only when
 * Unicode has a single character for the result, so an acute used as an apostrophe ("don´t") stays as it is.
 */

const COMBINING_FORM_OF_SPACING_ACCENT = new Map<string, string>([
  ['\u0060', '\u0300'], // ` grave
  ['\u00B4', '\u0301'], // ´ acute
  ['\u02C6', '\u0302'], // ˆ circumflex
  ['\u02DC', '\u0303'], // ˜ tilde
  ['\u00AF', '\u0304'], // ¯ macron
  ['\u02D8', '\u0306'], // ˘ breve
  ['\u02D9', '\u0307'], // ˙ dot above
  ['\u00A8', '\u0308'], // ¨ diaeresis
  ['\u02DA', '\u030A'], // ˚ ring above
  ['\u02DD', '\u030B'], // ˝ double acute
  ['\u02C7', '\u030C'], // ˇ caron
  ['\u00B8', '\u0327'], // ¸ cedilla
  ['\u02DB', '\u0328'], // ˛ ogonek
]);

/** An accent over i or j replaces its dot, so TeX puts it on the dotless letter. */
const DOTTED_FORM_OF_DOTLESS = new Map([
  ['\u0131', 'i'],
  ['\u0237', 'j'],
]);

const ACCENT_AND_LETTER = /([\u0060\u00B4\u02C6\u02DC\u00AF\u02D8\u02D9\u00A8\u02DA\u02DD\u02C7\u00B8\u02DB])(\p{L})/gu;

export function composeAccents(text: string): string {
  return text.replace(ACCENT_AND_LETTER, (pair, accent: string, letter: string) => {
    const base = DOTTED_FORM_OF_DOTLESS.get(letter) ?? letter;
    const composed = `${base}${COMBINING_FORM_OF_SPACING_ACCENT.get(accent) ?? ''}`.normalize('NFC');
    return [...composed].length === 1 ? composed : pair;
  });
}
