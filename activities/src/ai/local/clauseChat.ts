import type { ContextPassage } from '../types';
import { verifyCitations } from '../verification';
import { clauseModel, type ClauseModel } from './finder/clauseModel';
import type { UnitPosition } from './finder/features';
import { categoriesForColumn } from './finder/categories';
import { headingsOf, unitsOf, unitText } from './finder/units';
import { describeSource, EXTRACTIVE_LEAD_IN, EXTRACTIVE_NOTE, NOTHING_FOUND_ANSWER, type ExtractiveAnswer } from './extractiveAnswer';

/** Categories a chat question may name that retrieval answers better than the finder: every question is about them. */
const GENERAL_CATEGORIES = new Set(['Document Name', 'Parties']);
const MAX_QUOTES = 3;

/** The CUAD categories a chat question asks about (its words name the category), without the general ones. */
export function clauseCategoriesOfQuestion(question: string, model: ClauseModel = clauseModel()): string[] {
  return categoriesForColumn('', question, model.categories).filter((category) => !GENERAL_CATEGORIES.has(category));
}

interface Candidate {
  passage: ContextPassage;
  quote: string;
  margin: number;
}

/** Passages are positioned within their own source, as the finder was trained on whole contracts, under the heading above them. */
function positions(passages: ContextPassage[]): Map<ContextPassage, UnitPosition> {
  const bySource = new Map<string, ContextPassage[]>();
  for (const passage of passages) {
    const ofSource = bySource.get(passage.sourceId) ?? [];
    ofSource.push(passage);
    bySource.set(passage.sourceId, ofSource);
  }
  const found = new Map<ContextPassage, UnitPosition>();
  for (const ofSource of bySource.values()) {
    const ordered = [...ofSource].sort((a, b) => a.ordinal - b.ordinal);
    const headings = headingsOf(ordered.map((passage) => passage.text));
    const paragraphCount = Math.max(...ordered.map((passage) => passage.ordinal)) + 1;
    ordered.forEach((passage, index) => found.set(passage, { paragraph: passage.ordinal, paragraphCount, heading: headings[index] }));
  }
  return found;
}

/**
 * Chat about a clause CUAD labels ("is there a non-compete?"): the finder reads every paragraph of the sources and
 * quotes those it rates as the clause, best first; when none clears the category's threshold the answer says so and
 * says what was looked for, rather than quoting the closest words.
 */
export function clauseChatAnswer(question: string, categories: string[], passages: ContextPassage[], model: ClauseModel = clauseModel()): ExtractiveAnswer {
  const positioned = positions(passages);
  const candidates: Candidate[] = [];
  for (const passage of passages) {
    let best: Candidate | null = null;
    for (const unit of unitsOf([passage.text])) {
      const text = unitText([passage.text], unit);
      const scores = model.score(text, positioned.get(passage)!, categories);
      for (const [category, score] of scores) {
        const margin = score - model.thresholds.get(category)!;
        if (margin >= 0 && (!best || margin > best.margin)) best = { passage, quote: text, margin };
      }
    }
    if (best) candidates.push(best);
  }
  const chosen = candidates.sort((a, b) => b.margin - a.margin).slice(0, MAX_QUOTES);
  const { citations } = verifyCitations(chosen, passages);
  if (citations.length === 0) {
    const lookedFor = categories.map((category) => `${category} (${model.descriptions.get(category) ?? category})`).join('; ');
    return { answer: `${NOTHING_FOUND_ANSWER} I looked for a clause of the kind lawyers label ${lookedFor} in every paragraph.`, citations: [] };
  }
  const quoted = citations.map((citation) => `> ${citation.quote}\n>\n> — ${describeSource(citation)}`);
  return { answer: [EXTRACTIVE_LEAD_IN, ...quoted, EXTRACTIVE_NOTE].join('\n\n'), citations };
}
