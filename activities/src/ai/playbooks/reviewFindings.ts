import { PLAYBOOK_VERDICTS, type Finding, type Playbook, type PlaybookVerdict } from '@arcline/shared';
import type { ContextPassage, ReviewFinding } from '../types';
import { paragraphIdOf } from '../local/review';
import { reviewAgainstPlaybook } from './reviewAgainstPlaybook';
import { withRestOfArrangement } from './wordingFit';

const SEVERITY: Record<PlaybookVerdict, ReviewFinding['severity']> = {
  unacceptable: 'high',
  missing: 'high',
  'needs review': 'medium',
  fallback: 'low',
  standard: 'low',
};

/**
 * The review's findings as the task pane shows them: one per topic, anchored at the paragraph the quote is in. An
 * unacceptable clause's quote (what "Propose redline" and "Apply all" replace) takes with it the later items of its list
 * in the same paragraph that belong to the replaced arrangement, as the matrix's redline does (`withRestOfArrangement`,
 * issue 32, 32a): Agapé's "(i) 50% … on placement of the customer's order." goes with "(ii) The remaining 50% …".
 */
export function toReviewFindings(findings: Finding[], playbook: Pick<Playbook, 'topics'>, passages: readonly ContextPassage[]): ReviewFinding[] {
  const titles = new Map(playbook.topics.map((topic) => [topic.id, topic.title]));
  return findings.map((given) => {
    const passage = given.paragraphIndex === undefined ? undefined : passages[given.paragraphIndex];
    const redlined = given.verdict === 'unacceptable' && given.quote && given.proposedText;
    const finding = redlined ? { ...given, quote: withRestOfArrangement(given.quote, passage ? [passage.text] : passages.map((each) => each.text)) } : given;
    return {
      severity: SEVERITY[finding.verdict],
      title: `${titles.get(finding.topicId) ?? finding.topicId}: ${finding.verdict}`,
      explanation: finding.explanation,
      paragraphIds: passage ? [paragraphIdOf(passage, finding.quote)] : [],
      quote: finding.quote || undefined,
      suggestion: finding.proposedText || undefined,
      topicId: finding.topicId,
      verdict: finding.verdict,
      proposedText: finding.proposedText,
    };
  });
}

/** "Reviewed against "Commercial agreements" (version 3): 4 standard, 1 fallback, 2 unacceptable, 1 missing." */
export function playbookSummary(findings: readonly Pick<Finding, 'verdict'>[], playbook: Pick<Playbook, 'name' | 'version'>): string {
  const counts = PLAYBOOK_VERDICTS.map((verdict) => [verdict, findings.filter((finding) => finding.verdict === verdict).length] as const).filter(([, count]) => count > 0);
  return `Reviewed against "${playbook.name}" (version ${playbook.version}): ${counts.map(([verdict, count]) => `${count} ${verdict}`).join(', ')}.`;
}

/**
 * A Word table read cell by cell, each cell's paragraph a passage of its own (as the matrix's .docx reading has them):
 * a clause in a cell is then quoted from its cell, not from the table's flattened text ("Clause | Text\nAgreed | 5.4 …"),
 * so its quote selects and redlines in that cell.
 */
export const cellByCell = (passages: readonly ContextPassage[]): ContextPassage[] =>
  passages.flatMap(({ cellParagraphs, ...passage }): ContextPassage[] =>
    cellParagraphs?.length ? cellParagraphs.filter((cell) => cell.text.trim()).map((cell) => ({ ...passage, partId: cell.id, text: cell.text })) : [{ ...passage, ...(cellParagraphs ? { cellParagraphs } : {}) }],
  );

/** The offline review of a cached document against a playbook (the local engine's reviewDocument with a playbook). */
export function reviewPassagesAgainstPlaybook(passages: readonly ContextPassage[], playbook: Playbook): { summary: string; findings: ReviewFinding[] } {
  const reviewed = cellByCell(passages);
  // A cell's paragraph is read alone: no sentence runs from one cell into the next (issue 32, 32t).
  const tableCells = reviewed.flatMap((passage, index) => (passages.some((table) => table.cellParagraphs?.some((cell) => cell.id === passage.partId)) ? [index] : []));
  const findings = reviewAgainstPlaybook(reviewed.map((passage) => passage.text), playbook, { tableCells });
  return { summary: playbookSummary(findings, playbook), findings: toReviewFindings(findings, playbook, reviewed) };
}
