import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  NOT_FOUND,
  type AiProvider,
  type AnswerQuestionInput,
  type ChatInWordResult,
  type ContextPassage,
  type ReviewDocumentResult,
  type ReviewFinding,
  type TokenUsage,
  type WordAction,
} from '../types';
import { uniquePassages, type PassageStore, type SourceScope } from '../retrieval';
import type { AiLogger } from '../logger';
import { locateQuote, verifyQuote } from '../quotes';
import { referenceAround, verifyCitations, verifyMatrixReference, type QuoteClaim } from '../verification';
import { formatNumberedParagraphs, formatPassages, INSTRUCTIONS, matrixCellMessage } from './instructions';
import { ANSWER_TOOL, CHAT_IN_WORD_TOOL, MATRIX_CELL_TOOL, REVIEW_TOOL, TRANSLATE_TOOL } from './tasks';
import { conversation, type ToolCall } from './toolCall';
import { checkModelFindings, formatPlaybook, PLAYBOOK_REVIEW_INSTRUCTIONS, PLAYBOOK_REVIEW_TOOL, reviewParagraphsWithModel } from '../playbooks/modelReview';
import { cellByCell, playbookSummary, toReviewFindings } from '../playbooks/reviewFindings';
import type { Playbook } from '@arcline/shared';

/** Claude's default: documents and attachments up to this size go to the model whole; larger ones are retrieved from. */
export const MAX_CONTEXT_CHARS = 300_000;
/** Passages retrieved from sources too large to send whole. */
const RETRIEVED_PASSAGES = 60;

export interface ToolTaskProviderDeps {
  engine: 'claude' | 'selfHosted';
  model: string;
  store: PassageStore;
  logger: AiLogger;
  /** Sources up to this many characters are sent whole, larger ones as retrieved passages (the model's context window). */
  maxContextChars: number;
  /** One task's forced tool call against the engine's API (see callForcedTool). */
  callTool<T>(call: ToolCall<T>): Promise<{ value: T; usage: TokenUsage }>;
  research: AiProvider['research'];
}

/**
 * The tasks every model engine does the same way: the same prompts and tool schemas, the answer's quotes verified
 * against the sources (unverifiable ones dropped), paragraph ids checked. Only the API call differs per engine.
 */
