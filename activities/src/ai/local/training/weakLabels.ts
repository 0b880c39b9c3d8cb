import { splitSentences, type Span } from '../../text/sentences';
import type { LabelledSpan } from './cuadData';
import { originalSpan, type MappedDocument } from './paragraphMap';

/**
 * Clauses CUAD does not label but lawyers review in every contract (the templates Indemnification, Confidentiality,
 * Payment Terms, Notice Periods, Termination for Cause, Jurisdiction and Dispute Resolution). Their training labels are
 * weak: passages of the same CUAD contracts picked by precise patterns, either a clause heading ("13.
 * Indemnification.") followed by the clause's vocabulary, or a phrase that only that clause uses ("shall indemnify,
 * defend and hold harmless"). Precise rather than complete: a contract none of whose passages matches counts as
 * lacking the clause, which the hand-checked sample (`weakLabelCheck.json`) measures.
 */
export interface WeakCategory {
  category: string;
  /** What a lawyer looks for, in the words of CUAD's descriptions. */
  description: string;
  /** Heading words (a regular expression source, matched case-insensitively after the clause number). */
  heading: string;
  /** What the heading's clause must then mention within its first sentences. */
  vocabulary: RegExp;
  /** Phrases only this clause uses. */
  phrases: RegExp;
}

const W = String.raw`(?:[\w'’-]+,?\s+)`;

export const WEAK_CATEGORIES: WeakCategory[] = [
  {
    category: 'Indemnification',
    description: 'Is a party required to indemnify, defend or hold harmless the other party (or its affiliates, officers and employees) against claims, losses or damages?',
    heading: String.raw`indemnif\w*|indemnit(?:y|ies)`,
    vocabulary: /indemnif|hold\w* (?:\w+ ){0,4}harmless/i,
    phrases: new RegExp(
      String.raw`\b(?:shall|will|agrees? to|undertakes? to|hereby agrees? to)\s+${W}{0,4}(?:indemnify|defend,? (?:and )?indemnify)|\bindemnify,? (?:defend|and hold|hold)`,
      'i',
    ),
  },
  {
    category: 'Confidentiality',
    description: 'Is a party required to keep the other party\'s information confidential, or restricted from disclosing or using it?',
    heading: String.raw`confidential\w*(?: information)?|non-?disclosure|confidentiality and non-?disclosure`,
    vocabulary: /confiden|disclos/i,
    phrases: new RegExp(
      String.raw`(?:shall|will|agrees? to)\s+${W}{0,3}(?:hold|keep|maintain|treat)\s+${W}{0,8}(?:in (?:strict )?confidence|(?:as )?(?:strictly )?confidential)|shall not ${W}{0,3}disclose ${W}{0,10}confidential information`,
      'i',
    ),
  },
  {
    category: 'Payment Terms',
    description: 'When and how must amounts due under the contract be paid (invoicing, payment deadline such as net 30 days, interest on late payment)?',
    heading: String.raw`payments?(?: terms| of money| methods?| schedule)?|fees and payments?|payment of fees|invoic\w*|terms of payment|prices? and payments?|(?:service |license |[\w'’]+ )?fees?|compensation|consideration|royalt(?:y|ies)`,
    vocabulary: /\b(?:pay|paid|payable|payment|invoice|compensat)|\$\s?\d/i,
    phrases: new RegExp(
      String.raw`within\s+${W}?(?:\(\d+\)\s+)?(?:\d+\s+)?(?:calendar |business )?days (?:of|after|from|following) (?:the )?(?:date of |its )?(?:receipt of )?(?:the |an |such |each )?(?:invoice|billing)|\bnet (?:thirty|sixty|\d+)\b|payment (?:shall|will) be (?:made|due) within|(?:shall|will|agrees? to)\s+${W}{0,2}(?:pay|compensate|remit)\s+${W}{0,12}(?:\$|US\$|USD|dollars|fees?\b|royalt|commission)|(?:interest|late charge|late fee)s? ${W}{0,6}(?:overdue|late|past due|unpaid)`,
      'i',
    ),
  },
  {
    category: 'Notices',
    description: 'How must notices under the contract be given (in writing, by which means, to which address), and when is a notice deemed given or received?',
    heading: String.raw`notices?`,
    vocabulary: /in writing|deemed|address|mail|deliver/i,
    phrases: new RegExp(
      String.raw`notices? ${W}{0,12}(?:shall|must|will|may) be (?:in writing|given|delivered|sent|deemed|effective|made|addressed)|deemed (?:effective|given|received|delivered) (?:when|upon|on)\s+${W}{0,3}(?:personal|deliver|sent|receipt|mail)|(?:shall|will) be deemed (?:to have been )?(?:duly )?(?:given|received|delivered) ${W}{0,6}(?:deliver|mail|sent|receipt|fax|courier)`,
      'i',
    ),
  },
  {
    category: 'Termination For Cause',
    description: 'May a party terminate the contract for cause, such as the other party\'s material breach (after a cure period) or its insolvency or bankruptcy?',
    heading: String.raw`termination for (?:cause|breach|default)|events? of default`,
    vocabulary: /terminat/i,
    phrases: new RegExp(
      String.raw`(?:terminat|cancel)\w*\s+${W}{0,25}(?:breach|default|insolven|bankrupt|receiver)|(?:breach|default|insolven|bankrupt)\w*\s+${W}{0,30}(?:terminat|cancel)`,
      'i',
    ),
  },
  {
    category: 'Jurisdiction',
    description: 'Where must disputes be resolved: which courts have (exclusive) jurisdiction or venue, or which arbitration forum, seat and rules apply?',
    heading: String.raw`jurisdiction|venue|arbitration|dispute resolution|disputes|forum|consent to jurisdiction|submission to jurisdiction`,
    vocabulary: /court|arbitra|jurisdiction|venue/i,
    phrases: new RegExp(
      String.raw`(?:submit|consent)s?\s+${W}{0,6}(?:exclusive |non-exclusive )?jurisdiction|(?:exclusive|sole) (?:jurisdiction|venue)|(?:jurisdiction|venue) ${W}{0,3}(?:shall|will) (?:lie|be) (?:exclusively )?in|settled by (?:binding )?arbitration|(?:submitted|referred) to\s+${W}{0,8}(?:for\s+)?(?:final and )?(?:binding )?arbitration|arbitration (?:commission|association|cent(?:er|re))|arbitration ${W}{0,6}(?:rules of|administered by)`,
      'i',
    ),
  },
];

