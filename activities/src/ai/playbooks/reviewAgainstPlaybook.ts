import type { Finding, Playbook, PlaybookTopic, PlaybookTopicKey } from '@arcline/shared/contracts';
import { clauseModel } from '../local/finder/clauseModel';
import { findClause } from '../local/finder/findClause';
import { TEMPLATE_CATEGORIES } from '../local/finder/categories';
import { unitText } from '../local/finder/units';
import { verifyQuote } from '../quotes';
import { applyRule } from './rules';

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
  quote: string;
}

export function locateTopic(topic: Pick<PlaybookTopic, 'key'>, paragraphs: string[]): TopicPassage | null {
  const model = clauseModel();
  const categories = topicCategories(topic.key).filter((category) => model.thresholds.has(category));
  const found = categories.length > 0 ? findClause(model, paragraphs, categories) : null;
  if (!found?.present) return null;
  const quote = unitText(paragraphs, found.unit).trim();
  return quote ? { paragraphIndex: found.unit.paragraph, quote } : null;
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
  const outcome = topic.rule
    ? applyRule(topic.rule, passage.quote)
    : { verdict: 'needs review' as const, explanation: `The playbook has no rule the offline engine can check for this topic; compare the passage with the position: ${topic.standardPosition}` };
  return {
    topicId: topic.id,
    verdict: outcome.verdict,
    quote: passage.quote,
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
