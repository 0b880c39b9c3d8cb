import type { GlossaryEntry } from '@arcline/shared';

/**
 * Glossary terms for engines without glossaries of their own (Apertium, Claude): each occurrence of a source term is
 * replaced by a placeholder the engine passes through untouched (an unknown word to Apertium; Claude is told to keep
 * them), and the placeholders of the translation are replaced by the glossary's translations.
 */
export interface ProtectedTerms {
  /** Replaces the glossary's source terms in a text by placeholders. */
  protect(text: string): string;
  /** Replaces the placeholders in a translated text by the glossary's translations. */
  restore(text: string): string;
  /** True when there is no glossary: protect and restore return their input. */
  readonly empty: boolean;
}

/** ZQX3QZ: letters and digits no language has as a word; the C variant marks an occurrence written capitalised. */
const PLACEHOLDER = /ZQX(\d+)(C?)QZ/g;
const placeholder = (index: number, capitalised: boolean) => `ZQX${index}${capitalised ? 'C' : ''}QZ`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsUpper = (text: string) => text.charAt(0) !== text.charAt(0).toLocaleLowerCase();
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function protectedTerms(glossary: readonly GlossaryEntry[]): ProtectedTerms {
  // Longest terms first, so "Købesummens beløb" wins over "Købesummen"; whole words only, any case.
  const order = glossary.map((entry, index) => ({ entry, index })).sort((a, b) => b.entry.source.length - a.entry.source.length);
  const pattern =
    order.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${order.map(({ entry }) => `(${escapeRegExp(entry.source)})`).join('|')})(?![\\p{L}\\p{N}])`, 'giu') : null;

  return {
    empty: pattern === null,
    protect(text) {
      if (!pattern) return text;
      return text.replace(pattern, (match: string, ...groups: unknown[]) => {
        const position = groups.findIndex((group, groupIndex) => groupIndex < order.length && group !== undefined);
        const { entry, index } = order[position]!;
        return placeholder(index, startsUpper(match) && !startsUpper(entry.source));
      });
    },
    restore(text) {
      if (!pattern) return text;
      return text.replace(PLACEHOLDER, (whole, index: string, capitalised: string) => {
        const entry = glossary[Number(index)];
        if (!entry) return whole;
        return capitalised ? capitalise(entry.target) : entry.target;
      });
    },
  };
}
