import type { ContextPassage, ReviewFinding } from '../types';
import { verifyQuote } from '../quotes';

/** A paragraph's id for findings: its Word paragraph id, else its position in the source. */
export const paragraphIdOf = (passage: ContextPassage): string => passage.partId ?? String(passage.ordinal);

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
const DEFINED_TERM = /["“](?:the\s+)?([\p{Lu}][^"”]{1,60})["”]|\(\s*['‘](?:the\s+)?([\p{Lu}][^'’]{1,60})['’]\s*\)/gu;
/** "the Purchase Agreement", "the Services Termination Date": capitalised terms used like defined terms. */
const TERM_IN_USE = /\bthe ((?!The\b)[\p{Lu}][\p{Ll}]+(?:\s+(?!The\b)[\p{Lu}][\p{Ll}]+){0,3})\b/gu;
const NOT_DEFINED_TERMS = new Set([
  'Agreement', 'Section', 'Article', 'Exhibit', 'Schedule', 'Annex', 'Appendix', 'Parties', 'Party', 'United States', 'United Kingdom',
  'State', 'Company', 'Effective Date', 'Act', 'Board', 'Court', 'Courts',
]);
const MAX_UNDEFINED_TERMS = 5;
const MIN_UNDEFINED_TERM_USES = 2;

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
  const first = found[0]!;
  const quote = PLACEHOLDER.exec(first.text)![0];
  return [
    {
      severity: 'medium',
      title: 'Blanks left to fill in',
      explanation: `${found.length} paragraph${found.length === 1 ? ' has' : 's have'} a blank or placeholder (such as [●] or a line of underscores) that should be completed or removed before signing.`,
      paragraphIds: found.map(paragraphIdOf),
      quote,
      suggestion: 'Fill in the blank, or remove it if it does not apply.',
    },
  ];
}

function undefinedTerms(passages: ContextPassage[]): ReviewFinding[] {
  const text = passages.map((passage) => passage.text).join('\n');
  const defined = new Set([...text.matchAll(DEFINED_TERM)].map((match) => (match[1] ?? match[2]!).replace(/^the\s+/i, '').trim()));
  const uses = new Map<string, ContextPassage[]>();
  for (const passage of passages) {
    for (const match of passage.text.matchAll(TERM_IN_USE)) {
      const term = match[1]!;
      if (defined.has(term) || NOT_DEFINED_TERMS.has(term) || [...defined].some((name) => name.startsWith(`${term} `) || term.startsWith(`${name} `))) continue;
      const list = uses.get(term) ?? [];
      if (!list.includes(passage)) list.push(passage);
      uses.set(term, list);
    }
  }
  return [...uses.entries()]
    .filter(([term, where]) => where.length >= MIN_UNDEFINED_TERM_USES && countOf(text, `the ${term}`) >= MIN_UNDEFINED_TERM_USES)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, MAX_UNDEFINED_TERMS)
    .map(([term, where]) => ({
      severity: 'low' as const,
      title: `"${term}" is used like a defined term but never defined`,
      explanation: `"${term}" is capitalised and used in ${where.length} paragraphs, but no paragraph defines it (for example with ("${term}") or "${term}" means…).`,
      paragraphIds: where.map(paragraphIdOf),
      quote: `the ${term}`,
      suggestion: `Define "${term}" where it is first used, or in the definitions clause.`,
    }));
}

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

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
  const findings = [...missingClauses(passages), ...placeholders(passages), ...undefinedTerms(passages)].map((finding) =>
    finding.quote && !verifyQuote(finding.quote, text) ? { ...finding, quote: undefined } : finding,
  );
  const summary =
    `Offline review of ${passages.length} paragraphs: ${findings.length === 0 ? 'no' : findings.length} finding${findings.length === 1 ? '' : 's'}. ` +
    'The offline engine checks for common clauses (governing law, limitation of liability, termination), blanks left to fill in ' +
    'and capitalised terms that are never defined; it does not judge the legal substance. Enable the Claude engine for a full review.';
  return { summary, findings };
}
