import { contentStems, expandQuery, stem, words, type Concept, type WeightedTerm } from './terms';

/** A question prepared once for scoring many texts. */
export interface ScoringQuery {
  terms: WeightedTerm[];
  concepts: Concept[];
  /**
   * What a text must mention to be about the question: the words naming the clause types it asks about (or, when it
   * names none, its own significant words), or a phrase typical of those clauses (as space-joined lower-case words).
   */
  keyStems: Set<string>;
  keyPhrases: string[];
}

const phraseKey = (text: string) => words(text.toLowerCase()).join(' ');

export function prepareQuery(question: string): ScoringQuery {
  const { terms, concepts } = expandQuery(question);
  const triggers = concepts.flatMap((concept) => concept.triggers.map((trigger) => words(trigger.toLowerCase())));
  const keyStems = new Set(
    concepts.length > 0
      ? triggers.filter((trigger) => trigger.length === 1).map(([word]) => stem(word!))
      : terms.filter((term) => term.essential).map((term) => term.stem),
  );
  const keyPhrases = [
    ...concepts.flatMap((concept) => concept.phrases.map(phraseKey)),
    ...triggers.filter((trigger) => trigger.length > 1).map((trigger) => trigger.join(' ')),
  ];
  return { terms, concepts, keyStems, keyPhrases: [...new Set(keyPhrases)] };
}

export interface TextScore {
  index: number;
  score: number;
  /** The text mentions what the question is about (see ScoringQuery.keyStems). */
  relevant: boolean;
}

const K1 = 1.2;
const B = 0.5;
const PHRASE_BONUS = 2;
const MAX_PHRASE_BONUSES = 2;

/** BM25 over the given texts (their own document frequencies), plus a bonus for phrases typical of the clause asked about. */
export function scoreTexts(query: ScoringQuery, texts: string[]): TextScore[] {
  const stemmed = texts.map((text) => contentStems(text));
  const averageLength = Math.max(1, stemmed.reduce((sum, stems) => sum + stems.length, 0) / Math.max(1, texts.length));
  const documentFrequency = new Map<string, number>();
  for (const stems of stemmed) {
    for (const termStem of new Set(stems)) documentFrequency.set(termStem, (documentFrequency.get(termStem) ?? 0) + 1);
  }
  const idf = (termStem: string) => {
    const df = documentFrequency.get(termStem) ?? 0;
    return Math.log(1 + (texts.length - df + 0.5) / (df + 0.5));
  };

  return stemmed.map((stems, index) => {
    const counts = new Map<string, number>();
    for (const termStem of stems) counts.set(termStem, (counts.get(termStem) ?? 0) + 1);
    let score = 0;
    for (const term of query.terms) {
      const tf = counts.get(term.stem) ?? 0;
      if (tf > 0) score += term.weight * idf(term.stem) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * stems.length) / averageLength)));
    }
    const spaced = ` ${phraseKey(texts[index]!)} `;
    const phraseHits = query.keyPhrases.filter((phrase) => spaced.includes(` ${phrase} `)).length;
    score += PHRASE_BONUS * Math.min(phraseHits, MAX_PHRASE_BONUSES);
    const relevant = phraseHits > 0 || stems.some((termStem) => query.keyStems.has(termStem));
    return { index, score, relevant: relevant && score > 0 };
  });
}

/** The texts that are relevant, best first (ties keep document order). */
export function rankTexts(query: ScoringQuery, texts: string[]): TextScore[] {
  return scoreTexts(query, texts)
    .filter((entry) => entry.relevant)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}
