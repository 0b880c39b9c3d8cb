/**
 * Defined terms of a contract: a capitalised, quoted term inside parentheses — (the "Agreement"),
 * (herefter "Aftalen"), («Avtalen») — is a definition. Terms are translated, so the check pairs the source's
 * definitions with the translation's in order and compares how often each side uses its term.
 */
import type { NumberCheckMismatch } from './numberCheckMismatch';

const QUOTES = '"“”„«»‘’';
const PARENTHESISED = /\(([^()]{1,200})\)/gu;
const QUOTED_TERM = new RegExp(`[${QUOTES}](\\p{Lu}[^${QUOTES}()]{0,60}?)[${QUOTES}]`, 'gu');
const MAX_TERM_WORDS = 6;

/** The defined terms of a text in the order they are defined, each once. */
export function definedTerms(text: string): string[] {
  const terms: string[] = [];
  for (const group of text.normalize('NFC').matchAll(PARENTHESISED)) {
    for (const quoted of group[1]!.matchAll(QUOTED_TERM)) {
      const term = quoted[1]!.trim();
      if (term.split(/\s+/u).length <= MAX_TERM_WORDS && !terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

/** How often a term is used, its definition included; a genitive s (Seller's, Sælgers) counts. */
export function termUses(text: string, term: string): number {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return [...text.normalize('NFC').matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|'s|’s)?(?![\\p{L}\\p{N}])`, 'gu'))].length;
}

export function definedTermMismatches(source: string, translation: string): NumberCheckMismatch[] {
  const sourceTerms = definedTerms(source);
  const translationTerms = definedTerms(translation);
  return sourceTerms.flatMap((term, index): NumberCheckMismatch[] => {
    const sourceCount = termUses(source, term);
    const translated = translationTerms[index] ?? (termUses(translation, term) > 0 ? term : undefined);
    if (translated === undefined) return [{ kind: 'term', source: term, translation: null, sourceCount }];
    const translationCount = termUses(translation, translated);
    return sourceCount === translationCount ? [] : [{ kind: 'term', source: term, translation: translated, sourceCount, translationCount }];
  });
}
