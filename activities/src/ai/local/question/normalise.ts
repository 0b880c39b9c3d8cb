import lemmatizer from 'wink-lemmatizer';
import porter2 from 'wink-porter2-stemmer';

/**
 * Words of a column as the question classifier compares them: lower case, British spellings made American, each word
 * lemmatised (WordNet's exceptions and rules, wink-lemmatizer) and then stemmed (Porter2), so "licences", "licensed" and
 * "licensing", or "expires", "expiry" and "expiration", meet. Function words are dropped; "not", "no" and "without" stay,
 * since "without cause" and "not to sue" turn on them.
 */

const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for from with as and or is are was were be been being do does did doing has have had having ' +
    'this that these those it its there their them they we you your our i me my he she his her which what who whom whose ' +
    'how when where why if then than so such any all each either both can could may might must shall should will would ' +
    'please tell me show give state list name identify describe under into about upon per s'
  ).split(' '),
);

/** British spellings lawyers write, by their American form (the lemmatiser and stemmer know one spelling only). */
const AMERICAN: Record<string, string> = {
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  licencing: 'licensing',
  favour: 'favor',
  favoured: 'favored',
  favourable: 'favorable',
  judgement: 'judgment',
  programme: 'program',
  centre: 'center',
  defence: 'defense',
  offence: 'offense',
  labour: 'labor',
  cheque: 'check',
  behaviour: 'behavior',
  honour: 'honor',
  whilst: 'while',
  amongst: 'among',
  analyse: 'analyze',
  cancelled: 'canceled',
  cancelling: 'canceling',
  catalogue: 'catalog',
  criticise: 'criticize',
  authorise: 'authorize',
  authorised: 'authorized',
  organisation: 'organization',
  recognise: 'recognize',
  summarise: 'summarize',
  utilise: 'utilize',
  minimise: 'minimize',
  characterise: 'characterize',
  capitalise: 'capitalize',
  expiry: 'expiration',
  wilful: 'willful',
  fulfil: 'fulfill',
  enrol: 'enroll',
  colour: 'color',
};

/**
 * Phrases whose meaning is in their function words, which would otherwise be dropped ("Termination at will" would read as
 * "termination" alone): each becomes one word.
 */
const PHRASES: [RegExp, string][] = [
  [/\bat\s+(?:(?:its|their|his|her|sole|own)\s+)*will\b/giu, ' atwill '],
  [/\bat\s+any\s+time\b/giu, ' anytime '],
  [/\bfor\s+(?:any|no)\s+reason(?:\s+(?:or|and)\s+no\s+reason)?(?:\s+at\s+all)?\b/giu, ' anyreason '],
];

const WORD = /[\p{L}\p{N}]+(?:[-‐–][\p{L}\p{N}]+)*/gu;

const cache = new Map<string, string>();

/** A word's normalised form: American spelling, lemma (noun, else verb), Porter2 stem. */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  let normalised = cache.get(lower);
  if (normalised === undefined) {
    const american = AMERICAN[lower] ?? lower;
    const noun = lemmatizer.noun(american);
    const lemma = noun !== american ? noun : lemmatizer.verb(american);
    normalised = porter2(lemma);
    cache.set(lower, normalised);
  }
  return normalised;
}

/**
 * The normalised words of a text, function words dropped. A hyphenated word counts as its parts and as one word
 * ("non-compete" is "non", "compet" and "noncompet"), so "non compete", "noncompete" and "non-compete" meet.
 */
export function normalisedTerms(text: string): string[] {
  const terms: string[] = [];
  const phrased = PHRASES.reduce((result, [pattern, word]) => result.replace(pattern, word), text.replace(/['’]s\b/g, ''));
  for (const match of phrased.matchAll(WORD)) {
    const parts = match[0].toLowerCase().split(/[-‐–]/);
    for (const part of parts) if (!FUNCTION_WORDS.has(part)) terms.push(normaliseWord(part));
    if (parts.length > 1) terms.push(normaliseWord(parts.join('')));
  }
  return terms;
}
