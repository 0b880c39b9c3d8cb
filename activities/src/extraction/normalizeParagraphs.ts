const WHITESPACE_RUN = /\s+/g;
const SOFT_HYPHEN = /\u00AD/g;
const CONTROL_CHARACTER = /\p{Cc}/gu;

/**
 * NFC (so "e" + combining accent equals "é"), one space between words, no invisible characters,
 * no empty paragraphs.
 */
export function normalizeParagraphs(rawParagraphs: Iterable<string>): string[] {
  const paragraphs: string[] = [];
  for (const raw of rawParagraphs) {
    const paragraph = raw
      .normalize('NFC')
      .replace(SOFT_HYPHEN, '')
      .replace(WHITESPACE_RUN, ' ')
      .replace(CONTROL_CHARACTER, '')
      .trim();
    if (paragraph) paragraphs.push(paragraph);
  }
  return paragraphs;
}
