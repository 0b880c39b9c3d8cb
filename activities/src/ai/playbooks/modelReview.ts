import { z } from 'zod';
import { checkIntegrity, INTEGRITY_TEXTS, PLAYBOOK_VERDICTS, type Finding, type Playbook } from '@arcline/shared';
import type { ContextPassage, PlaybookParagraphsInput, TokenUsage } from '../types';
import { locateQuote } from '../quotes';
import { formatPassages } from '../tools/instructions';
import { conversation, type ToolCall } from '../tools/toolCall';
import { locateTopic } from './reviewAgainstPlaybook';
import { fitWording } from './wordingFit';

/**
 * A review against a playbook by a model (Claude or a self-hosted one): the model judges each topic against the
 * positions; here its answer is held to the same standards as the offline engine's — one finding per topic, every
 * quote verbatim in the document (else the verdict falls back to "needs review"), and its proposed wording fitted to the
 * contract as the playbook's wording is (`fitWording`: the contract's names for the parties and casing of its terms, the
 * quote's own labels and headings, what the quote says on other subjects) and read by the integrity check against the
 * document it would go into.
 */

const findingSchema = z.object({
  topicId: z.string().describe('The id of the playbook topic.'),
  verdict: z.enum(PLAYBOOK_VERDICTS).describe('standard, fallback, unacceptable, missing (no such clause), or "needs review" when unsure.'),
  passage: z.string().optional().describe('The id of the passage the clause is in, e.g. "P3"; omit when missing.'),
  quote: z.string().optional().describe('The clause, copied exactly from that passage; omit when missing.'),
  explanation: z.string().min(1).describe('Why, in one or two sentences, measured against the position.'),
  proposedText: z.string().optional().describe("For unacceptable or missing: the wording to put in, based on the playbook's standard wording."),
});
const playbookReviewSchema = z.object({ findings: z.array(findingSchema) });

export const PLAYBOOK_REVIEW_TOOL = {
  name: 'report_playbook_review',
  description: 'Report one verdict per playbook topic for the document.',
  schema: playbookReviewSchema,
};

export const PLAYBOOK_REVIEW_INSTRUCTIONS =
  'You are Arcline, reviewing a contract for a lawyer against the firm\'s playbook. For every topic of the playbook, find ' +
  'the clause that deals with it and judge it: "standard" when it meets the standard position, "fallback" when it meets ' +
  'a fallback, "unacceptable" when it meets neither or matches an unacceptable term, "missing" when the contract has no ' +
  'such clause, "needs review" when you cannot tell. Quote the clause exactly, character for character, naming its ' +
  'passage id; quotes are checked against the document and a verdict without a verifiable quote becomes "needs review". ' +
  "For unacceptable and missing, propose wording based on the playbook's standard wording, adapted to the contract's " +
  'defined terms. Report by calling the report_playbook_review tool.';

