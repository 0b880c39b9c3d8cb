import type { Finding, Playbook, PlaybookRule, PlaybookTopic, PlaybookTopicKey } from '@arcline/shared';
import { clauseModel, type ClauseModel } from '../local/finder/clauseModel';
import { findClause, type ClauseFinding } from '../local/finder/findClause';
import { TEMPLATE_CATEGORIES } from '../local/finder/categories';
import { positionOf, unitText } from '../local/finder/units';
import { verifyQuote } from '../quotes';
import { splitSentences } from '../text/sentences';
import { headingOf } from '../text/headings';
import { applyRule, type RuleOutcome } from './rules';

/** The matrix template whose clause-finder categories locate each kind of topic. */
const TOPIC_TEMPLATES: Record<PlaybookTopicKey, keyof typeof TEMPLATE_CATEGORIES> = {
  governingLaw: 'Governing Law',
  jurisdiction: 'Jurisdiction and Dispute Resolution',
  liabilityCap: 'Limitation of Liability',
  indemnity: 'Indemnification',
  term: 'Term and Expiration',
  renewal: 'Renewal Term',
  terminationForConvenience: 'Termination for Convenience',
  terminationForCause: 'Termination for Cause',
  assignment: 'Assignment',
  changeOfControl: 'Change of Control',
  confidentiality: 'Confidentiality',
  nonCompete: 'Non-Compete',
  nonSolicitation: 'Non-Solicitation',
  exclusivity: 'Exclusivity',
  paymentTerms: 'Payment Terms',
  warranty: 'Warranties',
  insurance: 'Insurance',
  auditRights: 'Audit Rights',
  ipOwnership: 'Intellectual Property Ownership',
  notices: 'Notice Periods',
};

/** The clause finder's categories for a topic. */
export const topicCategories = (key: PlaybookTopicKey): string[] => TEMPLATE_CATEGORIES[TOPIC_TEMPLATES[key]] ?? [];

/** A document given as one text is read as its lines: `paragraphIndex` is then the line's index. */
export const paragraphsOf = (document: string | readonly string[]): string[] => (typeof document === 'string' ? document.split('\n') : [...document]);

/** The passage a topic is about: where the clause finder locates it, or null when it finds no such clause. */
export interface TopicPassage {
  paragraphIndex: number;
  /** The clause's sentences, verbatim: what a comment anchors on and a redline replaces. */
  quote: string;
  /** The whole passage the finder scored (the quote and the sentences around it): what a rule may read besides. */
  passage: string;
}

/**
 * The sentences of the found passage that are the clause: those the model rates as the category at its threshold
 * (else the best one), from the first to the last, without a leading clause number and heading ("9.05. Applicable
 * Law."), so a redline keeps the numbering and the sentences about something else.
 */
function clauseSpan(model: ClauseModel, paragraphs: string[], found: ClauseFinding): string {
  const paragraph = paragraphs[found.unit.paragraph]!;
  const position = positionOf(paragraphs, found.unit.paragraph);
  const sentences = splitSentences(paragraph).filter((span) => span.start >= found.unit.start && span.end <= found.unit.end);
  const scores = sentences.map((span) => model.score(paragraph.slice(span.start, span.end), position, [found.category]).get(found.category)!);
  const kept = sentences.filter((_, index) => scores[index]! >= found.threshold);
  const best = sentences[scores.indexOf(Math.max(...scores))];
  const span = kept.length > 0 ? { start: kept[0]!.start, end: kept.at(-1)!.end } : best;
  if (!span) return unitText(paragraphs, found.unit).trim();
  const text = paragraph.slice(span.start, span.end);
  const heading = headingOf(text);
  const afterHeading = heading ? text.indexOf(heading) + heading.length : 0;
  const body = heading ? text.slice(afterHeading).replace(/^[.:]?\s*/, '') : text;
  return (body.length >= 20 ? body : text).trim();
}

export function locateTopic(topic: Pick<PlaybookTopic, 'key'>, paragraphs: string[]): TopicPassage | null {
  const model = clauseModel();
  const categories = topicCategories(topic.key).filter((category) => model.thresholds.has(category));
  const found = categories.length > 0 ? findClause(model, paragraphs, categories) : null;
  if (!found?.present) return null;
  const passage = unitText(paragraphs, found.unit).trim();
  return passage ? { paragraphIndex: found.unit.paragraph, quote: clauseSpan(model, paragraphs, found), passage } : null;
}

/**
 * The rule's verdict on the clause; where the clause alone does not let it decide, on the whole passage (then quoted,
 * so the value it read is in the quote).
 */
function judged(rule: PlaybookRule, passage: TopicPassage): { outcome: RuleOutcome; quote: string } {
  const outcome = applyRule(rule, passage.quote);
  if (outcome.verdict !== 'needs review' || passage.passage === passage.quote) return { outcome, quote: passage.quote };
  const wider = applyRule(rule, passage.passage);
  return wider.verdict === 'needs review' ? { outcome, quote: passage.quote } : { outcome: wider, quote: passage.passage };
}

/** The offline verdict on one topic: the rule's, or "needs review" where the playbook has no rule for it. */
export function reviewTopic(topic: PlaybookTopic, paragraphs: string[]): Finding {
  const passage = locateTopic(topic, paragraphs);
  if (!passage) {
    return topic.absentIsStandard
      ? { topicId: topic.id, verdict: 'standard', quote: '', explanation: `The contract has no ${topic.title.toLowerCase()} clause, which meets the playbook's position: ${topic.standardPosition}`, proposedText: '' }
      : {
          topicId: topic.id,
          verdict: 'missing',
          quote: '',
          explanation: `The offline engine found no ${topic.title.toLowerCase()} clause in the contract. The playbook's position: ${topic.standardPosition}`,
          proposedText: topic.standardWording,
        };
  }
  const { outcome, quote } = topic.rule
    ? judged(topic.rule, passage)
    : {
        outcome: { verdict: 'needs review' as const, explanation: `The playbook has no rule the offline engine can check for this topic; compare the passage with the position: ${topic.standardPosition}` },
        quote: passage.quote,
      };
  return {
    topicId: topic.id,
    verdict: outcome.verdict,
    quote,
    explanation: outcome.explanation,
    proposedText: outcome.verdict === 'standard' || outcome.verdict === 'fallback' ? '' : topic.standardWording,
    paragraphIndex: passage.paragraphIndex,
  };
}

/**
 * Reviews a contract against a playbook offline: one finding per topic, in the playbook's order. The clause finder
 * locates each topic's passage (quoted verbatim); the topic's rule decides; what no rule decides is "needs review".
 */
export function reviewAgainstPlaybook(document: string | readonly string[], playbook: Pick<Playbook, 'topics'>): Finding[] {
  const paragraphs = paragraphsOf(document);
  const source = paragraphs.join('\n');
  return playbook.topics.map((topic) => {
    const finding = reviewTopic(topic, paragraphs);
    if (finding.quote && !verifyQuote(finding.quote, source)) throw new Error(`playbook review quoted text that is not in the document (topic ${topic.id})`);
    return finding;
  });
}
