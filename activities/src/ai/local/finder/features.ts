import { stem, words } from '../../text/terms';

/**
 * Where a unit sits in its document: the opening paragraphs name the document, the parties and the date; the heading
 * of the section it is in (`headingsOf`) says what a clause without a heading of its own is about.
 */
export interface UnitPosition {
  paragraph: number;
  paragraphCount: number;
  heading?: string;
  /** The end of the paragraph before (its last words): the lead-in of a list item ("…shall not:"). */
  previous?: string;
}

/**
 * The feature sets the finder has shipped with, recorded in the model file (`featureSet`), so a model is always
 * scored with the features it was trained on: 1, words, pairs, heading and layout; 2, also the position in the
 * document by tenths, the last words of the paragraph before, and defined-term and title cues.
 */
export type FeatureSet = 1 | 2;

const OPENING_PARAGRAPHS = 3;
const SHORT_UNIT_CHARS = 120;

/** Words of the paragraph before that count as this one's context. */
const PREVIOUS_WORDS = 8;
/** A defined term made here: (the "Agreement"), ("Licensee"), hereinafter "Supplier". */
const DEFINES = /\((?:the |a |an |each )?["“][A-Z][^"”]{1,40}["”]\)|hereinafter(?: referred to as)? ["“]/;
/** Every word capitalised: a title ("Collaboration Agreement"). */
const TITLE_CASE = /^(?:(?:[^a-z\s]\S*|and|of|the|for|to|in|on|or|by|with)(?:\s+|$))+$/;

function token(word: string): string {
  return /\d/.test(word) ? '#' : stem(word);
}

/**
 * The clause finder's features of a passage: stemmed words (stop words kept, so "shall not" and "in no event" count),
 * adjacent word pairs, the words of its section's heading (as `h:` features), and a few layout features. Numbers are
 * one token: the model learns "# days", not "90 days".
 */
export function featuresOf(text: string, position: UnitPosition, featureSet: FeatureSet = 1): string[] {
  const tokens = words(text).map(token);
  const features = new Set<string>(tokens);
  for (let index = 1; index < tokens.length; index += 1) features.add(`${tokens[index - 1]} ${tokens[index]}`);
  for (const word of words(position.heading ?? '')) if (!/\d/.test(word)) features.add(`h:${stem(word)}`);
  if (position.paragraph < OPENING_PARAGRAPHS) features.add(`@opening${position.paragraph}`);
  if (position.paragraph < position.paragraphCount / 10) features.add('@firstTenth');
  if (text.length < SHORT_UNIT_CHARS) features.add('@short');
  if (/^[^a-z]*$/.test(text)) features.add('@upperCase');
  if (featureSet >= 2) {
    features.add(`@tenth${Math.min(9, Math.floor((10 * position.paragraph) / Math.max(1, position.paragraphCount)))}`);
    for (const word of words(position.previous ?? '').slice(-PREVIOUS_WORDS)) features.add(`<${token(word)}`);
    if ((position.previous ?? '').trimEnd().endsWith(':')) features.add('@afterColon');
    if (DEFINES.test(text)) features.add('@defines');
    if (text.length < SHORT_UNIT_CHARS && TITLE_CASE.test(text)) features.add('@titleCase');
    if (/^\s*(?:\(?[a-z]{1,3}\)|\(?\d{1,2}\)|[a-z]\.)\s/i.test(text)) features.add('@listItem');
  }
  return [...features];
}
