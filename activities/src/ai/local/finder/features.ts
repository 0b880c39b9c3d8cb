import { stem, words } from '../../text/terms';

/**
 * Where a unit sits in its document: the opening paragraphs name the document, the parties and the date; the heading
 * of the section it is in (`headingsOf`) says what a clause without a heading of its own is about.
 */
export interface UnitPosition {
  paragraph: number;
  paragraphCount: number;
  heading?: string;
}

const OPENING_PARAGRAPHS = 3;
const SHORT_UNIT_CHARS = 120;

function token(word: string): string {
  return /\d/.test(word) ? '#' : stem(word);
}

/**
 * The clause finder's features of a passage: stemmed words (stop words kept, so "shall not" and "in no event" count),
 * adjacent word pairs, the words of its section's heading (as `h:` features), and a few layout features. Numbers are
 * one token: the model learns "# days", not "90 days".
 */
export function featuresOf(text: string, position: UnitPosition): string[] {
  const tokens = words(text).map(token);
  const features = new Set<string>(tokens);
  for (let index = 1; index < tokens.length; index += 1) features.add(`${tokens[index - 1]} ${tokens[index]}`);
  for (const word of words(position.heading ?? '')) if (!/\d/.test(word)) features.add(`h:${stem(word)}`);
  if (position.paragraph < OPENING_PARAGRAPHS) features.add(`@opening${position.paragraph}`);
  if (position.paragraph < position.paragraphCount / 10) features.add('@firstTenth');
  if (text.length < SHORT_UNIT_CHARS) features.add('@short');
  if (/^[^a-z]*$/.test(text)) features.add('@upperCase');
  return [...features];
}
