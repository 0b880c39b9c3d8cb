import { checkIntegrity, INTEGRITY_TEXTS } from '@arcline/shared';
import type { ContextPassage, ReviewFinding } from '../types';
import { cellHolding, verifyQuote } from '../quotes';

/**
 * A paragraph's id for findings: the cell's paragraph when the quote is in one cell of a table (`cellHolding`), else its
 * Word paragraph id (a table's is its first cell's), else its position in the source.
 */
export const paragraphIdOf = (passage: ContextPassage, quote?: string): string =>
  cellHolding(passage.cellParagraphs, quote)?.id ?? passage.partId ?? String(passage.ordinal);

interface ClauseCheck {
  title: string;
  severity: ReviewFinding['severity'];
  present: RegExp;
  explanation: string;
  suggestion: string;
}

const CLAUSE_CHECKS: ClauseCheck[] = [
  {
    title: 'No governing law clause',
    severity: 'high',
    present: /\b(?:governed by|governing law|construed in accordance with|laws of the (?:state|commonwealth|province) of)\b/i,
    explanation: 'No paragraph says which law governs the agreement; disputes about interpretation then start with a dispute about the applicable law.',
    suggestion: 'Add a clause such as: "This Agreement shall be governed by and construed in accordance with the laws of [jurisdiction]."',
  },
  {
    title: 'No limitation of liability',
    severity: 'medium',
    present: /\b(?:limitation of liability|limitations? on liability|shall not be liable|in no event shall|not be liable for any (?:indirect|incidental|special|consequential)|aggregate liability|liability (?:shall|will) not exceed)\b/i,
    explanation: 'No paragraph limits or excludes liability (for example indirect or consequential damages, or a cap on the total).',
    suggestion: 'Add a limitation of liability clause excluding indirect and consequential damages and capping the total liability.',
  },
  {
    title: 'No termination clause',
    severity: 'high',
    present: /\bterminat(?:e|ed|es|ion)\b/i,
    explanation: 'No paragraph says how or when the agreement can be terminated.',
    suggestion: 'Add a termination clause: the term, termination for convenience with notice, and termination for material breach.',
  },
];

/** Blanks left to fill in: [●], [•], [ ], [***], [Name], runs of underscores or dots. */
const PLACEHOLDER = /\[\s*(?:[●•*xX ]+|_+|\.{3,}|insert[^\]]*|name|date|amount|address|tbd|tbc)\s*\]|_{4,}|\.{6,}/iu;
const MAX_UNDEFINED_TERMS = 5;

function missingClauses(passages: ContextPassage[]): ReviewFinding[] {
  const text = passages.map((passage) => passage.text).join('\n');
  return CLAUSE_CHECKS.filter((check) => !check.present.test(text)).map((check) => ({
    severity: check.severity,
    title: check.title,
    explanation: `${check.explanation} (Checked by the offline engine by looking for the usual wording.)`,
    paragraphIds: [],
    suggestion: check.suggestion,
  }));
}

function placeholders(passages: ContextPassage[]): ReviewFinding[] {
  const found = passages.filter((passage) => PLACEHOLDER.test(passage.text));
  if (found.length === 0) return [];
  const blankIn = (passage: ContextPassage) => PLACEHOLDER.exec(passage.text)![0];
  const quote = blankIn(found[0]!);
  return [
    {
      severity: 'medium',
      title: 'Blanks left to fill in',
      explanation: `${found.length} paragraph${found.length === 1 ? ' has' : 's have'} a blank or placeholder (such as [●] or a line of underscores) that should be completed or removed before signing.`,
      // Each paragraph at the cell holding its own blank.
      paragraphIds: found.map((passage) => paragraphIdOf(passage, blankIn(passage))),
      quote,
      suggestion: 'Fill in the blank, or remove it if it does not apply.',
    },
  ];
}

/**
 * Terms used like defined terms ("the Recipient") that the document never defines, by the integrity check's own logic
 * (shared/src/integrity, the check run after every AI edit) applied to every paragraph; each with the paragraphs that
 * use it.
 */
function undefinedTerms(passages: ContextPassage[]): ReviewFinding[] {
  const paragraphs = passages.map((passage, index) => ({ id: String(index), text: passage.text }));
  const terms = checkIntegrity(paragraphs, paragraphs.map((paragraph) => paragraph.id))
    .filter((warning) => warning.kind === 'undefined-term')
    .map((warning) => paragraphs[Number(warning.paragraphId)]!.text.slice(warning.start, warning.end));
  return terms
    .map((term) => ({ term, where: passages.filter((passage) => passage.text.includes(term)) }))
    .sort((a, b) => b.where.length - a.where.length)
    .slice(0, MAX_UNDEFINED_TERMS)
    .map(({ term, where }) => ({
      severity: 'low' as const,
      title: `"${term}" is used like a defined term but never defined`,
      explanation: `${INTEGRITY_TEXTS.undefinedTerm(term)} It is used in ${where.length} paragraph${where.length === 1 ? '' : 's'} (define it with ("${term}") or "${term}" means…).`,
      paragraphIds: where.map((passage) => paragraphIdOf(passage, term)),
      quote: term,
      suggestion: `Define "${term}" where it is first used, or in the definitions clause.`,
    }));
}

export interface LocalReview {
  summary: string;
  findings: ReviewFinding[];
}

/** Heuristic review: missing common clauses, blanks left in, and capitalised terms that are never defined. */
export function reviewLocally(passages: ContextPassage[]): LocalReview {
  if (passages.length === 0) {
    return { summary: 'The document has no text indexed yet, so there is nothing to review. Wait for indexing to finish and try again.', findings: [] };
  }
  const text = passages.map((passage) => passage.text).join('\n');
  // A quote the source holds character for character is verbatim too: a blank such as "[●]" or "[ ]" has no words for verifyQuote.
  const findings = [...missingClauses(passages), ...placeholders(passages), ...undefinedTerms(passages)].map((finding) =>
    finding.quote && !verifyQuote(finding.quote, text) && !text.includes(finding.quote) ? { ...finding, quote: undefined } : finding,
  );
  const summary =
    `Offline review of ${passages.length} paragraphs: ${findings.length === 0 ? 'no' : findings.length} finding${findings.length === 1 ? '' : 's'}. ` +
    'The offline engine checks for common clauses (governing law, limitation of liability, termination), blanks left to fill in ' +
    'and capitalised terms that are never defined; it does not judge the legal substance. Enable the Claude engine for a full review.';
  return { summary, findings };
}