const NUMBERING = String.raw`^(?:(?:section|article)\s+)?(?:[\dIVX]+[.)]?(?:\d+[.)]?)*\s*|\([a-z0-9]+\)\s*)?`;
const headingPattern = (category: WeakCategory) => new RegExp(`${NUMBERING}(?:${category.heading})(?:\\s+and\\s+[a-z ]{3,25})?\\s*[.:\\-—]`, 'i');
/** A heading's clause: its first sentences, as far as this. */
const CLAUSE_CHARS = 500;
/** A paragraph this short holding only a heading introduces the next paragraph. */
const HEADING_ONLY_CHARS = 60;

/** The sentences of a paragraph from `from` up to about CLAUSE_CHARS. */
function clauseSpan(paragraph: string, from: number): Span {
  const sentences = splitSentences(paragraph).filter((span) => span.end > from);
  let end = sentences[0]?.end ?? paragraph.length;
  for (const sentence of sentences.slice(1)) {
    if (sentence.end - from > CLAUSE_CHARS) break;
    end = sentence.end;
  }
  return { start: from, end };
}

/** The weakly labelled passages of one mapped contract, as spans of its original text. */
export function weakClauses(document: MappedDocument): LabelledSpan[] {
  const labels: LabelledSpan[] = [];
  const { paragraphs } = document;
  for (const category of WEAK_CATEGORIES) {
    const heading = headingPattern(category);
    paragraphs.forEach((paragraph, index) => {
      const add = (at: number, span: Span) => {
        if (span.end > span.start) labels.push({ category: category.category, ...originalSpan(document, at, span) });
      };
      if (heading.test(paragraph)) {
        const next = paragraphs[index + 1];
        if (paragraph.length <= HEADING_ONLY_CHARS && next && category.vocabulary.test(next.slice(0, CLAUSE_CHARS))) {
          add(index, { start: 0, end: paragraph.length });
          add(index + 1, clauseSpan(next, 0));
        } else if (category.vocabulary.test(paragraph.slice(0, CLAUSE_CHARS))) {
          add(index, clauseSpan(paragraph, 0));
        }
      }
      const phrase = category.phrases.exec(paragraph);
      if (phrase) {
        const sentence = splitSentences(paragraph).find((span) => span.end > phrase.index) ?? { start: 0, end: paragraph.length };
        add(index, sentence);
      }
    });
  }
  return labels;
}
