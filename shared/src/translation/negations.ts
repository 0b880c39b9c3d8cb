import { baseLanguage } from './languages';

/**
 * Words that turn a statement around, per language (issue 30: "er ikke berettiget" translated without its "ikke" is
 * the opposite obligation, and no figure shows it). Only words that negate wherever they stand: "uden"/"without",
 * which a translation may rephrase, and Norwegian "ei" (also an article) are left out.
 */
const NEGATIONS: Readonly<Record<string, readonly string[]>> = {
  da: ['ikke', 'ikk', 'ej', 'ingen', 'intet', 'ingenting', 'aldrig', 'hverken', 'ingensinde'],
  nb: ['ikke', 'ingen', 'intet', 'ingenting', 'aldri', 'verken', 'hverken'],
  nn: ['ikkje', 'ikke', 'ingen', 'inkje', 'ingenting', 'aldri', 'verken', 'korkje'],
  sv: ['inte', 'icke', 'ej', 'ingen', 'inget', 'inga', 'ingenting', 'aldrig', 'varken'],
  en: ['not', 'cannot', 'never', 'none', 'neither', 'nor', 'nothing', 'nobody'],
};
const ENGLISH_CONTRACTION = /\p{L}n't(?![\p{L}])/giu;
const ENGLISH_NO = /(?<![\p{L}\p{N}])no(?![\p{L}\p{N}]|\.?\s*\d)/giu;

export interface Negation {
  word: string;
  at: number;
}

/** The negations of a text in its language (none for a language without a list). */
export function negationsIn(text: string, language: string): Negation[] {
  const code = baseLanguage(language);
  const words = NEGATIONS[code];
  if (!words) return [];
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words.join('|')})(?![\p{L}\p{N}])`, 'giu');
  const found = [...text.matchAll(pattern)].map((match) => ({ word: match[0], at: match.index }));
  if (code === 'en') {
    for (const match of text.matchAll(ENGLISH_CONTRACTION)) found.push({ word: match[0], at: match.index });
    for (const match of text.matchAll(ENGLISH_NO)) found.push({ word: match[0], at: match.index });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Whether negations are read in this language (a side in another language cannot be compared). */
export function hasNegationList(language: string): boolean {
  return baseLanguage(language) in NEGATIONS;
}
