import { contentStems, expandQuery, type Concept, type WeightedTerm } from './terms';

/** A question prepared once for scoring many texts. */
export interface ScoringQuery {
  terms: WeightedTerm[];
  concepts: Concept[];
}

export function prepareQuery(question: string): ScoringQuery {
  return expandQuery(question);
}

export interface TextScore {
  index: number;
  score: number;
  /** The text mentions one of the question's own significant words, or a phrase typical of the clause it asks about. */
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
  const phrases = query.concepts.flatMap((concept) => concept.phrases);

  return stemmed.map((stems, index) => {
    const counts = new Map<string, number>();
    for (const termStem of stems) counts.set(termStem, (counts.get(termStem) ?? 0) + 1);
    let score = 0;
    let relevant = false;
    for (const term of query.terms) {
      const tf = counts.get(term.stem) ?? 0;
      if (tf === 0) continue;
      if (term.essential) relevant = true;
      score += term.weight * idf(term.stem) * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * stems.length) / averageLength)));
    }
    const lower = texts[index]!.toLowerCase();
    const phraseHits = phrases.filter((phrase) => lower.includes(phrase)).length;
    if (phraseHits > 0) relevant = true;
    score += PHRASE_BONUS * Math.min(phraseHits, MAX_PHRASE_BONUSES);
    return { index, score, relevant: relevant && score > 0 };
  });
}

/** The texts that are relevant, best first (ties keep document order). */
export function rankTexts(query: ScoringQuery, texts: string[]): TextScore[] {
  return scoreTexts(query, texts)
    .filter((entry) => entry.relevant)
    .sort((a, b) => b.score - a.score || a.index - b.index);
}