export function createToolTaskProvider(deps: ToolTaskProviderDeps): AiProvider {
  const { engine, model } = deps;

  /** The context of a question: whole sources when they fit, else the passages retrieved for the question; plus those passed in. */
  async function gather(input: AnswerQuestionInput): Promise<ContextPassage[]> {
    const scope: SourceScope = { attachmentIds: input.attachmentIds, ...(input.documentId ? { documentId: input.documentId } : {}) };
    const hasSources = input.attachmentIds.length > 0 || Boolean(input.documentId);
    const whole = hasSources ? await deps.store.loadSources(input.userId, scope) : [];
    const size = whole.reduce((sum, passage) => sum + passage.text.length, 0);
    const chosen =
      size <= deps.maxContextChars
        ? whole
        : await deps.store.search({ userId: input.userId, query: input.question, sourceIds: scope, limit: RETRIEVED_PASSAGES });
    return uniquePassages([...chosen, ...(input.passages ?? [])]);
  }

  /**
   * The model judges each topic; its findings are checked like the offline engine's (playbooks/modelReview.ts). A Word
   * table is read cell by cell, as the offline review reads it: the model quotes a clause from its cell, the finding is
   * anchored there and the integrity check reads the wording in place of that cell, not of the whole table.
   */
  async function reviewWithPlaybook(document: ContextPassage[], playbook: Playbook): Promise<ReviewDocumentResult> {
    const passages = cellByCell(document);
    const { text, byLabel } = formatPassages(passages);
    const { value, usage } = await deps.callTool({
      task: 'playbook-review',
      tool: PLAYBOOK_REVIEW_TOOL,
      instructions: PLAYBOOK_REVIEW_INSTRUCTIONS,
      context: `${formatPlaybook(playbook)}\n${text}`,
      messages: conversation([], 'Review this contract against the playbook.'),
    });
    const findings = checkModelFindings(value.findings, playbook, passages, byLabel);
    return { summary: playbookSummary(findings, playbook), findings: toReviewFindings(findings, playbook, passages), engine, model, usage };
  }

  function verify(task: string, claims: { passage: string; quote: string }[], byLabel: Map<string, ContextPassage>, passages: ContextPassage[]) {
    const quoteClaims: QuoteClaim[] = claims.map((claim) => ({ passage: byLabel.get(claim.passage.trim()) ?? null, quote: claim.quote }));
    const verified = verifyCitations(quoteClaims, passages);
    if (verified.dropped.length > 0) deps.logger.warn({ task, model, dropped: verified.dropped.length }, 'dropped quotes not found verbatim in the sources');
    return verified.citations;
  }

  return {
    name: engine,
    model,

    async answerQuestion(input) {
      const passages = await gather(input);
      const { text, byLabel } = formatPassages(passages);
      const { value, usage } = await deps.callTool({
        task: 'answer',
        tool: ANSWER_TOOL,
        instructions: INSTRUCTIONS.answer,
        context: passages.length > 0 ? text : undefined,
        messages: conversation(input.chatHistory, input.question),
      });
      const citations = verify('answer', value.citations, byLabel, passages);
      return { answer: value.answer, citations, engine, model, usage };
    },

    async chatInWord(input): Promise<ChatInWordResult> {
      const passages = await gather(input);
      const { text, byLabel } = formatPassages(passages);
      const paragraphs = new Map(
        passages.filter((passage) => passage.sourceType === 'document' && passage.partId).map((passage) => [passage.partId!, passage.text]),
      );
      const selection = input.selection?.text ? `\n\nThe user's selection:\n<selection>${input.selection.text}</selection>` : '';
      const { value, usage } = await deps.callTool({
        task: 'chat-in-word',
        tool: CHAT_IN_WORD_TOOL,
        instructions: INSTRUCTIONS.chatInWord,
        context: text,
        messages: conversation(input.chatHistory, `${input.question}${selection}`),
        check: (answer) => {
          if (answer.action === 'insert') {
            if (!answer.textToInsert) return 'insert without textToInsert';
            if (!answer.insertPositionParagraphId || !paragraphs.has(answer.insertPositionParagraphId)) return 'insert at an unknown paragraph id';
          }
          if (answer.action === 'modify') {
            if (!answer.modifiedSelection?.length) return 'modify without modifiedSelection';
            const unknown = answer.modifiedSelection.find((change) => !paragraphs.has(change.paragraphId));
            if (unknown) return `modify of an unknown paragraph id ${unknown.paragraphId}`;
          }
          return null;
        },
      });
      let action: WordAction;
      if (value.action === 'insert') {
        const paragraphText = paragraphs.get(value.insertPositionParagraphId!)!;
        action = {
          type: 'insert',
          responseText: value.responseText,
          textToInsert: value.textToInsert!,
          insertPositionParagraphId: value.insertPositionParagraphId!,
          insertPositionOffset: Math.min(value.insertPositionOffset ?? paragraphText.length, paragraphText.length),
        };
      } else if (value.action === 'modify') {
        action = { type: 'modify', responseText: value.responseText, modifiedSelection: value.modifiedSelection! };
      } else {
        action = { type: 'question', responseText: value.responseText };
      }
      const citations = verify('chat-in-word', value.citations, byLabel, passages);
      return { action, inferredContext: value.inferredContext, citations, engine, model, usage };
    },

    async reviewDocument({ userId, documentId, instructions, playbook }) {
      const passages = await deps.store.loadSources(userId, { documentId });
      if (playbook) return reviewWithPlaybook(passages, playbook);
      const { text } = formatPassages(passages);
      const ids = new Set(passages.map((passage) => passage.partId ?? String(passage.ordinal)));
      const { value, usage } = await deps.callTool({
        task: 'review',
        tool: REVIEW_TOOL,
        instructions: INSTRUCTIONS.review,
        context: text,
        messages: conversation([], instructions?.trim() || 'Review this document.'),
      });
      const fullText = passages.map((passage) => passage.text).join('\n');
      const findings: ReviewFinding[] = value.findings.map((finding) => {
        const paragraphIds = finding.paragraphIds.filter((id) => ids.has(id));
        const quote = finding.quote && verifyQuote(finding.quote, fullText) ? finding.quote : undefined;
        return { ...finding, paragraphIds, quote };
      });
      return { summary: value.summary, findings, engine, model, usage };
    },

    async reviewParagraphsAgainstPlaybook(input) {
      return { ...(await reviewParagraphsWithModel(deps.callTool, input, deps.maxContextChars)), engine, model };
    },

    async extractMatrixCell(input) {
      const { value, usage } = await deps.callTool({
        task: 'matrix-cell',
        tool: MATRIX_CELL_TOOL,
        instructions: INSTRUCTIONS.matrixCell,
        context: formatNumberedParagraphs(input.documentName, input.paragraphs),
        messages: conversation([], matrixCellMessage(input)),
      });
      if (!value.found || !value.quote?.trim()) {
        return { result: value.reasoning, refineResult: value.found ? value.refineResult : NOT_FOUND, referenceResult: '', engine, model, usage };
      }
      const paragraph = value.paragraphNumber ? input.paragraphs[value.paragraphNumber - 1] : undefined;
      const location = paragraph ? locateQuote(value.quote, paragraph) : null;
      const checked =
        paragraph && location
          ? { referenceResult: referenceAround(paragraph, location), note: null }
          : verifyMatrixReference(`${HIGHLIGHT_START}${value.quote}${HIGHLIGHT_END}`, input.paragraphs);
      return {
        result: checked.note ? `${value.reasoning} ${checked.note}` : value.reasoning,
        refineResult: value.refineResult,
        referenceResult: checked.referenceResult,
        engine,
        model,
        usage,
      };
    },

    async translate(input) {
      const from = input.sourceLanguage ? ` from ${input.sourceLanguage}` : '';
      const { value, usage } = await deps.callTool({
        task: 'translate',
        tool: TRANSLATE_TOOL,
        instructions: INSTRUCTIONS.translate,
        messages: conversation([], `Translate${from} into ${input.targetLanguage}:\n\n${input.text}`),
      });
      return {
        translatedText: value.translatedText,
        detectedOriginalLanguage: input.sourceLanguage ?? value.detectedSourceLanguage,
        engine,
        model,
        usage,
      };
    },

    research: deps.research,
  };
}
