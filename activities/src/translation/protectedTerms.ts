import type { GlossaryEntry } from '@arcline/shared';

/**
 * Glossary terms for engines without glossaries of their own (Apertium, Claude): each occurrence of a source term is
 * replaced by a placeholder the engine passes through untouched (an unknown word to Apertium; Claude is told to keep
 * them), and the placeholders of the translation are replaced by the glossary's translations.
 */
export interface ProtectedTerms {
  /** Replaces the glossary's source terms in a text by placeholders. */
  protect(text: string): string;
  /**
   * The same for a paragraph whose text is spread over runs (formatting, a word split by spell checking): terms are
   * found in the runs' text joined, and a term across runs becomes a placeholder in the run where it starts, its
   * letters taken out of the runs after it. Answers the runs' new texts, as many as given.
   */
  protectRuns(texts: readonly string[]): string[];
  /** Replaces the placeholders in a translated text by the glossary's translations (`encode`d for XML or HTML). */
  restore(text: string, encode?: (term: string) => string): string;
  /** True when there is no glossary: protect and restore return their input. */
  readonly empty: boolean;
}

/** ZQX3QZ: letters and digits no language has as a word; the C variant marks an occurrence written capitalised. */
const PLACEHOLDER = /ZQX(\d+)(C?)QZ/g;
const placeholder = (index: number, capitalised: boolean) => `ZQX${index}${capitalised ? 'C' : ''}QZ`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsUpper = (text: string) => text.charAt(0) !== text.charAt(0).toLocaleLowerCase();
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Endings of Danish, Norwegian and Swedish nouns (definite, plural, genitive), longest first: with `inflections`, a
 * term followed by one still matches ("Sælger" in "Sælgeren", "Sælgers"), and the ending stays after the placeholder,
 * so the glossary's translation gets it ("Selger" + "en"). Meant for pairs among those languages (Apertium's), whose
 * endings mostly agree; an engine translating into English keeps whole words only.
 */
const SCANDINAVIAN_ENDINGS = ['ernes', 'arnas', 'ernas', 'ornas', 'erne', 'arna', 'erna', 'orna', 'enes', 'rnes', 'ene', 'ens', 'ets', 'rne', 'ers', 'en', 'et', 'er', 'ar', 'or', 'es', 'ne', 'na', 'ns', 'n', 'r', 's', 't'];

/** A protected span of a text: [start, end) is replaced by the placeholder. */
export interface ProtectedMatch {
  start: number;
  /** Where the protected text ends (for a glossary term, an inflection ending after it is kept as text). */
  end: number;
  placeholder: string;
}

/**
 * Protects the texts of one paragraph's runs as one text: the placeholder goes in the run where the match starts, and
 * its characters leave the runs after it (a term or literal may be split across runs of different formatting).
 */
export function protectRuns(texts: readonly string[], matchesIn: (text: string) => ProtectedMatch[]): string[] {
  const matches = matchesIn(texts.join(''));
  if (matches.length === 0) return [...texts];
  let offset = 0;
  return texts.map((text) => {
    const [from, to] = [offset, offset + text.length];
    offset = to;
    let result = '';
    let at = from;
    for (const match of matches) {
      if (match.end <= from || match.start >= to) continue;
      if (match.start > at) result += text.slice(at - from, match.start - from);
      if (match.start >= from) result += match.placeholder;
      at = Math.min(to, match.end);
    }
    return result + text.slice(at - from);
  });
}

export function protectedTerms(glossary: readonly GlossaryEntry[], options: { inflections?: boolean } = {}): ProtectedTerms {
  // Longest terms first, so "Købesummens beløb" wins over "Købesummen"; whole words only (or with an ending), any case.
  const order = glossary.map((entry, index) => ({ entry, index })).sort((a, b) => b.entry.source.length - a.entry.source.length);
  const ending = options.inflections ? `(${SCANDINAVIAN_ENDINGS.join('|')})?` : '()';
  const pattern =
    order.length > 0
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${order.map(({ entry }) => `(${escapeRegExp(entry.source)})`).join('|')})${ending}(?![\\p{L}\\p{N}])`, 'giu')
      : null;

  function matchesIn(text: string): ProtectedMatch[] {
    if (!pattern) return [];
    return [...text.matchAll(pattern)].map((match) => {
      const position = match.slice(1, order.length + 1).findIndex((group) => group !== undefined);
      const { entry, index } = order[position]!;
      const term = match[position + 1]!;
      return { start: match.index, end: match.index + term.length, placeholder: placeholder(index, startsUpper(term) && !startsUpper(entry.source)) };
    });
  }

  return {
    empty: pattern === null,
    protect: (text) => protectRuns([text], matchesIn)[0]!,
    protectRuns: (texts) => protectRuns(texts, matchesIn),
    restore(text, encode = (term: string) => term) {
      if (!pattern) return text;
      return text.replace(PLACEHOLDER, (whole, index: string, capitalised: string) => {
        const entry = glossary[Number(index)];
        if (!entry) return whole;
        return encode(capitalised ? capitalise(entry.target) : entry.target);
      });
    },
  };
}