/** The playbook as the model reads it. */
export function formatPlaybook(playbook: Playbook): string {
  const topics = playbook.topics.map((topic) =>
    [
      `<topic id="${topic.id}" title="${topic.title}">`,
      `Standard position: ${topic.standardPosition}`,
      `Standard wording: ${topic.standardWording}`,
      ...topic.fallbacks.map((fallback) => `Fallback: ${fallback}`),
      ...topic.unacceptable.map((term) => `Unacceptable: ${term}`),
      topic.absentIsStandard ? 'A contract without such a clause meets the standard position.' : '',
      '</topic>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  // One-sided clauses (a cap, consent to assign, a one-way indemnity, confidentiality) are judged from the client's side.
  const side = playbook.actingFor
    ? `<acting-for>${playbook.actingFor}</acting-for>\nThe firm acts for this party (a role, or its name as the contract writes it): judge one-sided clauses from its side (a cap that protects only the other party is not standard; consent that only the other party needs to assign is fine; a one-way indemnity in its favour is standard, one it gives alone is unacceptable).\n`
    : '';
  return `<playbook name="${playbook.name}">\n${side}${topics.join('\n')}\n</playbook>`;
}

type ModelFinding = z.infer<typeof findingSchema>;

/** The integrity check's warnings on the proposed wording, put where it would go (replacing the quoted paragraph, or at the end). */
function integrityNote(proposedText: string, passages: readonly ContextPassage[], paragraphIndex: number | undefined): string {
  const paragraphs = passages.map((passage, index) => ({ id: String(index), text: passage.text }));
  const changedId = paragraphIndex === undefined ? 'proposed' : String(paragraphIndex);
  const edited = paragraphIndex === undefined ? [...paragraphs, { id: changedId, text: proposedText }] : paragraphs.map((paragraph) => (paragraph.id === changedId ? { ...paragraph, text: proposedText } : paragraph));
  const warnings = checkIntegrity(edited, [changedId], { before: paragraphs });
  return warnings.length === 0 ? '' : ` ${INTEGRITY_TEXTS.heading} ${warnings.map((warning) => warning.message).join(' ')}`;
}

/**
 * The model's findings, checked: one per topic in the playbook's order. `contract` is the whole text the wording goes
 * into (where its parties are defined), when the model read only some of it.
 */
export function checkModelFindings(
  answer: ModelFinding[],
  playbook: Playbook,
  passages: readonly ContextPassage[],
  byLabel: ReadonlyMap<string, ContextPassage>,
  contract: string = passages.map((passage) => passage.text).join('\n'),
): Finding[] {
  const fitted = (wording: string, quote: string, topic: Playbook['topics'][number]) => fitWording(wording, { quote, contract, actingFor: playbook.actingFor, topic: topic.key });
  return playbook.topics.map((topic): Finding => {
    const given = answer.find((finding) => finding.topicId === topic.id);
    if (!given) return { topicId: topic.id, verdict: 'needs review', quote: '', explanation: 'The model gave no verdict on this topic.', proposedText: fitted(topic.standardWording, '', topic) };
    const labelled = given.passage ? byLabel.get(given.passage.trim()) : undefined;
    const candidates = labelled ? [labelled, ...passages] : passages;
    const located = given.quote?.trim()
      ? candidates.map((passage) => ({ passage, location: locateQuote(given.quote!, passage.text) })).find((candidate) => candidate.location)
      : undefined;
    const paragraphIndex = located ? passages.indexOf(located.passage) : undefined;
    const quote = located?.location ? located.passage.text.slice(located.location.start, located.location.end) : '';
    const unsupported = given.verdict !== 'missing' && !quote;
    const verdict = unsupported ? 'needs review' : given.verdict;
    const written = verdict === 'unacceptable' || verdict === 'missing' || verdict === 'needs review' ? given.proposedText?.trim() || topic.standardWording : '';
    const proposed = written && fitted(written, quote, topic);
    const explanation =
      (unsupported ? `${given.explanation} (The model's quote for this topic is not in the document, so its verdict "${given.verdict}" is not kept.)` : given.explanation) +
      (proposed ? integrityNote(proposed, passages, verdict === 'missing' ? undefined : paragraphIndex) : '');
    return { topicId: topic.id, verdict, quote, explanation, proposedText: proposed, ...(paragraphIndex !== undefined && quote ? { paragraphIndex } : {}) };
  });
}


/** Paragraphs around each topic's passage sent when the whole text is too long for the model's context. */
const AROUND_LOCATED = 2;

/**
 * The paragraphs a model reads for a review: all of them when they fit in `maxChars`; else, for each topic, those
 * around the passage the offline clause finder locates (a topic it does not locate is then judged on what is sent,
 * and a quote from elsewhere is not verifiable, so never kept), in document order, cut at `maxChars`.
 */
export function paragraphsForModel(paragraphs: readonly string[], playbook: Pick<Playbook, 'topics'>, maxChars: number): number[] {
  const all = paragraphs.map((_, index) => index);
  if (paragraphs.reduce((sum, text) => sum + text.length, 0) <= maxChars) return all;
  const chosen = new Set<number>();
  for (const topic of playbook.topics) {
    const located = locateTopic(topic, [...paragraphs]);
    if (!located) continue;
    for (let index = located.paragraphIndex - AROUND_LOCATED; index <= located.paragraphIndex + AROUND_LOCATED; index += 1) if (index >= 0 && index < paragraphs.length) chosen.add(index);
  }
  let size = 0;
  return [...chosen].sort((a, b) => a - b).filter((index) => (size += paragraphs[index]!.length) <= maxChars);
}

/**
 * A model's review of a text given as paragraphs (a matrix document) against a playbook: the same prompt, tool and
 * checks as the Word review (checkModelFindings: a quote not in the paragraphs turns the verdict into "needs review",
 * the proposed wording goes through the integrity check). `paragraphIndex` is an index into `input.paragraphs`.
 */
export async function reviewParagraphsWithModel(
  callTool: <T>(call: ToolCall<T>) => Promise<{ value: T; usage: TokenUsage }>,
  input: PlaybookParagraphsInput,
  maxContextChars: number,
): Promise<{ findings: Finding[]; usage: TokenUsage }> {
  const passages: ContextPassage[] = paragraphsForModel(input.paragraphs, input.playbook, maxContextChars).map((ordinal) => ({
    sourceType: 'attachment',
    sourceId: input.documentName,
    sourceName: input.documentName,
    partId: null,
    ordinal,
    text: input.paragraphs[ordinal]!,
  }));
  const { text, byLabel } = formatPassages(passages);
  const { value, usage } = await callTool({
    task: 'playbook-review',
    tool: PLAYBOOK_REVIEW_TOOL,
    instructions: PLAYBOOK_REVIEW_INSTRUCTIONS,
    context: `${formatPlaybook(input.playbook)}\n${text}`,
    messages: conversation([], 'Review this contract against the playbook.'),
  });
  const findings = checkModelFindings(value.findings, input.playbook, passages, byLabel, input.paragraphs.join('\n')).map((finding) =>
    finding.paragraphIndex === undefined ? finding : { ...finding, paragraphIndex: passages[finding.paragraphIndex]!.ordinal },
  );
  return { findings, usage };
}
